import { and, count, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tally, tallyByPeriod, type PeriodTally, type PeriodUnit, type Tally } from '../../db/tally.ts';
import { orders } from './tables.ts';

/** Statuses of an order that was paid and not undone (a refused prompt's fee order is cancelled; DELIV-2: a failed delivery was paid). */
const PAID_STATUSES = ['processing', 'in_process', 'completed', 'accepted', 'delivery_failed'] as const;

/**
 * OPS-40, OPS-137: the orders paid in [from, to) (every kind: products, packs, prompt fees) and
 * what they brought in euro cents: their totals less what was refunded of them (net revenue).
 */
export function paidOrdersBetween(db: DbOrTx, from: Date, to: Date): Promise<Tally> {
  return tally(db, orders, sql`${orders.totalCents} - coalesce(${orders.refundedCents}, 0)`, and(inArray(orders.status, PAID_STATUSES), gte(orders.paidAt, from), lt(orders.paidAt, to)));
}

/** OPS-137: the refunds made in [from, to) (to the balance or the card), whenever their orders were paid, in euro cents. */
export function refundsBetween(db: DbOrTx, from: Date, to: Date): Promise<Tally> {
  return tally(db, orders, orders.refundedCents, and(isNotNull(orders.refundedCents), gte(orders.refundedAt, from), lt(orders.refundedAt, to)));
}

/**
 * OPS-140: per report period (UTC): the orders paid in it and their totals (gross: a refund is
 * counted when it is made, below), and the refunds made in it, whenever their orders were paid.
 */
export async function salesByPeriod(db: DbOrTx, from: Date, to: Date, unit: PeriodUnit): Promise<{ paid: PeriodTally[]; refunded: PeriodTally[] }> {
  const [paid, refunded] = await Promise.all([
    tallyByPeriod(db, { table: orders, at: orders.paidAt, amount: orders.totalCents, where: inArray(orders.status, PAID_STATUSES), from, to, unit }),
    tallyByPeriod(db, { table: orders, at: orders.refundedAt, amount: orders.refundedCents, where: isNotNull(orders.refundedCents), from, to, unit }),
  ]);
  return { paid, refunded };
}

/**
 * METRICS-7: every order the shop has, by payment method: how many were placed and how many of
 * them were paid (purchases). Shop-wide (read from the database), so every process reports the same.
 */
export async function ordersByMethod(db: DbOrTx): Promise<{ method: string; orders: number; purchases: number }[]> {
  const rows = await db
    .select({ method: orders.paymentMethod, orders: count(), purchases: count(orders.paidAt) })
    .from(orders)
    .groupBy(orders.paymentMethod);
  return rows.map((r) => ({ method: r.method, orders: Number(r.orders), purchases: Number(r.purchases) }));
}

/** OPS-192: the orders placed in [from, to) (every kind), counted by the state they are in now. */
export async function ordersByStatusBetween(db: DbOrTx, from: Date, to: Date): Promise<{ status: (typeof orders.$inferSelect)['status']; count: number }[]> {
  const rows = await db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to)))
    .groupBy(orders.status);
  return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
}
