import { toMajor, type OperatorOrderDetail } from '@skins/contract';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/index.ts';
import { assertDeliveryFailed, retryDelivery } from './failed-deliveries.ts';
import { mailRefund, orderDetail, refundOrder } from './operator-orders.ts';

type OperatorCtx = RootCtx & { userId: number };

/** DELIV-5, DELIV-10, OPS-30: the operator retries a failed delivery; the move and its audit entry commit together. Answers the order as it is now. */
export async function retryFailedDelivery(ctx: OperatorCtx, orderId: number): Promise<OperatorOrderDetail> {
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
  return orderDetail(ctx.db, orderId);
}

/**
 * DELIV-5, OPS-81, OPS-30: the operator refunds an order of the queue to the buyer's balance, audited
 * in the same transaction; the buyer is mailed after the commit. Answers the order as it is now.
 */
export async function refundFailedDelivery(ctx: OperatorCtx, orderId: number, reason: string): Promise<OperatorOrderDetail> {
  const refund = await withTransaction(ctx, async (tx) => {
    await assertDeliveryFailed(tx, orderId);
    const done = await refundOrder(tx, { orderId, reason });
    await recordAudit(tx, {
      actorId: ctx.userId,
      action: 'order.refund',
      target: { type: 'order', id: orderId },
      before: { refunded: null, status: 'delivery_failed' },
      after: { refunded: toMajor(done.after.refundedCents ?? 0), reason, credited: toMajor(done.creditMinor), to: 'balance' },
    });
    return done;
  });
  await mailRefund(ctx, refund.after, refund.creditMinor, refund.currencyName);
  return orderDetail(ctx.db, orderId);
}
