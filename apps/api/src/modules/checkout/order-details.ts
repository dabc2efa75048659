import { toMajor, type OrderDetails } from '@skins/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import { findItemsByIds } from '../catalog/index.ts';
import { promoCodeOf } from '../promos/index.ts';
import { orderEvents, orderItems, orders } from './tables.ts';
import type { OrderPaymentsOf } from './order-payments.ts';
import type { OrderTexts } from './order-texts.ts';
import { tradeProtectionOf } from './trade-protection.ts';

type OrderRow = typeof orders.$inferSelect;
type Timeline = OrderDetails['timeline'];

/** ORDER-5: the statuses of an order that was paid: it has a receipt. */
const paidStatuses: readonly OrderRow['status'][] = ['processing', 'in_process', 'completed', 'accepted', 'delivery_failed'];
export const hasReceipt = (o: Pick<OrderRow, 'status' | 'paidAt'>) => o.paidAt !== null && paidStatuses.includes(o.status);

const seconds = (d: Date | null) => (d === null ? null : unixSeconds(d));

/** ORDER-1: the order of this buyer, or 404 (someone else's order is as unknown as a missing one). */
export async function ownOrder(db: DbOrTx, userId: number, id: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId)));
  if (!row) throw new AppError('CHECKOUT_ORDER_NOT_FOUND');
  return row;
}

/**
 * ORDER-4: the timeline from what is recorded: every status the order had (order_events, written by
 * a trigger), the current delivery attempt's claim and the refund. Nothing is made up: an earlier
 * attempt's send time is not kept, so only the current one shows.
 */
function timelineOf(o: OrderRow, events: { fromStatus: string | null; toStatus: string; at: Date }[]): Timeline {
  const out: { kind: Timeline[number]['kind']; at: Date }[] = [];
  for (const e of events) {
    if (e.fromStatus === null) out.push({ kind: 'created', at: e.at });
    if ((e.toStatus === 'processing' || e.toStatus === 'in_process') && (e.fromStatus === null || e.fromStatus === 'pending')) out.push({ kind: 'paid', at: e.at });
    if (e.toStatus === 'completed') out.push({ kind: 'delivered', at: e.at });
    if (e.toStatus === 'delivery_failed' || e.toStatus === 'failed' || e.toStatus === 'cancelled' || e.toStatus === 'expired') out.push({ kind: e.toStatus, at: e.at });
  }
  if (o.deliveryClaimedAt) out.push({ kind: 'delivery_attempt', at: o.deliveryClaimedAt });
  if (o.refundedAt) out.push({ kind: 'refunded', at: o.refundedAt });
  // Sorted to the millisecond (the answer has seconds): an offer sent and accepted within a second keep their order.
  return out.sort((a, b) => a.at.getTime() - b.at.getTime()).map((e) => ({ kind: e.kind, at: unixSeconds(e.at) }));
}

/** ORDER-8: the trade offer ends the bots report (steam-offers.ts: Steam's state names) that a buyer reads apart. */
const OFFER_ENDS: Record<string, 'declined' | 'expired' | 'reverted'> = { declined: 'declined', expired: 'expired', reverted: 'reverted' };

/** ORDER-2: what became of the current attempt's trade offer, from the order's delivery columns. */
function deliveryStateOf(o: OrderRow): OrderDetails['delivery_state']['state'] {
  // ORDER-8: the bot's reason names what became of the offer: the buyer declined it, it expired, or Steam reverted the trade.
  if (o.status === 'delivery_failed') return OFFER_ENDS[(o.deliveryFailure ?? '').toLowerCase()] ?? 'failed';
  if (o.status === 'completed' && o.deliveryAttempt > 0) return 'accepted';
  if (o.status !== 'processing' || o.deliveryClaimedAt === null) return 'not_started';
  return o.deliveryOfferId === null ? 'sending' : 'sent';
}

/** ORDER-1: the payment's state: refunded, else the provider payment's, else a balance order's (paid when it was). */
function paymentStateOf(o: OrderRow, providerState: OrderDetails['payment']['state'] | undefined): OrderDetails['payment']['state'] {
  if (o.refundedCents !== null) return 'refunded';
  if (providerState) return providerState;
  if (o.paidAt !== null) return 'success';
  return o.status === 'pending' ? 'pending' : o.status === 'cancelled' ? 'cancelled' : 'error';
}

/** PAY-30: what the buyer saw the order in, when that was not the currency charged. */
export function displayOf(o: Pick<OrderRow, 'currency' | 'displayCurrency' | 'displayTotalMinor' | 'displayRate'>): OrderDetails['display'] {
  if (o.displayCurrency === null || o.displayTotalMinor === null || o.displayRate === null || o.displayCurrency === o.currency) return null;
  return { currency: o.displayCurrency, total: toMajor(o.displayTotalMinor), rate: o.displayRate };
}

/**
 * ORDER-1: GET /purchase/{id}: the buyer's own order with its lines, totals, payment (its provider
 * payments read by `paymentsOf`), delivery and timeline; DISPUTE-4: its trade's protection (`protectionMs`: TRADE_PROTECTION_DAYS).
 */
export async function orderDetails(db: DbOrTx, userId: number, id: number, texts: OrderTexts, paymentsOf: OrderPaymentsOf, protectionMs: number): Promise<OrderDetails> {
  const o = await ownOrder(db, userId, id);
  const [lines, events, pays, promo] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(asc(orderItems.id)),
    db.select({ fromStatus: orderEvents.fromStatus, toStatus: orderEvents.toStatus, at: orderEvents.at }).from(orderEvents).where(eq(orderEvents.orderId, o.id)).orderBy(asc(orderEvents.id)),
    paymentsOf(db, o.id),
    promoCodeOf(db, o.promoCodeId),
  ]);
  const skins = new Map((await findItemsByIds(db, lines.map((l) => l.itemId))).map((i) => [i.id, i]));
  return {
    id: o.id,
    created_at: unixSeconds(o.createdAt),
    status: o.status,
    status_label: texts.t(`order_status_${o.status}`),
    kind: o.kind,
    items: lines.map((l) => ({
      id: l.itemId,
      title: l.title,
      img_url: l.imgUrl,
      item_type: l.type,
      item_quality: l.quality,
      exterior: skins.get(l.itemId)?.exteriorName ?? null,
      float_value: skins.get(l.itemId)?.floatValue ?? null,
      price: toMajor(l.priceCents),
    })),
    currency: o.currency,
    subtotal: toMajor(o.subtotalCents),
    promo: promo === null ? null : { code: promo, discount: toMajor(o.promoDiscountCents) },
    delivery: toMajor(o.deliveryCents),
    vat: { percent: o.vatPercent, amount: toMajor(o.vatCents) },
    total: toMajor(o.totalCents),
    display: displayOf(o),
    payment: { method: o.paymentMethod, state: paymentStateOf(o, pays.at(-1)?.status), paid_at: seconds(o.paidAt) },
    delivery_state: { state: deliveryStateOf(o), offer_id: o.deliveryOfferId, attempt: o.deliveryAttempt, at: seconds(o.deliveryClaimedAt), trade_url: o.deliveryTradeUrl ?? o.tradeUrl },
    refund: o.refundedCents === null || o.refundedTo === null ? null : { amount: toMajor(o.refundedCents), to: o.refundedTo, at: seconds(o.refundedAt) },
    timeline: timelineOf(o, events),
    has_receipt: hasReceipt(o),
    trade: tradeProtectionOf(o, protectionMs),
  };
}
