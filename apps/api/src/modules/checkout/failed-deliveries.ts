import { PAGE_SIZE, toMajor, type OperatorDelivery } from '@skins/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/index.ts';
import { tradeLinksByUserId } from '../account/index.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import { orders } from './tables.ts';
import { moveOrder } from './order-changes.ts';

/** DELIV-5: the queue: paid orders whose offer failed and that were neither retried nor refunded. */
const waiting = and(eq(orders.status, 'delivery_failed'), isNull(orders.refundedAt));

/** DELIV-10: the link a retry sends to: the buyer's current one (the profile's), else the order's; the buyers' links read in one query. */
async function nextTradeUrls(db: DbOrTx, list: readonly { userId: number; tradeUrl: string }[]): Promise<string[]> {
  const links = await tradeLinksByUserId(db, list.map((o) => o.userId));
  return list.map((o) => links.get(o.userId) ?? o.tradeUrl);
}

function presentDelivery(o: typeof orders.$inferSelect, next: string): OperatorDelivery {
  return {
    id: o.id,
    user_id: o.userId,
    email: o.email,
    trade_url: o.tradeUrl,
    attempt_trade_url: o.deliveryTradeUrl ?? o.tradeUrl,
    next_trade_url: next,
    payment_method: o.paymentMethod,
    total: toMajor(o.totalCents),
    reason: o.deliveryFailure,
    attempt: o.deliveryAttempt,
    failed_at: unixSeconds(o.updatedAt),
  };
}

/** DELIV-5: the failed-delivery queue, oldest failure first. */
export async function listFailedDeliveries(db: DbOrTx, page: number) {
  const ordered = db.select().from(orders).orderBy(asc(orders.updatedAt), asc(orders.id)).$dynamic();
  const { rows, total, pages } = await paginate(db, { table: orders, where: waiting, ordered }, page, PAGE_SIZE.operator);
  const next = await nextTradeUrls(db, rows);
  return { payload: rows.map((o, i) => presentDelivery(o, next[i]!)), meta: { total, pages } };
}

/** DELIV-5: the number of orders in the queue (the dashboard's count). */
export function countFailedDeliveries(db: DbOrTx): Promise<number> {
  return db.$count(orders, waiting);
}

/**
 * DELIV-5: an operator retries a failed delivery: the order goes back to processing with its
 * attempt released, so the next sweep claims a new attempt and sends a new offer (DELIV-1). Only
 * from the queue (one of racing retries or a retry racing a refund goes through). DELIV-10: answers
 * the failed attempt (its reason and link) and the link the next offer goes to, for the audit log.
 */
export async function retryDelivery(tx: DbOrTx, orderId: number): Promise<{ reason: string | null; attempt: number; tradeUrl: string; nextTradeUrl: string }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('CHECKOUT_ORDER_NOT_FOUND');
  const after = await moveOrder(tx, orderId, 'processing', { deliveryClaimedAt: null, deliveryOfferId: null, deliveryFailure: null }, ['delivery_failed'], waiting);
  if (!after) throw new AppError('OPS_DELIVERY_NOT_FAILED');
  return { reason: order.deliveryFailure, attempt: order.deliveryAttempt, tradeUrl: order.deliveryTradeUrl ?? order.tradeUrl, nextTradeUrl: (await nextTradeUrls(tx, [order]))[0]! };
}

/** DELIV-5: the refund of the queue is for an order still in it (the caller refunds it in the same transaction, OPS-81). */
export async function assertDeliveryFailed(tx: DbOrTx, orderId: number): Promise<void> {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.id, orderId), waiting)).for('update');
  if (row) return;
  const [exists] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  throw new AppError(exists ? 'OPS_DELIVERY_NOT_FAILED' : 'CHECKOUT_ORDER_NOT_FOUND');
}

/** DELIV-5, DELIV-10: the operator retries a failed delivery, audited in the retry's transaction (OPS-30). */
export async function retryFailedDelivery(ctx: RootCtx & { userId: number }, orderId: number): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const before = await retryDelivery(tx, orderId);
    await recordAudit(tx, {
      actorId: ctx.userId,
      action: 'order.delivery_retry',
      target: { type: 'order', id: orderId },
      before: { status: 'delivery_failed', reason: before.reason, attempt: before.attempt, trade_url: before.tradeUrl },
      after: { status: 'processing', trade_url: before.nextTradeUrl },
    });
  });
}
