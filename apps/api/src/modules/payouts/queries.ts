import { and, asc, desc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { tallyByPeriod, type PeriodTally, type PeriodUnit } from '../../db/tally.ts';
import type { DbOrTx } from '../../db/client.ts';
import { exportRows } from '../../db/export-rows.ts';
import { paginate } from '../../db/paginate.ts';
import type { PayoutStatus } from './machine.ts';
import { payouts } from './tables.ts';

export type PayoutRow = typeof payouts.$inferSelect;

/** OPS-20: the payouts of an offer, oldest first: failed ones, then at most one that is not (PAYOUT-1). */
export async function payoutsOfOffer(db: DbOrTx, offerId: number): Promise<PayoutRow[]> {
  return db.select().from(payouts).where(eq(payouts.offerId, offerId)).orderBy(asc(payouts.id));
}

/** PAYOUT-1: the offer's payout that is processing or paid, if any (a failed one does not count). */
export async function openPayoutOfOffer(db: DbOrTx, offerId: number): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(and(eq(payouts.offerId, offerId), ne(payouts.status, 'failed')));
  return row ?? null;
}

export async function findPayout(db: DbOrTx, id: number): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row ?? null;
}

export async function findPayoutByRef(db: DbOrTx, reference: string): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.providerRef, reference));
  return row ?? null;
}

/** What the payouts list is filtered by: a status, and (OPS-170) the seller. */
interface PayoutsFilter {
  status?: PayoutStatus;
  userId?: number;
}

/** The payouts list, newest first, optionally of one status and (OPS-170) of one seller. */
function payoutsList(db: DbOrTx, filter: PayoutsFilter) {
  const where = and(filter.status ? eq(payouts.status, filter.status) : undefined, filter.userId === undefined ? undefined : eq(payouts.userId, filter.userId));
  return { table: payouts, where, ordered: db.select().from(payouts).orderBy(desc(payouts.createdAt), desc(payouts.id)).$dynamic() };
}

/** A page of payouts, newest first, filtered as the list is. */
export async function listPayouts(db: DbOrTx, filter: PayoutsFilter & { page: number; pageSize: number }) {
  return paginate(db, payoutsList(db, filter), filter.page, filter.pageSize);
}

/** OPS-151: every payout of the list (the same filter and order, at most the export cap). */
export function exportPayoutRows(db: DbOrTx, filter: PayoutsFilter) {
  return exportRows(payoutsList(db, filter));
}

/** OPS-40: how many payouts are in a status (the dashboard's payouts queue). */
export function countPayouts(db: DbOrTx, status: PayoutStatus): Promise<number> {
  return db.$count(payouts, eq(payouts.status, status));
}

/**
 * OPS-141: per report period (UTC): the payouts requested in it by currency (key: the currency),
 * and those settled in it (paid or failed; the settlement's time, else the row's last change) by
 * status and currency (key: 'approved:EUR').
 */
export async function payoutsByPeriod(db: DbOrTx, from: Date, to: Date, unit: PeriodUnit): Promise<{ requested: PeriodTally[]; settled: PeriodTally[] }> {
  const [requested, settled] = await Promise.all([
    tallyByPeriod(db, { table: payouts, at: payouts.createdAt, amount: payouts.amountMinor, by: payouts.currency, from, to, unit }),
    tallyByPeriod(db, { table: payouts, at: sql`coalesce(${payouts.settledAt}, ${payouts.updatedAt})`, amount: payouts.amountMinor, by: sql`${payouts.status} || ':' || ${payouts.currency}`, where: ne(payouts.status, 'processing'), from, to, unit }),
  ]);
  return { requested, settled };
}

/**
 * WALLET-12: a seller's payouts for the wallet statement, newest first (requested, paid or failed),
 * requested within [from, to), at most `limit`.
 */
export async function payoutsOfUser(db: DbOrTx, userId: number, filter: { from?: Date; to?: Date; limit: number }): Promise<PayoutRow[]> {
  const where: SQL[] = [eq(payouts.userId, userId)];
  if (filter.from) where.push(gte(payouts.createdAt, filter.from));
  if (filter.to) where.push(lt(payouts.createdAt, filter.to));
  return db.select().from(payouts).where(and(...where)).orderBy(desc(payouts.createdAt), desc(payouts.id)).limit(filter.limit);
}
