import { CATEGORY, imageUrl, PAGE_SIZE } from '@skins/contract';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { labelOf } from '../../i18n/labels';
import { useNavigate, useParams } from 'react-router';
import { useLocale } from '../../app/locale-store';
import { Button } from '../../ui/button';
import { PageSpinner } from '../../ui/spinner';
import { usePageMeta } from '../../ui/use-page-meta';
import { useItem } from './api/get-item';
import { useItems } from './api/get-items';
import { formatPrice } from '../../ui/format-price';
import { ProductBadgeLabel } from './components/product-badge';
import { ProductCarousel } from './components/product-carousel';
import { ProductPrice } from './components/product-price';
import { RarityBar } from './components/skin-marks';
import { InspectLink, SkinDetails } from './components/skin-details';
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
  // SEO-1: the item's name and price as the title once it loads; a missing or sold one gets the Not Found page's.
  const failed = id === null || item.isError;
  const productTexts = product ? { name: product.title, price: formatPrice(product.price, currency), type: labelOf(t, 'type', product.type) } : null;
  usePageMeta(failed ? 'notFound' : 'product', failed ? undefined : productTexts);
  // CAT-39: the product's similar list, else 20 random products of its category.
  const needRandom = product !== undefined && product.similar.length === 0;
  const random = useItems({ random: true, limit: PAGE_SIZE.randomList, category: product?.category || CATEGORY }, needRandom);
  const similar = product ? (needRandom ? (random.data?.payload ?? []).filter((p) => p.id !== product.id) : product.similar) : [];

  let body: ReactNode;
  if (id === null) body = <Message text={t('product_id_missing')} />;
  else if (item.isPending) body = <PageSpinner />;
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
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-400">{t('product_type')}</dt>
            <dd className="text-slate-100">{labelOf(t, 'type', product.type)}</dd>
            <dt className="text-slate-400">{t('product_quality')}</dt>
            <dd className="text-slate-100">{product.quality ? labelOf(t, 'rarity', product.quality) : t('quality_default')}</dd>
            <SkinDetails product={product} />
          </dl>
          <InspectLink href={product.inspect_link} />
          <ProductPrice product={product} large />
          <CartButtons productId={product.id} />
        </div>
      </article>
    );

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-8">
      <BackButton />
      {body}
      {product && <PriceHistorySlot itemId={product.id} />}
      {product && <ProductCarousel title={t('similar_products')} products={similar} loading={needRandom && random.isPending} />}
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

function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // react-router keeps the history index in history.state: go back when there is somewhere to go.
  const back = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/products'));
  return (
    <button type="button" onClick={back} className="mb-6 inline-flex items-center gap-2 text-sm text-slate-300 hover:text-slate-50">
      <span aria-hidden="true">←</span> {t('back')}
    </button>
  );
}

function Message({ text }: { text: string }) {
  return <p className="py-16 text-center text-lg text-rose-300">{text}</p>;
}

