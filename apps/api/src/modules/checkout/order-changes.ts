import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { TradeDelivery } from '../../adapters/trade-delivery/port.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Logger } from '../../lib/ctx.ts';
import { removeFromCart } from './cart-access.ts';
import { releaseReserved, sellReserved } from '../catalog/index.ts';
import { recordSales, type SoldLine } from '../prices/index.ts';
import { orderMachine, type EndedOrderStatus, type OrderStatus } from './machine.ts';
import { returnPromoUse } from './promo-redemptions.ts';
import { orderItems, orders } from './tables.ts';

type OrderRow = typeof orders.$inferSelect;

/** PAY-11: the one way an order changes state: conditional on the transition table. */
export async function moveOrder(tx: DbOrTx, orderId: number, to: OrderStatus, set: Partial<typeof orders.$inferInsert> = {}): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, orderMachine.sourcesOf(to))))
    .returning();
  return row ?? null;
}

function linesOf(tx: DbOrTx, orderId: number): Promise<SoldLine[]> {
  return tx.select({ itemId: orderItems.itemId, priceCents: orderItems.priceCents }).from(orderItems).where(eq(orderItems.orderId, orderId));
}

/** The items of an order. */
export async function itemIdsOf(tx: DbOrTx, orderId: number): Promise<number[]> {
  return (await linesOf(tx, orderId)).map((r) => r.itemId);
}

/**
 * PAY-11: a paid order goes to the trade bot; its items are sold (PRICE-1: recorded as sales) and leave
 * the buyer's cart (JOURNEY-3: already left at checkout, unless the order predates that).
 */
export async function orderPaid(tx: DbOrTx, orderId: number, now: Date): Promise<boolean> {
  const order = await moveOrder(tx, orderId, 'processing', { paidAt: now, reservedUntil: null });
  if (!order) return false;
  const lines = await linesOf(tx, orderId);
  const ids = lines.map((l) => l.itemId);
  await sellReserved(tx, ids);
  await recordSales(tx, lines, now);
  await removeFromCart(tx, order.userId, ids);
  return true;
}

/**
 * PAY-11, PAY-12, PROMO-5: a declined or expired order releases its items to the shop and gives back
 * its promo use, once (the move is conditional). JOURNEY-3: the items do not return to the cart.
 */
export async function orderEnded(tx: DbOrTx, orderId: number, to: EndedOrderStatus): Promise<boolean> {
  const order = await moveOrder(tx, orderId, to, { reservedUntil: null });
  if (!order) return false;
  await releaseReserved(tx, await itemIdsOf(tx, orderId));
  if (order.promoCodeId !== null) await returnPromoUse(tx, { id: order.id, promoCodeId: order.promoCodeId });
  return true;
}

/**
 * PAY-12: unpaid orders past their reservation expire and their items return to the shop. Runs
 * on the jobs timer and at the start of each checkout; each order in its own transaction.
 * Answers the ids of the orders it expired.
 */
export async function expireReservations(db: Db, now: Date): Promise<number[]> {
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lte(orders.reservedUntil, now)))
    .orderBy(asc(orders.reservedUntil))
    .limit(100);
  const done: number[] = [];
  for (const { id } of due) {
    if (await db.transaction((tx) => orderEnded(tx, id, 'expired'))) done.push(id);
  }
  return done;
}

/**
 * PAY-13: paid orders go to the trade-delivery adapter; the ones it reports delivered complete.
 * Driven by the database (paid_at), so a restart loses nothing.
 */
export async function deliverPaidOrders(db: Db, delivery: TradeDelivery, now: Date, log?: Logger): Promise<number[]> {
  const due = await db
    .select({ id: orders.id, tradeUrl: orders.tradeUrl, paidAt: orders.paidAt })
    .from(orders)
    .where(and(eq(orders.status, 'processing'), lte(orders.paidAt, delivery.dueBefore(now))))
    .orderBy(asc(orders.paidAt))
    .limit(100);
  const done: number[] = [];
  for (const o of due) {
    const res = await delivery.deliver({ id: o.id, tradeUrl: o.tradeUrl, paidAt: o.paidAt ?? now }, now);
    if (!res.ok) {
      if (res.reason === 'failed') log?.warn({ orderId: o.id }, 'trade delivery failed; the order stays processing for an operator');
      continue;
    }
    if (await moveOrder(db, o.id, 'completed')) done.push(o.id);
  }
  return done;
}
