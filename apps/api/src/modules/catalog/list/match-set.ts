import type { ItemsListQuery } from '@skins/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../../db/client.ts';
import { collectedAside, itemsFoundGone } from '../list-cache.ts';
import { ITEM_TABLE, i, type ItemRow } from './columns.ts';
import { listConditions, priceBoundsCents } from './conditions.ts';
import { listEstimate } from './estimate.ts';
import { sortedMatchesQuery } from './matches.ts';
import { rowsOf } from './page-rows.ts';
import { lexemesOfWords, SEARCH_WALK_ROWS } from './search.ts';
import { availableCount } from './totals.ts';
import { wordSearch } from './word-search.ts';

/**
 * SCALE-56: every match of a search in price order, whatever its price bounds, page and price sort:
 * the ids in (price, id) order and their prices in euro cents, side by side.
 */
export interface MatchSet {
  ids: readonly number[];
  prices: readonly number[];
}

/**
 * SCALE-56: a match set of `ids` and their `prices`, given in (price, id) order by the database
 * (sortedMatchesQuery) and sorted here should they not be.
 */
export function matchSetOf(ids: number[], prices: number[]): MatchSet {
  const ordered = ids.every((id, k) => k === 0 || prices[k - 1]! < prices[k]! || (prices[k - 1] === prices[k] && ids[k - 1]! < id));
  if (ordered) return { ids, prices };
  const order = ids.map((_, k) => k).sort((a, b) => prices[a]! - prices[b]! || ids[a]! - ids[b]!);
  return { ids: order.map((k) => ids[k]!), prices: order.map((k) => prices[k]!) };
}

/** In ascending prices, the index of the first price at least `cents`, or with `above` the first price over it. */
function indexOfPrice(prices: readonly number[], cents: number, above: boolean): number {
  let lo = 0;
  let hi = prices.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (prices[mid]! < cents || (above && prices[mid] === cents)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * SCALE-56: a price-sorted page of a search and its exact total, from its match set: the matches
 * within the query's price bounds (CAT-2, inclusive, converted at `rate`), in the order of
 * listOrder (price then id, ascending or the reverse), the query's page of them.
 */
export function pageOfMatchSet(set: MatchSet, q: Pick<ItemsListQuery, 'price_from' | 'price_till' | 'page' | 'limit' | 'sort'>, rate: number): { ids: number[]; total: number } {
  const { lo, hi } = priceBoundsCents(q, rate);
  const from = lo === undefined ? 0 : indexOfPrice(set.prices, lo, false);
  const to = hi === undefined ? set.prices.length : indexOfPrice(set.prices, hi, true);
  const total = Math.max(0, to - from);
  const offset = (q.page - 1) * q.limit;
  const count = Math.max(0, Math.min(q.limit, total - offset));
  const ids = Array.from({ length: count }, (_, k) => set.ids[q.sort === 'asc' ? from + offset + k : to - 1 - offset - k]!);
  return { ids, total };
}

/** SCALE-56: the set without the items that `left` the shop. */
export function withoutIds(set: MatchSet, left: ReadonlySet<number>): MatchSet {
  const kept = set.ids.flatMap((id, k) => (left.has(id) ? [] : [k]));
  return { ids: kept.map((k) => set.ids[k]!), prices: kept.map((k) => set.prices[k]!) };
}

/**
 * SCALE-56: up to this many matches, a word search sorted by price keeps them all (MatchSet): its
 * other price bounds, pages and price sort cost no search. A search expected to have fewer than
 * SEARCH_WALK_ROWS matches reads them all anyway when its leading word starts many lexemes.
 */
const MATCH_SET_CAP = SEARCH_WALK_ROWS;
/** SCALE-56: how many times a page is cut from a match set that holds items sold since it was taken. */
const MAX_CUTS = 3;

/** The row of sortedMatchesQuery. */
const setRow = z.object({ set: z.tuple([z.array(z.number().int()), z.array(z.number().int())]) });

/**
 * SCALE-56: a word search's match set (every match, whatever its price bounds, page and price
 * sort), null when it has more than MATCH_SET_CAP matches, undefined while it is collected. Cached
 * with every id it holds: one found gone is taken out of the set (pageOfSearch).
 */
function matchSet(db: DbOrTx, q: ItemsListQuery, subcategoryId: number | null): Promise<MatchSet | null | undefined> {
  const every = { ...q, price_from: undefined, price_till: undefined };
  const key = JSON.stringify(['matches', subcategoryId, { ...every, page: undefined, limit: undefined, sort: undefined }]);
  /** As searchOf searches: by its words, or when one starts no title word (SCALE-23, SCALE-43) as a substring. */
  const matches = async (): Promise<SQL | null> => {
    // Unbounded, the search's prices are not converted: a rate of 1 is as good as any.
    const words = wordSearch(every, 1, subcategoryId)!;
    const found = await lexemesOfWords(db, words);
    if (!found) return sql`SELECT ${i.id} AS id, ${i.priceCents} AS price_cents FROM ${ITEM_TABLE} WHERE ${listConditions(every, 1, subcategoryId, 'substring')} LIMIT ${MATCH_SET_CAP + 1}`;
    // A term the planner expects past the cap is not collected to find that out (its estimate of a word query is close).
    if ((await listEstimate(db, every, 1, subcategoryId, 'words')) > MATCH_SET_CAP) return null;
    return words.everyMatch(found, MATCH_SET_CAP, await availableCount(db));
  };
  return collectedAside<MatchSet | null>(
    db,
    key,
    async () => {
      const statement = await matches();
      const [row] = statement ? await queryRows(db, setRow, sortedMatchesQuery(statement)) : [];
      const [ids, prices] = row?.set ?? [[], []];
      return row && ids.length <= MATCH_SET_CAP ? matchSetOf(ids, prices) : null;
    },
    (set) => set?.ids ?? [],
    (set, left) => set && withoutIds(set, left),
  );
}

/**
 * SCALE-56: a price-sorted word search's page rows and total from its match set, null when it has
 * none (too many matches, or not collected yet). A page that finds some of its ids gone (sold or
 * reserved since the set was taken, in this process or another) tells this process's cache, which
 * takes them out of the set, and is cut again.
 */
export async function pageOfSearch(db: DbOrTx, q: ItemsListQuery, rate: number, subcategoryId: number | null): Promise<{ rows: ItemRow[]; total: number } | null> {
  for (let cut = 1; ; cut++) {
    const set = await matchSet(db, q, subcategoryId);
    if (!set) return null;
    const { ids, total } = pageOfMatchSet(set, q, rate);
    const rows = ids.length ? await rowsOf(db, ids, q.sort, true) : [];
    if (rows.length === ids.length || cut === MAX_CUTS) return { rows, total };
    const found = new Set(rows.map((r) => r.id));
    itemsFoundGone(ids.filter((id) => !found.has(id)));
  }
}
