import { and, asc, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders } from './tables.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** PAY-14: a user's orders, newest first, at most `limit` (the order history's flow). */
export function ordersOfUser(db: DbOrTx, userId: number, limit: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
}

/** PAY-14: the lines of these orders, in the order they were added. */
export async function linesOfOrders(db: DbOrTx, orderIds: number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
}

/** WALLET-2: a user's orders paid directly (card, MB WAY, Multibanco) in the time range, newest first, at most `limit`. */
export function directOrdersOf(db: DbOrTx, userId: number, when: { from?: Date; to?: Date }, limit: number): Promise<OrderRow[]> {
  const where: SQL[] = [eq(orders.userId, userId), eq(orders.directPayment, true)];
  if (when.from) where.push(gte(orders.createdAt, when.from));
  if (when.to) where.push(lt(orders.createdAt, when.to));
  return db.select().from(orders).where(and(...where)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit);
}

/** PROTECT-8: the latest order that took this item (the one a reversed trade breaks), or null. */
export async function latestOrderOfItem(db: DbOrTx, itemId: number): Promise<number | null> {
  const [row] = await db.select({ orderId: orderItems.orderId }).from(orderItems).where(eq(orderItems.itemId, itemId)).orderBy(desc(orderItems.orderId)).limit(1);
  return row?.orderId ?? null;
}
