import { formatMoney, toMajor, type OperatorOrderDetail, type TradeProtection } from '@skins/contract';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { TradeDelivery } from '../../adapters/trade-delivery/port.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { unixSeconds, unixSecondsOrNull } from '../../lib/unix-seconds.ts';
import { recordAudit } from '../audit/index.ts';
import { relistSold } from '../catalog/index.ts';
import { alertShop, type MailCtx } from '../mail/index.ts';
import { itemIdsOf } from './order-changes.ts';
import { orders } from './tables.ts';

type OrderRow = typeof orders.$inferSelect;

/** The card dispute a payment provider reported, as the order records it (DISPUTE-1). */
export interface OrderDispute {
  disputeId: string;
  reason: string;
  amountCents: number;
  openedAt: Date;
}

/**
 * DISPUTE-4: a trade-delivered order's Trade Protection: protected for `protectionMs` after the
 * accepted offer (delivered_at), then final; reversed once the operator reversed it (DISPUTE-5).
 * Null for an order the trade bot did not deliver (a pack, a prompt's fee, one not delivered yet).
 */
export function tradeProtectionOf(o: Pick<OrderRow, 'deliveredAt' | 'deliveryReversedAt'>, protectionMs: number, now = new Date()): TradeProtection | null {
  if (o.deliveredAt === null) return null;
  const until = new Date(o.deliveredAt.getTime() + protectionMs);
  const state = o.deliveryReversedAt !== null ? 'reversed' : now < until ? 'protected' : 'final';
  return { state, delivered_at: unixSeconds(o.deliveredAt), until: unixSeconds(until), reversed_at: unixSecondsOrNull(o.deliveryReversedAt) };
}

/** DISPUTE-1, DISPUTE-3: the dispute an order records, for the back office. */
export function disputeOf(o: OrderRow): OperatorOrderDetail['dispute'] {
  if (o.disputeId === null || o.disputeOpenedAt === null || o.disputeStatus === null) return null;
  return { id: o.disputeId, reason: o.disputeReason ?? '', amount: toMajor(o.disputeAmountCents ?? 0), opened_at: unixSeconds(o.disputeOpenedAt), status: o.disputeStatus };
}

/**
 * DISPUTE-1, DISPUTE-2: the order records the card dispute opened on its payment, once: a later
 * report of a dispute (the same one again under another event id, or a second one) changes
 * nothing. Answers whether it was recorded.
 */
export async function recordDispute(tx: DbOrTx, orderId: number, dispute: OrderDispute): Promise<boolean> {
  const [row] = await tx
    .update(orders)
    .set({ disputeId: dispute.disputeId, disputeReason: dispute.reason, disputeAmountCents: dispute.amountCents, disputeOpenedAt: dispute.openedAt, disputeStatus: 'open', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), isNull(orders.disputeId)))
    .returning({ id: orders.id });
  return row !== undefined;
}

/** DISPUTE-3: the provider closed the order's open dispute, won or lost; a dispute the order does not record, or one already closed, changes nothing. */
export async function closeDispute(tx: DbOrTx, orderId: number, disputeId: string, outcome: 'won' | 'lost'): Promise<boolean> {
  const [row] = await tx
    .update(orders)
    .set({ disputeStatus: outcome, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.disputeId, disputeId), eq(orders.disputeStatus, 'open')))
    .returning({ id: orders.id });
  return row !== undefined;
}

/** DISPUTE-1: the shop's operators hear of a new card dispute (after the commit), once per dispute. */
export async function alertDispute(ctx: MailCtx, orderId: number, dispute: OrderDispute): Promise<void> {
  await alertShop(ctx, 'order_dispute', { orderId, reason: dispute.reason, amount: formatMoney(toMajor(dispute.amountCents), 'EUR'), link: `/operator/orders/${orderId}` }, `order_dispute:${dispute.disputeId}`);
}

/**
 * DISPUTE-5, DISPUTE-6: the operator reverses the delivery of an order whose card payment is
 * disputed, while the buyer's Trade Protection runs (DISPUTE-4: after it, 409 ORDER_TRADE_FINAL).
 * The trade bot takes the trade back; the steam bot cannot, so the operator reverses it in Steam and
 * confirms it (`confirmedInSteam`), else 409 ORDER_REVERSE_IN_STEAM. Then, in one transaction: the
 * order records the reversal (it stays completed: it was paid and delivered; the conditional write
 * lets one of racing reversals through, a second is 409), its items are listed again with their
 * trade lock (Steam's hold on a returned item: the protection's length from now), and the audit log
 * records it (OPS-30).
 */
export async function reverseDelivery(
  ctx: RootCtx & { userId: number },
  bot: TradeDelivery,
  input: { orderId: number; confirmedInSteam: boolean; protectionMs: number },
  now = new Date(),
): Promise<void> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, input.orderId));
  if (!order) throw new AppError('CHECKOUT_ORDER_NOT_FOUND');
  const protection = tradeProtectionOf(order, input.protectionMs, now);
  if (protection?.state === 'reversed') throw new AppError('ORDER_DELIVERY_ALREADY_REVERSED');
  if (!protection || order.deliveryOfferId === null || order.status !== 'completed' || order.disputeStatus !== 'open') throw new AppError('ORDER_NOT_REVERSIBLE');
  if (protection.state === 'final') throw new AppError('ORDER_TRADE_FINAL');
  if (!input.confirmedInSteam) {
    const reversed = bot.reverseTrade ? await bot.reverseTrade(order.deliveryOfferId) : ({ ok: false, manual: true } as const);
    if (!reversed.ok) throw new AppError('ORDER_REVERSE_IN_STEAM');
  }
  await withTransaction(ctx, async (tx) => {
    const [done] = await tx
      .update(orders)
      .set({ deliveryReversedAt: now, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'completed'), isNotNull(orders.deliveredAt), isNull(orders.deliveryReversedAt)))
      .returning({ id: orders.id });
    if (!done) throw new AppError('ORDER_DELIVERY_ALREADY_REVERSED');
    const relisted = await relistSold(tx, await itemIdsOf(tx, order.id), new Date(now.getTime() + input.protectionMs));
    await recordAudit(tx, {
      actorId: ctx.userId,
      action: 'order.delivery_reverse',
      target: { type: 'order', id: order.id },
      before: { delivered_at: order.deliveredAt?.toISOString() ?? null, offer_id: order.deliveryOfferId, dispute: order.disputeId },
      after: { reversed_at: now.toISOString(), by: input.confirmedInSteam ? 'steam' : bot.name, relisted },
    });
  });
}
