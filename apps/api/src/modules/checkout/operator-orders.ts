import { FALLBACK_CURRENCY, formatMoney, PAGE_SIZE, toMajor, type DayRange, type OperatorOrder, type OperatorOrderDetail } from '@skins/contract';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inDayRange } from '../../db/day-range.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { exportRows } from '../../db/export-rows.ts';
import { paginate } from '../../db/paginate.ts';
import { searchedId } from '../../db/searched-id.ts';
import { csvMoney, type CsvTable } from '../../lib/csv.ts';
import { AppError } from '../../lib/app-error.ts';
import { centsToCreditsMinor } from '../../lib/money.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import { moveBalance } from '../account/index.ts';
import { readSettings } from '../content/index.ts';
import type { OrderStatus } from './machine.ts';
import type { OrderPaymentsOf } from './order-payments.ts';
import { orderEvents, orderItems, orders } from './tables.ts';
import { type MailCtx, notifyUser } from '../mail/index.ts';
import { disputeOf, tradeProtectionOf } from './trade-protection.ts';

type OrderRow = typeof orders.$inferSelect;
/** Orders are kept in euro cents (ARCHITECTURE: Data): the shop's currency. */
const SHOP_CURRENCY = FALLBACK_CURRENCY.code;

/** OPS-81: the statuses of an order the customer has paid for (a fee order of a skin request is paid while in_process; DELIV-5: a failed delivery was paid). */
const paidStatuses: OrderStatus[] = ['processing', 'in_process', 'completed', 'accepted', 'delivery_failed'];

function presentOrder(o: OrderRow): OperatorOrder {
  return {
    id: o.id,
    user_id: o.userId,
    email: o.email,
    trade_url: o.tradeUrl,
    kind: o.kind,
    status: o.status,
    payment_method: o.paymentMethod,
    total: toMajor(o.totalCents),
    created_at: unixSeconds(o.createdAt),
    refunded: o.refundedCents === null ? null : toMajor(o.refundedCents),
    refunded_at: o.refundedAt ? unixSeconds(o.refundedAt) : null,
    refund_reason: o.refundReason,
    refunded_to: o.refundedTo,
  };
}

/** OPS-80: orders, newest first, found by id, email (or part) or trade link (or part), optionally of one status; OPS-176: placed in a range of UTC days. */
function ordersList(db: DbOrTx, filter: OrdersFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.q) {
    const id = searchedId(filter.q);
    const pattern = likePattern(filter.q);
    conditions.push(or(id === null ? undefined : eq(orders.id, id), ilike(orders.email, pattern), ilike(orders.tradeUrl, pattern)));
  }
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  conditions.push(inDayRange(orders.createdAt, filter));
  return { table: orders, where: and(...conditions), ordered: db.select().from(orders).orderBy(desc(orders.id)).$dynamic() };
}

/** OPS-176: from/to are the UTC days the orders were placed in. */
export interface OrdersFilter extends DayRange {
  q?: string;
  status?: OrderStatus;
}

export async function searchOrders(db: DbOrTx, filter: OrdersFilter & { page: number }) {
  const { rows, total, pages } = await paginate(db, ordersList(db, filter), filter.page, PAGE_SIZE.operator);
  return { payload: rows.map(presentOrder), meta: { total, pages } };
}

/** OPS-148: the same list (the same filters and order, no page) as a CSV table, money in euro (EUR, the shop's currency). */
export async function exportOrders(db: DbOrTx, filter: OrdersFilter): Promise<CsvTable> {
  const { rows, truncated } = await exportRows(ordersList(db, filter));
  const header = ['id', 'created_at', 'user_id', 'email', 'kind', 'status', 'payment_method', 'currency', 'total', 'refunded', 'refunded_at', 'refunded_to', 'refund_reason', 'paid_at', 'trade_url'];
  return {
    header,
    truncated,
    rows: rows.map((o) => [o.id, o.createdAt.toISOString(), o.userId, o.email, o.kind, o.status, o.paymentMethod, SHOP_CURRENCY, csvMoney(o.totalCents), csvMoney(o.refundedCents), o.refundedAt?.toISOString() ?? null, o.refundedTo, o.refundReason, o.paidAt?.toISOString() ?? null, o.tradeUrl]),
  };
}

/** OPS-80: one order with its items, its provider payments (read by `paymentsOf`) and every status it has had; DISPUTE-3, DISPUTE-4: its card dispute and its trade's protection. */
export async function orderDetail(db: DbOrTx, orderId: number, paymentsOf: OrderPaymentsOf, protectionMs: number): Promise<OperatorOrderDetail> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('CHECKOUT_ORDER_NOT_FOUND');
  const [lines, events, paid] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),
    paymentsOf(db, orderId),
  ]);
  return {
    ...presentOrder(order),
    subtotal: toMajor(order.subtotalCents),
    promo_discount: toMajor(order.promoDiscountCents),
    vat: toMajor(order.vatCents),
    items: lines.map((l) => ({ item_id: l.itemId, title: l.title, type: l.type, quality: l.quality, price: toMajor(l.priceCents), img_url: l.imgUrl })),
    payments: paid.map((p) => ({ id: p.id, method: p.method, amount: toMajor(p.amountCents), status: p.status, created_at: unixSeconds(p.createdAt) })),
    events: events.map((e) => ({ from: e.fromStatus, to: e.toStatus, at: unixSeconds(e.at) })),
    dispute: disputeOf(order),
    trade: tradeProtectionOf(order, protectionMs),
  };
}

