import { imageUrl, PAGE_META, type ItemListing } from '@skins/contract';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { labelOf } from '../../i18n/labels';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useLocale } from '../../app/locale-store';
import { Button, buttonClass } from '../../ui/button';
import { PageSpinner } from '../../ui/spinner';
import { usePageMeta } from '../../ui/use-page-meta';
import { useItem } from './api/get-item';
import { useItemListing } from './api/get-item-listing';
import { formatPrice } from '../../ui/format-price';
import { ProductBadgeLabel } from './components/product-badge';
import { ProductCarousel } from './components/product-carousel';
import { ProductPrice } from './components/product-price';
import { RarityBar } from './components/skin-marks';
import { InspectLink, SkinDetails } from './components/skin-details';
import { BelowSteam } from './components/applied-art';
import { LowFloatBadge } from './components/low-float-badge';
import { FloatRank, SkinListings } from './components/skin-listings';
import { BusyRing } from './components/busy-ring';
import { useCartToggle } from './hooks/use-add-to-cart';

/** A product id in the path: a positive whole number, else none. */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** ProductDetailsPage: /products/{category}/{subcategory}/{productId} (spec §2 Product details). */
export default function ProductDetailsPage() {
  const { t } = useTranslation();
  const id = parseProductId(useParams().productId);
  const item = useItem(id);
  const product = item.data;
  const { currency } = useLocale();
  // CAT-45: details that are a 404 ask what became of the item: a sold or held one says so.
  const listing = useItemListing(id, item.error instanceof ApiError && item.error.status === 404);
  const gone = listing.data && listing.data.state !== 'available' ? listing.data : undefined;
  const asking = listing.isFetching;
  // SEO-1: the item's name and price as the title once it loads; CAT-46: a sold or held one's own; an unknown one the Not Found page's.
  const failed = id === null || item.isError;
  const productTexts = product ? { name: product.title, price: formatPrice(product.price, currency), type: labelOf(t, 'type', product.type) } : null;
  const metaKind = gone ? goneKind(gone) : failed ? 'notFound' : 'product';
  usePageMeta(metaKind, gone ? { name: gone.title } : asking ? null : failed ? undefined : productTexts);
  // CAT-39, LIST-4: the product's similar list as the API chose it (the same skin, weapon and rarity), never random products.
  const similar = product?.similar ?? [];

  let body: ReactNode;
  if (id === null) body = <Message text={t('product_id_missing')} />;
  else if (item.isPending || asking) body = <PageSpinner />;
  else if (gone) body = <LeftShop listing={gone} />;
  // JOURNEY-5 (spec §8): the server's message when it sent one (unknown or sold: CATALOG_ITEM_NOT_FOUND), else the fallback.
  else if (!product) body = <Message text={item.error?.message || t('unable_to_load_product_details')} />;
  else
    body = (
      <article className="grid gap-8 md:grid-cols-2">
        <div className="relative aspect-[4/3] overflow-hidden rounded-2xl border border-ink-700 bg-gradient-to-b from-ink-800 to-ink-900">
          <img src={imageUrl(product.img_url)} alt={product.title} width={800} height={600} className="h-full w-full object-contain p-6" />
          <ProductBadgeLabel product={product} />
          <RarityBar rarity={product.rarity} className="absolute inset-x-0 top-0 h-1.5" />
        </div>
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl font-bold text-slate-50">{product.title}</h1>
          <LowFloatBadge float={product.float_value} exterior={product.exterior_name} />
          <FloatRank product={product} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-400">{t('product_type')}</dt>
            <dd className="text-slate-100">{labelOf(t, 'type', product.type)}</dd>
            <dt className="text-slate-400">{t('product_quality')}</dt>
            <dd className="text-slate-100">{product.quality ? labelOf(t, 'rarity', product.quality) : t('quality_default')}</dd>
            <SkinDetails product={product} />
          </dl>
          <InspectLink href={product.inspect_link} />
          <ProductPrice product={product} large />
          <BelowSteam product={product} large />
          <CartButtons productId={product.id} />
        </div>
      </article>
    );

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8">
      <BackButton />
      {body}
      {product && <SkinListings product={product} />}
      {product && <PriceHistorySlot itemId={product.id} />}
      {product && <ProductCarousel title={t('similar_products')} products={similar} />}
    </section>
  );
}

/**
 * CART-31 (spec §2 Product details): Add to cart or Remove from cart (the toggle of CART-30), and
 * Buy now, which adds the item when it is not in the cart yet and opens the cart.
 */
function CartButtons({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cart = useCartToggle(productId);
  const buyNow = async () => {
    if (cart.inCart) return navigate('/cart');
    const outcome = await cart.add();
    if (outcome === 'added' || outcome === 'already') await navigate('/cart');
  };
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={cart.toggle} disabled={cart.busy} aria-busy={cart.busy} className="h-11 px-6 text-base">
        {cart.busy && <BusyRing />}
        {t(cart.inCart ? 'remove_from_cart' : 'add_to_cart')}
      </Button>
      <Button variant="secondary" onClick={() => void buyNow()} disabled={cart.busy} className="h-11 px-6 text-base">
        {t('buy_now')}
      </Button>
    </div>
  );
}

/** PRICE-4: the price history's own chunk (chart, range buttons, stars), fetched once its place scrolls into view. */
const PricePanel = lazy(() => import('./components/price-panel'));

function PriceHistorySlot({ itemId }: { itemId: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || shown) return;
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setShown(true));
    seen.observe(el);
    return () => seen.disconnect();
  }, [shown]);
  // The slot keeps the panel's height, so that loading it moves nothing (BUDGET-2).
  return (
    <div ref={ref} className="min-h-[380px]">
      {shown && (
        <Suspense fallback={null}>
          <PricePanel itemId={itemId} />
        </Suspense>
      )}
    </div>
  );
}

/** SHELL-14: at least 24 px high (it was 20), padded so the whole row is the target. */
function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // react-router keeps the history index in history.state: go back when there is somewhere to go.
  const back = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/products'));
  return (
    <button type="button" onClick={back} className="-ml-2 mb-4 inline-flex min-h-10 items-center gap-2 rounded-lg px-2 text-sm text-slate-300 hover:bg-ink-800 hover:text-slate-50">
      <span aria-hidden="true">←</span> {t('back')}
    </button>
  );
}

const goneKind = (listing: ItemListing) => (listing.state === 'sold' ? 'productSold' : 'productUnavailable');

/** CAT-45: a sold or held item's page: its name and state as the heading, and the same skin's other listings. */
function LeftShop({ listing }: { listing: ItemListing }) {
  const { t } = useTranslation();
  const others = `/products?${new URLSearchParams({ search: listing.market_name })}`;
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-2xl font-bold break-words text-slate-50 sm:text-3xl">{t(PAGE_META[goneKind(listing)].title, { name: listing.title })}</h1>
      <p className="text-lg text-slate-300">{t(listing.state === 'sold' ? 'product_sold_text' : 'product_unavailable_text')}</p>
      <Link to={others} className={buttonClass('primary', 'mt-4')}>
        {t('product_other_listings')}
      </Link>
    </div>
  );
}

function Message({ text }: { text: string }) {
  return <p className="py-16 text-center text-lg text-rose-300">{text}</p>;
}

