import { and, asc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { removeFromCart, returnToCart } from './cart-access.ts';
import { releaseReserved, sellReserved } from '../catalog/index.ts';
import { recordSales, type SoldLine } from '../prices/index.ts';
import { orderMachine, type EndedOrderStatus, type OrderStatus } from './machine.ts';
import { returnPromoUse } from '../promos/index.ts';
import { orderDropped } from './order-hooks.ts';
import { orderItems, orders } from './tables.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * PAY-11: the one way an order changes state (STATE-1: no other file writes `orders.status`):
 * conditional on the transition table. `from` narrows the sources where one target is reached for
 * different reasons (paid: only from pending, DELIV-5); `also` is a further condition of the move
 * (DELIV-2: the very attempt that failed).
 */
export async function moveOrder(
  tx: DbOrTx,
  orderId: number,
  to: OrderStatus,
  set: Partial<typeof orders.$inferInsert> = {},
  from: OrderStatus[] = orderMachine.sourcesOf(to),
  also?: SQL,
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, from), also))
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
  const order = await moveOrder(tx, orderId, 'processing', { paidAt: now, reservedUntil: null }, ['pending']);
  if (!order) return false;
  const lines = await linesOf(tx, orderId);
  const ids = lines.map((l) => l.itemId);
  await sellReserved(tx, ids);
  await recordSales(tx, lines, now);
  await removeFromCart(tx, order.userId, ids);
  return true;
}

/**
 * PAY-11, PAY-12, PROMO-5: a declined, expired or cancelled order releases its items to the shop and
 * gives back its promo use, once (the move is conditional). PAY-26: a cart checkout's items go back
 * to the buyer's cart too, so that 'Try again' finds the cart ready to pay.
 */
export async function orderEnded(tx: DbOrTx, orderId: number, to: EndedOrderStatus): Promise<boolean> {
  const order = await moveOrder(tx, orderId, to, { reservedUntil: null });
  if (!order) return false;
  const ids = await itemIdsOf(tx, orderId);
  await releaseReserved(tx, ids);
  if (order.kind === 'product') await returnToCart(tx, order.userId, ids);
  if (order.promoCodeId !== null) await returnPromoUse(tx, { id: order.id, promoCodeId: order.promoCodeId });
  return true;
}

/**
 * PAY-27: the buyer cancels their own order that waits for its payment: it ends as cancelled (its
 * items back in the cart and in the shop, its promo use returned: orderEnded). Refused when it is
 * not the buyer's (404) or no longer pending (409: paid, failed or expired meanwhile). One transaction.
 */
export async function cancelOwnOrder(ctx: RootCtx & { userId: number }, orderId: number): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const [order] = await tx.select({ status: orders.status }).from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, ctx.userId)));
    if (!order) throw new AppError('CHECKOUT_ORDER_NOT_FOUND');
    if (!(await orderEnded(tx, orderId, 'cancelled'))) throw new AppError('CHECKOUT_ORDER_NOT_PENDING');
  });
}

/**
 * PAY-7, SCALE-4: a card checkout whose provider refused to open the payment after the order
 * committed is undone as if never placed: its items return to the shop and to the buyer's cart,
 * its promo use is given back (orderEnded, PAY-26), and the order and its payment row are deleted
 * (the payment row through the order-dropped hook that app.ts wires to payments: checkout imports no payments).
 */
export async function undoOrder(tx: DbOrTx, orderId: number): Promise<void> {
  if (!(await orderEnded(tx, orderId, 'failed'))) return;
  await orderDropped(tx, orderId);
  await tx.delete(orders).where(eq(orders.id, orderId));
}

/**
 * PAY-12: unpaid orders past their reservation expire and their items return to the shop. Runs
 * on the jobs timer and at the start of each checkout; each order in its own transaction.
 * SCALE-1: a checkout passes its cart's items and frees only the holds on them, so concurrent
 * checkouts do not all race to expire the same orders. Answers the ids of the orders it expired.
 */
export async function expireReservations(db: Db, now: Date, onlyItems?: number[]): Promise<number[]> {
  if (onlyItems?.length === 0) return [];
  const holding = onlyItems ? inArray(orders.id, db.select({ id: orderItems.orderId }).from(orderItems).where(inArray(orderItems.itemId, onlyItems))) : undefined;
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lte(orders.reservedUntil, now), holding))
    .orderBy(asc(orders.reservedUntil))
    .limit(100);
  const done: number[] = [];
  for (const { id } of due) {
    if (await db.transaction((tx) => orderEnded(tx, id, 'expired'))) done.push(id);
  }
  return done;
}
