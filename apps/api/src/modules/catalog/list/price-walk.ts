import type { ItemsListQuery } from '@skins/contract';
import { sql, type SQL } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { items } from '../tables.ts';
import { ITEM_TABLE, i } from './columns.ts';
import { LIST_FILTERS, priceBoundsCents, type ListFilter } from './conditions.ts';
import { listOrder } from './page-rows.ts';

// SCALE-24, SCALE-32, SCALE-62, SCALE-71: an unsearched page's ids, walked from a covering index in the list's order.

/** The list filter that tests each items column (LIST_FILTERS the other way round). */
const LIST_FILTER_OF_COLUMN = new Map(Object.entries(LIST_FILTERS).map(([filter, column]) => [column.name, filter as ListFilter]));

/**
 * SCALE-32: the list filters that lead an index in price order (items_available_<...>_price, keys
 * then price_cents and id), taken from the table's indexes.
 */
const PRICE_ORDERED_KEYS: ListFilter[][] = getTableConfig(items)
  .indexes.map((index) => index.config.columns.map((column) => ('name' in column ? (column.name ?? '') : '')))
  .filter((names) => names.length > 2 && names.slice(-2).join() === 'price_cents,id')
  .map((names) => names.slice(0, -2).map((name) => LIST_FILTER_OF_COLUMN.get(name)))
  .filter((keys): keys is ListFilter[] => keys.every((key) => key !== undefined));

/** SCALE-32: at most this many values of a filter are read as one walk each (a walk costs ~0.17 ms of planning). */
export const MAX_WALKS = 10;

/**
 * SCALE-32: the filter of several values whose page is read as one ordered walk per value, else
 * null: the keys of a price-ordered index are the query's list filters, this one and others of
 * one value each ('Rifle' and Covert or Classified: items_available_type_quality_price), so each
 * walk reads only matches of them all.
 */
export function walkedFilter(q: ItemsListQuery): ListFilter | null {
  const count = (filter: ListFilter) => q[filter]?.length ?? 0;
  const used = (Object.keys(LIST_FILTERS) as ListFilter[]).filter((filter) => count(filter) > 0);
  const several = used.filter((filter) => count(filter) > 1);
  const [walked] = several;
  if (!walked || several.length > 1 || count(walked) > MAX_WALKS) return null;
  return PRICE_ORDERED_KEYS.some((keys) => keys.length === used.length && used.every((filter) => keys.includes(filter))) ? walked : null;
}

/**
 * SCALE-62: the depths a page walk is written with in its statement (a page's offset plus its
 * size, rounded up to one of these). PostgreSQL costs a generic plan whose LIMIT is a value at 10 %
 * of the rows, so such a prepared page statement was planned again on every run (a third of a
 * default page's database time at 1M items); with its depth in the text it keeps a generic plan
 * after five runs. Few depths, since each is a text of the prepared budget (SCALE-49).
 */
export const WALK_DEPTHS = [32, 128, 512, 2048, 8192] as const;

/**
 * SCALE-62: the depth a page walk is written with (WALK_DEPTHS), or null when it is sent as a
 * value: past the deepest, for a search (its plan depends on how common its words are), and for a
 * list bounded on a column it is not sorted by (a price range in a float or the discount sort, a
 * float range in a price or the discount sort). A generic plan takes a bound to keep a third of
 * the rows, so it may walk the sort's index for a bound that keeps almost none, or sort all the
 * rows a wide bound keeps. Bounds on the sort's column, and filters of values (a type, a pattern,
 * a phase, stickers, StatTrak), keep the same plan whatever their values.
 */
export function writtenDepth(q: ItemsListQuery, depth: number): number | null {
  // Whether there is a price bound, not its value: any rate answers that.
  const { lo, hi } = priceBoundsCents(q, 1);
  const priceBound = lo !== undefined || hi !== undefined;
  const floatBound = q.float_from !== undefined || q.float_to !== undefined;
  const byPrice = q.sort === 'asc' || q.sort === 'desc';
  const byFloat = q.sort === 'float_asc' || q.sort === 'float_desc';
  if (q.search || (priceBound && !byPrice) || (floatBound && !byFloat)) return null;
  return WALK_DEPTHS.find((d) => d >= depth) ?? null;
}

/**
 * SCALE-24: the ids of a page, from a covering list index alone (index-only, however deep the
 * page), of the items `conditionsOf` the query matches. SCALE-32: in price order, a filter of
 * several values (walkedFilter) is one ordered walk per value, each stopping at the page's depth
 * and merged by the planner, reads only matches. In one walk, the planner read the type's index
 * and skipped the other grades ('Rifle', four grades, page 50 at 1M items: 8,182 rows for 750,
 * 1.8 ms a statement against 0.9; two grades, page 1: 5.6 ms against 0.5). SCALE-62: each walk's
 * depth is in the text where writtenDepth says so, and the page is cut from its rows (the
 * executor still stops at the page's end).
 */
export function orderedPageQuery(q: ItemsListQuery, conditionsOf: (q: ItemsListQuery) => SQL, limit: number, offset: number): SQL {
  const written = writtenDepth(q, offset + limit);
  const depth = written === null ? sql`${offset + limit}` : sql.raw(String(written));
  // The walk's columns are those of its order (the price indexes do not cover the discount, nor the float index the price).
  const byFloat = q.sort === 'float_asc' || q.sort === 'float_desc';
  const columns = byFloat
    ? sql`${i.id} AS id, ${i.floatValue} AS float_value`
    : sql`${i.id} AS id, ${i.priceCents} AS price_cents${q.sort === 'discount' ? sql`, ${i.discountPercentage} AS discount_percentage` : sql``}`;
  const walk = (part: ItemsListQuery) => sql`(SELECT ${columns} FROM ${ITEM_TABLE} WHERE ${conditionsOf(part)} ORDER BY ${listOrder(q.sort)} LIMIT ${depth})`;
  const walked = q.sort === 'asc' || q.sort === 'desc' ? walkedFilter(q) : null;
  const walks = walked ? (q[walked] ?? []).map((value) => walk({ ...q, [walked]: [value] })) : written !== null ? [walk(q)] : null;
  if (!walks) return sql`SELECT ${i.id} AS id FROM ${ITEM_TABLE} WHERE ${conditionsOf(q)} ORDER BY ${listOrder(q.sort)} LIMIT ${limit} OFFSET ${offset}`;
  return sql`SELECT i.id FROM (${sql.join(walks, sql` UNION ALL `)}) AS i ORDER BY ${listOrder(q.sort)} LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * SCALE-71: how a price-sorted page of a list of `total` items (exact) is read when it lies in the
 * list's far half: in the other price order, which is this one reversed (the id's too), from the
 * list's other end, so the walk reads the rows after the page rather than all those before it (the
 * pager links the last page: at 1M items the default list's was a walk of the whole price index).
 * 'past the end' for a page after the last, which reads nothing; null for a page in the near half,
 * or another sort.
 */
export function walkFromEnd(q: ItemsListQuery, total: number): { query: ItemsListQuery; limit: number; offset: number } | 'past the end' | null {
  const offset = (q.page - 1) * q.limit;
  if ((q.sort !== 'asc' && q.sort !== 'desc') || offset * 2 + q.limit <= total) return null;
  if (offset >= total) return 'past the end';
  return { query: { ...q, sort: q.sort === 'asc' ? 'desc' : 'asc' }, limit: Math.min(q.limit, total - offset), offset: Math.max(0, total - offset - q.limit) };
}
