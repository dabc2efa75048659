import { PAGE_SIZE, type OperatorDelivery } from '@skins/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import { AppError } from '../../lib/app-error.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import { orders } from './tables.ts';

/** DELIV-5: the queue: paid orders whose offer failed and that were neither retried nor refunded. */
const waiting = and(eq(orders.status, 'delivery_failed'), isNull(orders.refundedAt));

function presentDelivery(o: typeof orders.$inferSelect): OperatorDelivery {
  return {
    id: o.id,
    user_id: o.userId,
    email: o.email,
    trade_url: o.tradeUrl,
    payment_method: o.paymentMethod,
    total: o.totalCents / 100,
    reason: o.deliveryFailure,
    attempt: o.deliveryAttempt,
    failed_at: unixSeconds(o.updatedAt),
  };
}

/** DELIV-5: the failed-delivery queue, oldest failure first. */
export async function listFailedDeliveries(db: DbOrTx, page: number) {
  const ordered = db.select().from(orders).orderBy(asc(orders.updatedAt), asc(orders.id)).$dynamic();
  const { rows, total, pages } = await paginate(db, { table: orders, where: waiting, ordered }, page, PAGE_SIZE.operator);
  return { payload: rows.map(presentDelivery), meta: { total, pages } };
}

/** DELIV-5: the number of orders in the queue (the dashboard's count). */
export function countFailedDeliveries(db: DbOrTx): Promise<number> {
  return db.$count(orders, waiting);
}

/**
 * DELIV-5: an operator retries a failed delivery: the order goes back to processing with its
 * attempt released, so the next sweep claims a new attempt and sends a new offer (DELIV-1). Only
 * from the queue (one of racing retries or a retry racing a refund goes through).
 */
export async function retryDelivery(tx: DbOrTx, orderId: number): Promise<{ reason: string | null; attempt: number }> {
  const [before] = await tx.select({ reason: orders.deliveryFailure, attempt: orders.deliveryAttempt }).from(orders).where(eq(orders.id, orderId));
  if (!before) throw new AppError('CHECKOUT_ORDER_NOT_FOUND');
  const [after] = await tx
    .update(orders)
    .set({ status: 'processing', deliveryClaimedAt: null, deliveryOfferId: null, deliveryFailure: null, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), waiting))
    .returning({ id: orders.id });
  if (!after) throw new AppError('OPS_DELIVERY_NOT_FAILED');
  return before;
}

/** DELIV-5: the refund of the queue is for an order still in it (the caller refunds it in the same transaction, OPS-81). */
export async function assertDeliveryFailed(tx: DbOrTx, orderId: number): Promise<void> {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.id, orderId), waiting)).for('update');
  if (row) return;
  const [exists] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  throw new AppError(exists ? 'OPS_DELIVERY_NOT_FAILED' : 'CHECKOUT_ORDER_NOT_FOUND');
}
