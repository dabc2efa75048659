import { PAGE_SIZE } from '@skins/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryPrepared, queryRows, type DbOrTx } from '../../../db/client.ts';
import { CURRENT_FACETS } from '../facet-counts.ts';
import { cachedAside, cachedAsideIfAny } from '../list-cache.ts';
import { cappedCount } from './page-rows.ts';

// CAT-3: a list's total: exact up to the cap, past it the planner's estimate or the facets' count.

/**
 * CAT-3: exact counts up to 100 pages of the list's page size; past it the pager only needs "more
 * than 100 pages". Counting is the dearest part of a cold filtered page: 10,000 rows cost 3-5 ms
 * of a core at 1M items, 1,500 under 1 ms.
 */
// eslint-disable-next-line no-restricted-syntax -- 100 pages of the list, not money
export const COUNT_CAP = 100 * PAGE_SIZE.products;
/** Past this planner estimate a filtered list is taken to be past the cap without counting (a margin for the planner's errors). */
const ESTIMATE_TRUSTED = 200_000;

/** The row of a count. */
const countRow = z.object({ n: z.number().int() });

/** Available items in the catalogue, from the maintained facet counts (cached as a total, SCALE-30). */
export function availableCount(db: DbOrTx): Promise<number> {
  return cachedAside(db, 'available', async () => {
    const [row] = await queryRows(db, countRow.extend({ n: z.number().int().nullable() }), sql`SELECT sum(item_count)::int AS n FROM ${CURRENT_FACETS} f WHERE kind = 'type'`);
    return row?.n ?? 0;
  });
}

/** SCALE-65: the planner's estimate of a list: when it costs no statement (`known`, else undefined), or asked (an EXPLAIN at worst). */
export interface Estimates {
  known(): Promise<number | undefined>;
  asked(): Promise<number>;
}

/**
 * CAT-3, SCALE-65: the total of a filtered list of a large catalogue: the planner's estimate when
 * it is known (cached) and far past the cap, without counting; else the count up to the cap, and
 * past it the estimate (never less than the count). Asked before the count, the estimate was an
 * EXPLAIN for every list whose filter has many values (a pattern: 1,001), which the count answered
 * anyway: 0.2 ms of the database's time per request.
 */
export async function filteredTotal(estimates: Estimates, count: () => Promise<number>): Promise<number> {
  const known = await estimates.known();
  if (known !== undefined && known > ESTIMATE_TRUSTED) return known;
  const n = await count();
  if (n <= COUNT_CAP) return n;
  return Math.max(n, known ?? (await estimates.asked()));
}

/**
 * CAT-3: the total of a list. The unfiltered catalogue's is the facet total when that passes
 * COUNT_CAP (exact, kept by CAT-44); otherwise exact up to COUNT_CAP, and past it the planner's
 * estimate for a filtered list (never less than the cap); a filtered list of a large catalogue as
 * filteredTotal says. A search is counted by searchedPage.
 */
export async function countItems(db: DbOrTx, where: SQL, filtered: boolean, estimates: Estimates, count: () => Promise<number> = () => cappedCountOf(db, where)): Promise<number> {
  const available = await availableCount(db);
  // A large unfiltered catalogue: the facets' total is exact (CAT-44), no need to scan for it.
  if (!filtered && available > COUNT_CAP) return available;
  if (filtered && available > ESTIMATE_TRUSTED) return filteredTotal(estimates, count);
  const n = await count();
  if (n <= COUNT_CAP) return n;
  return Math.max(n, filtered ? await estimates.asked() : available);
}

/**
 * SCALE-71: a list's total when it is exact and costs no count: the unfiltered catalogue's past the
 * cap (the facets' total, CAT-44), or a total already cached for the filter (totalKey) that is
 * exact, within the cap (past it, a filtered list's total is the planner's estimate). Else undefined.
 */
export async function exactTotalIfKnown(db: DbOrTx, totalKey: string, filtered: boolean): Promise<number | undefined> {
  if (!filtered) {
    const available = await availableCount(db);
    if (available > COUNT_CAP) return available;
  }
  const total = await cachedAsideIfAny<number>(db, totalKey);
  return total !== undefined && total <= COUNT_CAP ? total : undefined;
}

/**
 * CAT-3: the count of `where` up to COUNT_CAP + 1. SCALE-34: prepared; a search is counted by
 * searchedPage, so `where` is an index range or walk whatever its values.
 */
export async function cappedCountOf(db: DbOrTx, where: SQL): Promise<number> {
  const [capped] = await queryPrepared(db, countRow, cappedCount(where, COUNT_CAP));
  return capped?.n ?? 0;
}
