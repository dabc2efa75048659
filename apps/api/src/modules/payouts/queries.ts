import type { DayRange } from '@skins/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { tallyByPeriod, type PeriodTally, type PeriodUnit } from '../../db/tally.ts';
import type { DbOrTx } from '../../db/client.ts';
import { inDayRange } from '../../db/day-range.ts';
import { exportRows } from '../../db/export-rows.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { paginate } from '../../db/paginate.ts';
import { searchedId } from '../../db/searched-id.ts';
import { userIdsWithEmailLike } from '../account/index.ts';
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

/** OPS-6, OPS-173: the list's filters: a status, a search, the UTC days the payouts were requested in and (OPS-170) the seller. */
export interface PayoutsFilter extends DayRange {
  status?: PayoutStatus;
  q?: string;
  user_id?: number;
}

/** OPS-173: what a search matches: the payout id, part of the seller's email, of the method or of the account's last 4 (what the list shows). */
async function searchCondition(db: DbOrTx, q: string): Promise<SQL | undefined> {
  const id = searchedId(q);
  const sellers = await userIdsWithEmailLike(db, q);
  const pattern = likePattern(q);
  return or(id === null ? undefined : eq(payouts.id, id), sellers.length ? inArray(payouts.userId, sellers) : undefined, ilike(payouts.method, pattern), ilike(payouts.accountLast4, pattern));
}

/** The payouts list, newest first, optionally of one status, matching a search, requested in a range of days. */
async function payoutsList(db: DbOrTx, filter: PayoutsFilter) {
  const where = and(
    filter.status ? eq(payouts.status, filter.status) : undefined,
    filter.user_id === undefined ? undefined : eq(payouts.userId, filter.user_id),
    filter.q ? await searchCondition(db, filter.q) : undefined,
    inDayRange(payouts.createdAt, filter),
  );
  return { table: payouts, where, ordered: db.select().from(payouts).orderBy(desc(payouts.createdAt), desc(payouts.id)).$dynamic() };
}

/** A page of payouts, newest first, of the list's filters. */
export async function listPayouts(db: DbOrTx, filter: PayoutsFilter & { page: number; pageSize: number }) {
  return paginate(db, await payoutsList(db, filter), filter.page, filter.pageSize);
}

/** OPS-151, OPS-177: every payout of the list (the same filters and order, at most the export cap). */
export async function exportPayoutRows(db: DbOrTx, filter: PayoutsFilter) {
  return exportRows(await payoutsList(db, filter));
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