/**
 * OPS-81: refunds a paid order to the customer's balance, once, in the caller's transaction: the
 * order records the refund (the conditional UPDATE lets one of racing refunds through) and the
 * balance is credited through the ledger (its (refund, order, id) key is a second guard). The
 * order keeps its status and its items stay sold. `amountCents` defaults to the order's total.
 * DELIV-6: `to: 'card'` records the refund without a credit and answers the provider payment to
 * give it back through (the caller asks the provider after the commit, undoing on a refusal).
 * The order's provider payments are read by `paymentsOf` (payments' reader, handed over by the flow).
 */
export async function refundOrder(
  tx: DbOrTx,
  input: { orderId: number; amountCents?: number; reason: string; to?: 'balance' | 'card' },
  paymentsOf: OrderPaymentsOf,
): Promise<{ before: OrderRow; after: OrderRow; creditMinor: number; currencyName: string; cardPayment: { reference: string } | null }> {
  const to = input.to ?? 'balance';
  const [before] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
  if (!before) throw new AppError('CHECKOUT_ORDER_NOT_FOUND');
  const cents = input.amountCents ?? before.totalCents;
  if (cents > before.totalCents) throw new AppError('OPS_REFUND_TOO_LARGE');
  // DELIV-14: a failed delivery leaves the queue once refunded, and an order is refunded once: a part
  // would strand the rest (neither delivered, nor retried, nor refundable).
  if (before.status === 'delivery_failed' && cents !== before.totalCents) throw new AppError('OPS_REFUND_FAILED_DELIVERY_PARTIAL');
  // A refunded card payment no longer counts as paid by card: say "already refunded", not "not paid by card" (the conditional UPDATE below still settles races).
  if (before.refundedAt) throw new AppError('OPS_ORDER_ALREADY_REFUNDED');
  // DELIV-11: a payment already marked refunded (charge.refunded of a refund whose answer was lost) is still the one to ask: the same key finds that refund.
  const orderPayments = await paymentsOf(tx, before.id);
  const cardPayment = to === 'card' ? (orderPayments.find((p) => p.status === 'success' || p.status === 'refunded') ?? null) : null;
  if (to === 'card' && !cardPayment) throw new AppError('OPS_REFUND_TO_CARD_UNAVAILABLE');
  // DELIV-13: the provider refunded the card (charge.refunded) though the shop never saw its answer: a balance credit would pay the buyer twice.
  if (to === 'balance' && orderPayments.some((p) => p.status === 'refunded')) throw new AppError('OPS_REFUND_MADE_AT_PROVIDER');
  const [after] = await tx
    .update(orders)
    .set({ refundedCents: cents, refundedAt: new Date(), refundReason: input.reason, refundedTo: to })
    .where(and(eq(orders.id, input.orderId), isNull(orders.refundedAt), inArray(orders.status, paidStatuses)))
    .returning();
  if (!after) {
    const [now] = await tx.select({ refundedAt: orders.refundedAt }).from(orders).where(eq(orders.id, input.orderId));
    throw new AppError(now?.refundedAt ? 'OPS_ORDER_ALREADY_REFUNDED' : 'OPS_ORDER_NOT_REFUNDABLE');
  }
  const { internal_currency } = await readSettings(tx);
  if (cardPayment) return { before, after, creditMinor: 0, currencyName: internal_currency.name, cardPayment: { reference: cardPayment.reference } };
  const creditMinor = centsToCreditsMinor(cents, internal_currency.exchange_rate_eur);
  const moved = await moveBalance(tx, { userId: before.userId, deltaMinor: creditMinor, reason: 'refund', refType: 'order', refId: String(before.id) });
  if (!moved.ok) throw new Error('a credit cannot overdraw');
  return { before, after, creditMinor, currencyName: internal_currency.name, cardPayment: null };
}

/**
 * DELIV-6: the provider did not take a card refund: the order's refund record is taken back (only
 * that very record), so the operator can try again. DELIV-11: a definite refusal is counted, so the
 * next try asks with a new idempotency key; after an unknown outcome the next try keeps the key.
 */
export async function undoCardRefund(db: DbOrTx, order: OrderRow, refused: boolean): Promise<void> {
  await db
    .update(orders)
    .set({ refundedCents: null, refundedAt: null, refundReason: null, refundedTo: null, ...(refused ? { cardRefundRefusals: sql`${orders.cardRefundRefusals} + 1` } : {}) })
    .where(and(eq(orders.id, order.id), eq(orders.refundedTo, 'card'), eq(orders.refundedAt, order.refundedAt!)));
}

/** OPS-81, OPS-101: tells the customer of the refund, in their language, once (after the commit; a mail failure is logged). */
export async function mailRefund(ctx: MailCtx, order: OrderRow, creditMinor: number, currencyName: string): Promise<void> {
  await notifyUser(ctx, order.userId, 'order_refund', { orderId: order.id, amount: `${toMajor(creditMinor).toFixed(2)} ${currencyName}`, reason: order.refundReason, link: '/account/transactions' }, `order_refund:${order.id}`);
}

/**
 * DELIV-7: a refund to the card has its own mail (the money goes back through the provider, in
 * euro, and not to the balance), sent once the provider took it. The event key is the balance
 * refund's: an order is refunded once, either way.
 */
export async function mailCardRefund(ctx: MailCtx, order: OrderRow): Promise<void> {
  await notifyUser(ctx, order.userId, 'order_refund_card', { orderId: order.id, amount: formatMoney(toMajor(order.refundedCents ?? 0), 'EUR'), reason: order.refundReason, link: '/account/orders' }, `order_refund:${order.id}`);
}

/** OPS-83: how many orders a customer has placed (any status). */
export function countOrdersOf(db: DbOrTx, userId: number): Promise<number> {
  return db.$count(orders, eq(orders.userId, userId));
}
