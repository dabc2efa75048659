import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { computePromoDiscount, type PromoRow } from '../cart/promo.ts';
import { getCheckoutCart, type CheckoutCartItem } from '../cart/service.ts';
import { cartItems } from '../cart/tables.ts';

export { findUsablePromo } from '../cart/promo.ts';
export type { CheckoutCartItem, PromoRow };

/**
 * The checkout's view of the cart, through the cart module: its available items in euro cents,
 * and the title of the first item sold or reserved since it was added, so that checkout can name
 * it in the 409 (PAY-3) rather than silently buy only part of the cart.
 */
export function readCheckoutCart(ctx: Ctx): Promise<{ available: CheckoutCartItem[]; goneTitle: string | null }> {
  return getCheckoutCart(ctx);
}

/** Removes bought items from the buyer's cart (same transaction as the sale). */
export async function removeFromCart(tx: DbOrTx, userId: number, itemIds: number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.itemId, itemIds)));
}

/** PAY-4: the promo's discount on the subtotal (none without a promo). */
export function promoDiscountCents(subtotalCents: number, promo: PromoRow | null): number {
  return promo ? computePromoDiscount(subtotalCents, promo) : 0;
}
