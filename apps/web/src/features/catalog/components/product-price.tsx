import type { Product } from '@skins/contract';
import { useCurrency } from '../../../app/locale-store';
import { formatPrice } from '../../../ui/format-price';
import { hasOldPrice } from './product-display';

/** CAT-35: the price with 2 decimals (en-US), and the old price struck through only when higher. */
export function ProductPrice({ product, large = false }: { product: Pick<Product, 'price' | 'old_price'>; large?: boolean }) {
  const currency = useCurrency();
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-semibold text-accent-300 ${large ? 'text-3xl' : 'text-base'}`}>{formatPrice(product.price, currency)}</span>
      {hasOldPrice(product) && <s className={`text-slate-500 ${large ? 'text-lg' : 'text-sm'}`}>{formatPrice(product.old_price, currency)}</s>}
    </p>
  );
}
