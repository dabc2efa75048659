import { and, gte, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tally, type Tally } from '../../db/tally.ts';
import { orders } from './tables.ts';

/** Statuses of an order that was paid and not undone (a refused prompt's fee order is cancelled; DELIV-2: a failed delivery was paid). */
const PAID_STATUSES = ['processing', 'in_process', 'completed', 'accepted', 'delivery_failed'] as const;

/** OPS-40: the orders paid in [from, to) (every kind: products, packs, prompt fees) and their total in euro cents. */
export function paidOrdersBetween(db: DbOrTx, from: Date, to: Date): Promise<Tally> {
  return tally(db, orders, orders.totalCents, and(inArray(orders.status, PAID_STATUSES), gte(orders.paidAt, from), lt(orders.paidAt, to)));
}
