import { imageUrl, productPath, TOAST_AUTO_CLOSE_MS, type Product } from '@skins/contract';
import { useTranslation } from '../../../i18n';
import { Link } from 'react-router';
import { labelOf } from '../../../i18n/labels';
import { buttonClass } from '../../../ui/button';
import { useCartToggle } from '../hooks/use-add-to-cart';
import { AppliedThumbs, BelowSteam } from './applied-art';
import { BusyRing } from './busy-ring';
import { ProductBadgeLabel } from './product-badge';
import { ProductPrice } from './product-price';
import { ClassMark, RarityBar, WearBar } from './skin-marks';
import { LowFloatBadge } from './low-float-badge';
import { CardStar } from './watch-buttons';

/**
 * CAT-35 (spec §2 Product cards): the whole card links to the details; a lazy image in a fixed
 * 4:3 box (no layout shift), a two-line title, the quality (CS2 when none), the price rule, a
 * badge, and Add to cart shown on hover (always on touch screens).
 * BUDGET-8: on phones (below 640 px) the button sits under the art instead of over it.
 * CART-30: the button toggles: Add to cart, or Remove from cart when the item is in the cart.
 * SKIN-10: a strip in the rarity's colour on top, StatTrak™/Souvenir by the quality, a compact wear bar with the float.
 * WATCH-2: a signed-in buyer's star in the art's top right corner.
 * ART-4: small pictures of the stickers and charm; REFPRICE-4: 'x % below Steam' under the price. LIST-3: the low float badge by the quality.
 */
export function ProductCard({ product, className = '', headingLevel = 3 }: { product: Product; className?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const cart = useCartToggle(product.id, { autoClose: TOAST_AUTO_CLOSE_MS.productCard });
  return (
    <article
      className={`group relative flex flex-col overflow-hidden rounded-xl border border-ink-700 bg-ink-900 transition-colors focus-within:border-accent-400 hover:border-slate-600 ${className}`}
    >
      <RarityBar rarity={product.rarity} className="h-1 w-full" />
      <div className="relative flex flex-col bg-gradient-to-b from-ink-800 to-ink-900">
        <img src={imageUrl(product.img_url)} alt={product.title} loading="lazy" decoding="async" width={400} height={300} className="aspect-[4/3] h-auto w-full object-contain p-3" />
        <ProductBadgeLabel product={product} />
        <CardStar itemId={product.id} title={product.title} />
        <button
          type="button"
          onClick={cart.toggle}
          disabled={cart.busy}
          aria-busy={cart.busy}
          className={buttonClass(
            'primary',
            'relative z-10 mx-3 mb-3 max-sm:px-2 max-sm:whitespace-normal sm:absolute sm:inset-x-3 sm:bottom-3 sm:m-0 sm:transition-opacity sm:focus-visible:opacity-100 sm:pointer-fine:opacity-0 sm:pointer-fine:group-hover:opacity-100',
          )}
        >
          {cart.busy && <BusyRing />}
          {t(cart.inCart ? 'remove_from_cart' : 'add_to_cart')}
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs font-medium text-slate-400">{product.quality ? labelOf(t, 'rarity', product.quality) : t('quality_default')}</span>
          <ClassMark product={product} />
          <LowFloatBadge float={product.float_value} exterior={product.exterior_name} />
        </div>
        <Heading className="line-clamp-2 min-h-10 text-sm leading-5 font-medium text-slate-100" title={product.title}>
          <Link to={productPath(product)} className="outline-none after:absolute after:inset-0 after:content-['']">
            {product.title}
          </Link>
        </Heading>
        {product.float_value !== null && <WearBar float={product.float_value} compact />}
        <AppliedThumbs product={product} />
        <div className="mt-auto flex flex-col gap-0.5 pt-1">
          <ProductPrice product={product} />
          <BelowSteam product={product} />
        </div>
      </div>
    </article>
  );
}
