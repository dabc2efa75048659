import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { promoCodes, promoRedemptions } from './tables.ts';

type CustomerRules = Pick<typeof promoCodes.$inferSelect, 'id' | 'perCustomerLimit' | 'firstOrderOnly'>;

/**
 * SEC-3: the customer a promo is judged for. The orders are checkout's (above promos), so the caller
 * answers `hasOtherOrder`: has the customer an order that counts (any not failed, expired or
 * cancelled, whatever its kind) other than the one being placed? Asked of a first-order-only code only.
 */
export interface PromoCustomer {
  userId: number;
  hasOtherOrder: () => Promise<boolean>;
}

/**
 * SEC-3: may this customer use the promo (again)? Their uses of the code (redemptions of orders
 * that did not end unpaid) must stay under per_customer_limit: 422 'You have already used this
 * promo code'; a first-order-only code needs no other order of theirs that counts
 * (PromoCustomer.hasOtherOrder): 422 'This promo code is only valid on your first order'.
 */
export async function assertCustomerMayUsePromo(db: DbOrTx, promo: CustomerRules, customer: PromoCustomer): Promise<void> {
  const [used] = await db
    .select({ n: count() })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promo.id), eq(promoRedemptions.userId, customer.userId)));
  if ((used?.n ?? 0) >= promo.perCustomerLimit) throw new AppError('PROMO_CODE_ALREADY_USED');
  if (promo.firstOrderOnly && (await customer.hasOtherOrder())) throw new AppError('PROMO_CODE_FIRST_ORDER_ONLY');
}

/**
 * PAY-4, SEC-3: counts one use of the promo by this order, in the order's transaction. The
 * conditional update keeps used_count within max_uses and locks the promo row until the
 * transaction ends, so concurrent uses of the code queue up and each one's count below sees the
 * uses committed before it (READ COMMITTED takes a new snapshot per statement).
 */
export async function redeemPromo(tx: DbOrTx, use: { promoId: number; orderId: number; customer: PromoCustomer }): Promise<void> {
  const [promo] = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(and(eq(promoCodes.id, use.promoId), sql`(${promoCodes.maxUses} IS NULL OR ${promoCodes.usedCount} < ${promoCodes.maxUses})`))
    .returning({ id: promoCodes.id, perCustomerLimit: promoCodes.perCustomerLimit, firstOrderOnly: promoCodes.firstOrderOnly });
  if (!promo) throw new AppError('PROMO_CODE_USED_UP');
  await assertCustomerMayUsePromo(tx, promo, use.customer);
  await tx.insert(promoRedemptions).values({ promoCodeId: promo.id, userId: use.customer.userId, orderId: use.orderId });
}

/**
 * PROMO-5, SEC-3: an order that ended unpaid gives back the use it counted (never below zero) and
 * its redemption, so a declined or expired card payment does not spend the customer's use either.
 * The caller runs it once per order (its status move is conditional).
 */
export async function returnPromoUse(tx: DbOrTx, order: { id: number; promoCodeId: number }): Promise<void> {
  await tx.delete(promoRedemptions).where(eq(promoRedemptions.orderId, order.id));
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} - 1` })
    .where(and(eq(promoCodes.id, order.promoCodeId), sql`${promoCodes.usedCount} > 0`));
}
