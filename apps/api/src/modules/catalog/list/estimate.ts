import { type ItemsListQuery } from '@skins/contract';
import { sql, type SQL } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../../db/client.ts';
import { cachedAside, cachedAsideIfAny } from '../list-cache.ts';
import { items } from '../tables.ts';
import { i, ITEM_TABLE, type ColumnRef } from './columns.ts';
import { listConditions, priceBoundsCents, type SearchBy } from './conditions.ts';

/**
 * SCALE-37: the planner's estimate of a list's rows (CAT-3's total past the count cap) without an
 * EXPLAIN of the whole list on every cold request. Lists mostly differ only in their price and
 * float bounds (a price slider), and planning the list against the items' 20 indexes cost 0.3-0.5
 * ms each time. So the planner is asked once per list without its bounds (cached like a total),
 * and the bounds' share is taken from the column statistics (pg_stats) by the planner's own rule
 * for a range: the most common values inside it, plus the histogram's share of the rest. Before
 * the statistics exist (a new shop, never analysed) the whole list is planned as before.
 */
export function listEstimate(db: DbOrTx, q: ItemsListQuery, rate: number, subcategoryId: number | null, searchBy: SearchBy): Promise<number> {
  return estimated(db, q, rate, subcategoryId, searchBy, true) as Promise<number>;
}

/**
 * SCALE-65: listEstimate when it costs no statement (the list's estimate without its bounds and its
 * bounds' statistics are cached), else undefined.
 */
export function knownListEstimate(db: DbOrTx, q: ItemsListQuery, rate: number, subcategoryId: number | null, searchBy: SearchBy): Promise<number | undefined> {
  return estimated(db, q, rate, subcategoryId, searchBy, false);
}

/** listEstimate, or with `ask` false undefined where it would run a statement. */
async function estimated(db: DbOrTx, q: ItemsListQuery, rate: number, subcategoryId: number | null, searchBy: SearchBy, ask: boolean): Promise<number | undefined> {
  const aside = <T>(key: string, compute: () => Promise<T>) => (ask ? cachedAside(db, key, compute) : cachedAsideIfAny<T>(db, key));
  const price = priceBoundsCents(q, rate);
  const bounds: [ColumnRef, Bounds][] = [
    [i.priceCents, price],
    [i.floatValue, { lo: q.float_from, hi: q.float_to }],
  ];
  const bounded = bounds.filter(([, b]) => b.lo !== undefined || b.hi !== undefined);
  const unbounded = { ...q, price_from: undefined, price_till: undefined, float_from: undefined, float_to: undefined };
  const baseKey = JSON.stringify(['planned', subcategoryId, searchBy, { ...unbounded, page: undefined, limit: undefined, sort: undefined }]);
  const base = () => aside(baseKey, () => plannedRows(db, listConditions(unbounded, rate, subcategoryId, searchBy)));
  if (bounded.length === 0) return base();
  let share = 1;
  for (const [column, b] of bounded) {
    const stats = await aside(JSON.stringify(['column stats', column.name]), () => columnStats(db, column));
    if (stats === undefined) return undefined;
    const part = stats && rangeShare(stats, b);
    if (part === null || part === undefined) return ask ? plannedRows(db, listConditions(q, rate, subcategoryId, searchBy)) : undefined;
    share *= part;
  }
  const rows = await base();
  return rows === undefined ? undefined : Math.max(1, Math.round(rows * share));
}

/** The planner's row estimate of a list's conditions. */
export async function plannedRows(db: DbOrTx, where: SQL): Promise<number> {
  const [plan] = await queryRows(db, planRow, sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${ITEM_TABLE} WHERE ${where}`);
  return Math.round(plan?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0);
}
const planRow = z.object({ 'QUERY PLAN': z.array(z.object({ Plan: z.object({ 'Plan Rows': z.number() }) })) });

/** SCALE-37: a range of a column's values, each end inclusive and optional. */
export interface Bounds {
  lo?: number;
  hi?: number;
}

/** SCALE-37: what pg_stats says of a column: its share of nulls, most common values with their shares, and the histogram of the rest. */
export interface ColumnStats {
  nullShare: number;
  common: { value: number; share: number }[];
  histogram: number[];
}

const statsRow = z.object({
  null_frac: z.number(),
  mcv: z.array(z.number()).nullable(),
  mcf: z.array(z.number()).nullable(),
  hist: z.array(z.number()).nullable(),
});

/** SCALE-37: the statistics of an items column (SEAM-3: the names are drizzle's), or null before ANALYZE. */
async function columnStats(db: DbOrTx, column: ColumnRef): Promise<ColumnStats | null> {
  const [row] = await queryRows(
    db,
    statsRow,
    sql`SELECT null_frac::float8 AS null_frac, most_common_vals::text::float8[] AS mcv, most_common_freqs::float8[] AS mcf, histogram_bounds::text::float8[] AS hist
      FROM pg_stats WHERE schemaname = current_schema() AND tablename = ${getTableConfig(items).name} AND attname = ${column.name} AND NOT inherited`,
  );
  if (!row) return null;
  const shares = row.mcf ?? [];
  return { nullShare: row.null_frac, common: (row.mcv ?? []).map((value, k) => ({ value, share: shares[k] ?? 0 })), histogram: row.hist ?? [] };
}

/** SCALE-37: the share of a histogram's values below `x`, interpolated within its bucket (PostgreSQL's rule). */
export function histogramShare(histogram: number[], x: number): number {
  const last = histogram.length - 1;
  if (last < 1 || x <= histogram[0]!) return 0;
  if (x >= histogram[last]!) return 1;
  let low = 0;
  let high = last;
  // The bucket [histogram[low], histogram[low + 1]) that holds x.
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if (histogram[mid]! <= x) low = mid;
    else high = mid;
  }
  const from = histogram[low]!;
  const to = histogram[low + 1]!;
  return (low + (to > from ? (x - from) / (to - from) : 0)) / last;
}

/**
 * SCALE-37: the share of a column's rows within `bounds`: the most common values inside, plus the
 * histogram's share of the other non-null rows; null when the column has no statistics.
 */
export function rangeShare(stats: ColumnStats, bounds: Bounds): number | null {
  const inside = (v: number) => (bounds.lo === undefined || v >= bounds.lo) && (bounds.hi === undefined || v <= bounds.hi);
  const commonShare = stats.common.reduce((sum, c) => sum + c.share, 0);
  const commonInside = stats.common.reduce((sum, c) => sum + (inside(c.value) ? c.share : 0), 0);
  if (stats.histogram.length < 2) return stats.common.length ? commonInside : null;
  const histogramInside = histogramShare(stats.histogram, bounds.hi ?? Infinity) - histogramShare(stats.histogram, bounds.lo ?? -Infinity);
  return commonInside + histogramInside * Math.max(0, 1 - stats.nullShare - commonShare);
}
