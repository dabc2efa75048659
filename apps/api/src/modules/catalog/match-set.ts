import type { ItemsListQuery } from '@skins/contract';
import { priceBoundsCents } from './items-query.ts';

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
