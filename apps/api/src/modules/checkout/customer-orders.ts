import { and, eq, ne, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { endedOrderStatuses } from './machine.ts';
import { orders } from './tables.ts';

/**
 * SEC-3: has the customer an order that counts for a first-order-only promo: any order not
 * failed, expired or cancelled, whatever its kind, other than `exceptOrderId` (the one being placed)?
 * What promos asks its caller (PromoCustomer.hasOtherOrder): the orders are checkout's.
 */
export async function hasCountingOrder(db: DbOrTx, userId: number, exceptOrderId?: number): Promise<boolean> {
  const [earlier] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), notInArray(orders.status, [...endedOrderStatuses]), exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId)))
    .limit(1);
  return earlier !== undefined;
}
