import { toPercent, type Product } from '@skins/contract';

/** CAT-35: the old price shows (struck through) only when it is above the price. */
export function hasOldPrice(product: Pick<Product, 'price' | 'old_price'>): product is Pick<Product, 'price'> & { old_price: number } {
  return product.old_price !== null && product.old_price > product.price;
}

export type ProductBadge = { kind: 'new' } | { kind: 'discount'; percent: number } | null;

/** CAT-35: a New badge for new items, otherwise a Discount badge (-N%) when the old price is above the price. */
export function productBadge(product: Pick<Product, 'is_new' | 'price' | 'old_price' | 'discount_percentage'>): ProductBadge {
  if (product.is_new) return { kind: 'new' };
  if (!hasOldPrice(product)) return null;
  const percent = product.discount_percentage > 0 ? product.discount_percentage : toPercent(1 - product.price / product.old_price);
  return { kind: 'discount', percent: Math.max(percent, 1) };
}
