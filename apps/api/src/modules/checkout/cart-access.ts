import type { Ctx } from '../../lib/ctx.ts';
import { computePromoDiscount, type PromoRow } from '../promos/index.ts';
import { type CartHold, type CheckoutCartItem, getCheckoutCart, removeFromCart, returnToCart } from '../cart/index.ts';

export { removeFromCart, returnToCart };
export type { CheckoutCartItem };

/**
 * The checkout's view of the cart, through the cart module: its available items in euro cents,
 * and the title of the first item sold or reserved since it was added, so that checkout can name
 * it in the 409 (PAY-3) rather than silently buy only part of the cart; and its items held by an order.
 * PROTECT-7: the first item not for sale yet (Steam's trade protection), which checkout refuses by its date.
 */
export function readCheckoutCart(ctx: Ctx): Promise<{ available: CheckoutCartItem[]; goneTitle: string | null; holds: CartHold[]; saleHeld: { title: string; until: Date } | null }> {
  return getCheckoutCart(ctx);
}

/** PAY-4: the promo's discount on the subtotal (none without a promo). */
export function promoDiscountCents(subtotalCents: number, promo: PromoRow | null): number {
  return promo ? computePromoDiscount(subtotalCents, promo) : 0;
}
