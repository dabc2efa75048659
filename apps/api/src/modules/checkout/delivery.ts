import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { OfferOutcome, TradeDelivery } from '../../adapters/trade-delivery/port.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/ctx.ts';
import { findUserById } from '../account/index.ts';
import { findItemsByIds } from '../catalog/index.ts';
import { moveOrder } from './order-changes.ts';
import { orderItems, orders } from './tables.ts';

/** DELIV-3: a claim this old without an offer id means the process died around the send: the operator checks the bot before retrying. */
export const UNCONFIRMED_CLAIM_MS = 10 * 60_000;
/** DELIV-3: the reason of an attempt that may or may not have sent its offer. */
export const UNCONFIRMED_REASON = 'The offer may not have been sent (the shop stopped while sending it): check the bot account before retrying';
const BATCH = 100;

/** What one sweep did: the orders now delivered and the ones whose delivery failed (each mailed by the caller). */
export interface DeliveryChanges {
  delivered: number[];
  failed: number[];
}

/**
 * DELIV-1: claims an order's current attempt before the bot is asked: one conditional UPDATE, so of
 * two sweeps (two processes, or a restart) only one sends. DELIV-10: it records the trade link the
 * attempt's offer goes to. Answers the attempt, or null when another sweep has it.
 */
async function claimAttempt(db: Db, orderId: number, tradeUrl: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(orders)
    .set({ deliveryClaimedAt: now, deliveryAttempt: sql`${orders.deliveryAttempt} + 1`, deliveryTradeUrl: tradeUrl, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'processing'), isNull(orders.deliveryClaimedAt)))
    .returning({ attempt: orders.deliveryAttempt });
  return row?.attempt ?? null;
}

/** DELIV-2: a failed attempt: the order goes to the operator's queue with the bot's reason. */
async function failAttempt(db: Db, orderId: number, attempt: number, reason: string): Promise<boolean> {
  return (await moveOrder(db, orderId, 'delivery_failed', { deliveryFailure: reason }, ['processing'], eq(orders.deliveryAttempt, attempt))) !== null;
}

/**
 * DELIV-2, STEAM-3: an offer's outcome moves its order (the sweep's poll and the bot's change
 * events both land here): accepted completes it, failed puts it in the operator's queue, pending
 * changes nothing. Conditional on the order still waiting for this very offer, so a late or
 * repeated report changes nothing. Answers the order that changed, if any. DISPUTE-4: a completed
 * order records when (delivered_at): the buyer's Trade Protection runs from then.
 */
export async function applyOfferOutcome(db: Db, offerId: string, outcome: OfferOutcome, now = new Date()): Promise<DeliveryChanges> {
  const changes: DeliveryChanges = { delivered: [], failed: [] };
  if (outcome.state === 'pending') return changes;
  const [order] = await db
    .select({ id: orders.id, attempt: orders.deliveryAttempt })
    .from(orders)
    .where(and(eq(orders.deliveryOfferId, offerId), eq(orders.status, 'processing')));
  if (!order) return changes;
  if (outcome.state === 'failed') {
    if (await failAttempt(db, order.id, order.attempt, outcome.reason)) changes.failed.push(order.id);
  } else if (await moveOrder(db, order.id, 'completed', { deliveredAt: now }, ['processing'])) changes.delivered.push(order.id);
  return changes;
}

/**
 * DELIV-10: where an attempt's offer goes: the first to the link the order was placed with; a retry
 * (after a failed attempt) to the buyer's current trade link, the profile's (which the buyer may
 * have fixed since), else the order's.
 */
async function tradeUrlFor(db: Db, order: { userId: number; tradeUrl: string; deliveryAttempt: number }): Promise<string> {
  if (order.deliveryAttempt === 0) return order.tradeUrl;
  return (await findUserById(db, order.userId))?.steamTradeLink ?? order.tradeUrl;
}

/** DELIV-1: sends the offer of one claimed attempt and records its id (or fails the attempt when the bot refused to send). */
async function sendClaimed(db: Db, delivery: TradeDelivery, order: { id: number; tradeUrl: string }, attempt: number, now: Date, log?: Logger): Promise<string | null> {
  const lines = await db.select({ itemId: orderItems.itemId }).from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const assets = await findItemsByIds(
    db,
    lines.map((l) => l.itemId),
  );
  try {
    const { offerId } = await delivery.send({ id: order.id, attempt, tradeUrl: order.tradeUrl, assetIds: assets.map((a) => a.steamAssetId) }, now);
    await db.update(orders).set({ deliveryOfferId: offerId }).where(and(eq(orders.id, order.id), eq(orders.deliveryAttempt, attempt)));
    return offerId;
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    log?.warn({ orderId: order.id, attempt, reason }, 'trade offer not sent; the order waits for an operator');
    await failAttempt(db, order.id, attempt, `Not sent: ${reason}`);
    return null;
  }
}

/**
 * PAY-13, DELIV-1, DELIV-2, DELIV-3: one delivery sweep. Paid orders without an attempt get one (claimed, sent,
 * its offer id stored); every open offer is asked for its state, which moves its order; an
 * attempt claimed long ago without an offer id fails as unconfirmed. Driven by the database, so a
 * restart loses nothing and never sends a second offer for one attempt.
 */
export async function deliverPaidOrders(db: Db, delivery: TradeDelivery, now: Date, log?: Logger): Promise<DeliveryChanges> {
  const changes: DeliveryChanges = { delivered: [], failed: [] };
  const unclaimed = await db
    .select({ id: orders.id, userId: orders.userId, tradeUrl: orders.tradeUrl, deliveryAttempt: orders.deliveryAttempt })
    .from(orders)
    .where(and(eq(orders.status, 'processing'), isNull(orders.deliveryClaimedAt), lte(orders.paidAt, now)))
    .orderBy(asc(orders.paidAt))
    .limit(BATCH);
  for (const order of unclaimed) {
    const tradeUrl = await tradeUrlFor(db, order);
    const attempt = await claimAttempt(db, order.id, tradeUrl, now);
    if (attempt === null) continue;
    if ((await sendClaimed(db, delivery, { id: order.id, tradeUrl }, attempt, now, log)) === null) changes.failed.push(order.id);
  }
  const open = await db
    .select({ id: orders.id, offerId: orders.deliveryOfferId })
    .from(orders)
    .where(and(eq(orders.status, 'processing'), isNotNull(orders.deliveryOfferId)))
    .orderBy(asc(orders.paidAt))
    .limit(BATCH);
  for (const order of open) {
    try {
      const moved = await applyOfferOutcome(db, order.offerId!, await delivery.status(order.offerId!, now), now);
      changes.delivered.push(...moved.delivered);
      changes.failed.push(...moved.failed);
    } catch (err) {
      log?.warn({ orderId: order.id, err }, 'trade offer state unknown; asked again on the next sweep');
    }
  }
  const stale = await db
    .select({ id: orders.id, attempt: orders.deliveryAttempt })
    .from(orders)
    .where(and(eq(orders.status, 'processing'), isNull(orders.deliveryOfferId), lte(orders.deliveryClaimedAt, new Date(now.getTime() - UNCONFIRMED_CLAIM_MS))))
    .limit(BATCH);
  for (const order of stale) if (await failAttempt(db, order.id, order.attempt, UNCONFIRMED_REASON)) changes.failed.push(order.id);
  return changes;
}
