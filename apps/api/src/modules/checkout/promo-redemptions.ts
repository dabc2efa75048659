import { and, count, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { endedOrderStatuses } from './machine.ts';
import { orders, promoCodes, promoRedemptions } from './tables.ts';

type CustomerRules = Pick<typeof promoCodes.$inferSelect, 'id' | 'perCustomerLimit' | 'firstOrderOnly'>;

/**
 * SEC-3: may this customer use the promo (again)? Their uses of the code (redemptions of orders
 * that did not end unpaid) must stay under per_customer_limit: 422 'You have already used this
 * promo code'; a first-order-only code needs no other order of theirs that counts (any order not
 * failed, expired or cancelled, whatever its kind): 422 'This promo code is only valid on your
 * first order'. `orderId` is the order being placed, left out of the count.
 */
export async function assertCustomerMayUsePromo(db: DbOrTx, promo: CustomerRules, userId: number, orderId?: number): Promise<void> {
  const [used] = await db
    .select({ n: count() })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.promoCodeId, promo.id), eq(promoRedemptions.userId, userId)));
  if ((used?.n ?? 0) >= promo.perCustomerLimit) throw new AppError('PROMO_CODE_ALREADY_USED');
  if (!promo.firstOrderOnly) return;
  const [earlier] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, [...endedOrderStatuses]), orderId === undefined ? undefined : ne(orders.id, orderId)))
    .limit(1);
  if (earlier) throw new AppError('PROMO_CODE_FIRST_ORDER_ONLY');
}

/**
 * PAY-4, SEC-3: counts one use of the promo by this order, in the order's transaction. The
 * conditional update keeps used_count within max_uses and locks the promo row until the
 * transaction ends, so concurrent uses of the code queue up and each one's count below sees the
 * uses committed before it (READ COMMITTED takes a new snapshot per statement).
 */
export async function redeemPromo(tx: DbOrTx, use: { promoId: number; userId: number; orderId: number }): Promise<void> {
  const [promo] = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(and(eq(promoCodes.id, use.promoId), sql`(${promoCodes.maxUses} IS NULL OR ${promoCodes.usedCount} < ${promoCodes.maxUses})`))
    .returning({ id: promoCodes.id, perCustomerLimit: promoCodes.perCustomerLimit, firstOrderOnly: promoCodes.firstOrderOnly });
  if (!promo) throw new AppError('PROMO_CODE_USED_UP');
  await assertCustomerMayUsePromo(tx, promo, use.userId, use.orderId);
  await tx.insert(promoRedemptions).values({ promoCodeId: promo.id, userId: use.userId, orderId: use.orderId });
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
