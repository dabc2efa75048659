import type { ItemsListQuery, Product } from '@skins/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryPrepared, queryRows, type DbOrTx } from '../../../db/client.ts';
import type { Ctx } from '../../../lib/ctx.ts';
import { cached, cachedAside } from '../list-cache.ts';
import { shownIds, toProduct } from '../product-mapper.ts';
import { itemRowSchema, type ItemRow } from './columns.ts';
import { isFiltered, listConditions, type SearchBy } from './conditions.ts';
import { knownListEstimate, listEstimate } from './estimate.ts';
import { pageOfSearch } from './match-set.ts';
import { pageRowsCounted, rowsOf } from './page-rows.ts';
import { orderedPageQuery, walkFromEnd, writtenDepth } from './price-walk.ts';
import { randomItems } from './random.ts';
import { searchOf } from './search.ts';
import { cappedCountOf, COUNT_CAP, countItems, exactTotalIfKnown, type Estimates } from './totals.ts';
import { withTraderSpellings } from './trader-spellings.ts';
import { wordSearch } from './word-search.ts';

// GET /items/list: which way a list page is read (LIST_STRATEGIES), and the ways that need the whole request.

/** A list page: its products, and its list's total and page count (meta.total, meta.pages). */
export interface ItemsPage {
  items: Product[];
  total: number;
  pages: number;
}

/** What every strategy of one list request reads: the query, its currency's rate, its subcategory's id and its page's offset. */
interface ListRequest {
  ctx: Ctx;
  q: ItemsListQuery;
  rate: number;
  subcategoryId: number | null;
  offset: number;
}

/**
 * One way of reading a list page: its `name`, `when` it applies (from the request alone), and how
 * it runs (`run`): the page, or null when it finds on the way that it cannot answer (the next
 * strategy that applies answers instead).
 */
interface ListStrategy {
  name: string;
  when(r: ListRequest): boolean;
  run(r: ListRequest): Promise<ItemsPage | null>;
}

const priceSorted = (q: ItemsListQuery) => q.sort === 'asc' || q.sort === 'desc';

/**
 * The list strategies, tried in this order: the first that applies and answers gives the page.
 * Only the random list is drawn anew for every request; the others' pages are cached (listItems).
 */
export const LIST_STRATEGIES: readonly ListStrategy[] = [
  { name: 'random (CAT-4)', when: ({ q }) => Boolean(q.random), run: randomPage },
  // SCALE-56: a word search sorted by price pages through its match set when it is small and collected.
  { name: 'match set (SCALE-56)', when: ({ q, rate, subcategoryId }) => Boolean(q.search) && priceSorted(q) && wordSearch(q, rate, subcategoryId) !== null, run: matchSetPage },
  // SCALE-23, SCALE-26: the ids its words or substring found, or for a term too common the ordered walk.
  { name: 'search (SCALE-23, SCALE-26)', when: ({ q }) => Boolean(q.search), run: searchedPage },
  // SCALE-71: a price-sorted page in the far half of a list whose exact total is known, walked from its other end.
  { name: 'far half, from the end (SCALE-71)', when: ({ q }) => priceSorted(q), run: pageFromEnd },
  // SCALE-24, SCALE-30, SCALE-67: the page's ids walked from a covering index, their rows carrying the count.
  { name: 'walk and count (SCALE-24, SCALE-67)', when: () => true, run: walkedPage },
];

/** GET /items/list (spec §7): one page of available items with meta.total and meta.pages. */
export async function listItems(ctx: Ctx, asked: ItemsListQuery): Promise<ItemsPage> {
  // SEARCH-1: the term as the titles spell it ('ak47' is 'ak 47'); pure, so a cached page costs no statement still.
  const q = withTraderSpellings(asked);
  const page = async (): Promise<ItemsPage> => {
    const r: ListRequest = { ctx, q, rate: ctx.locale.currency.value, subcategoryId: await subcategoryIdOf(ctx.db, q.subcategory), offset: (q.page - 1) * q.limit };
    for (const strategy of LIST_STRATEGIES) {
      const answer = strategy.when(r) ? await strategy.run(r) : null;
      if (answer) return answer;
    }
    throw new Error('no list strategy answered: the last one applies to every list and always answers');
  };
  if (q.random) return page();
  // SCALE-44: the subcategory's url is in the query: a cached page of /catalog/agents costs no statement.
  return cached(ctx.db, JSON.stringify([ctx.locale.currency.code, ctx.locale.currency.value, q]), page, shownIds);
}

/** The row of subcategoryIdOf. */
const idRow = z.object({ id: z.number().int() });

/**
 * A subcategory url -> its id; an unknown url matches nothing (id -1), it is not an error. Cached
 * like a total (the seed, which alone writes categories, moves the catalogue version).
 */
async function subcategoryIdOf(db: DbOrTx, url: string | undefined): Promise<number | null> {
  if (!url || url === 'all') return null;
  return cachedAside(db, JSON.stringify(['subcategory', url]), async () => {
    const [row] = await queryRows(db, idRow, sql`SELECT id FROM categories WHERE parent_id IS NOT NULL AND url = ${url} LIMIT 1`);
    return row ? row.id : -1;
  });
}

/** A page of `rows` of a list of `total` items, in the request's currency. */
function pageOf({ q, rate }: ListRequest, rows: ItemRow[], total: number): ItemsPage {
  return { items: rows.map((row) => toProduct(row, rate)), total, pages: Math.ceil(total / q.limit) };
}

/** SCALE-24: the statement of a page's ids, walked from a covering index (orderedPageQuery). */
function walkOf({ q, rate, subcategoryId, offset }: ListRequest, searchBy: SearchBy = 'words'): SQL {
  return orderedPageQuery(q, (part) => listConditions(part, rate, subcategoryId, searchBy), q.limit, offset);
}

/** CAT-4: random=true answers `limit` random available items (spec §7 random list), on one page. */
async function randomPage({ ctx, q, subcategoryId }: ListRequest): Promise<ItemsPage> {
  const items = await randomItems(ctx, q, subcategoryId);
  return { items, total: items.length, pages: 1 };
}

async function matchSetPage(r: ListRequest): Promise<ItemsPage | null> {
  const fromSet = await pageOfSearch(r.ctx.db, r.q, r.rate, r.subcategoryId);
  return fromSet && pageOf(r, fromSet.rows, fromSet.total);
}

async function searchedPage(r: ListRequest): Promise<ItemsPage> {
  const { db } = r.ctx;
  const searched = await searchOf(db, r.q, r.rate, r.subcategoryId);
  const ids = searched.ids ?? walkOf(searched.mended ? { ...r, q: { ...r.q, search: searched.mended } } : r, searched.searchBy);
  const rows = Array.isArray(ids) ? (ids.length ? await rowsOf(db, ids, r.q.sort, true) : []) : await rowsOf(db, ids, r.q.sort, false);
  return pageOf(r, rows, searched.total);
}

/** SCALE-30: a filter's total is shared by all its pages and sorts (cached under this key), and counted alongside its page. */
const totalKeyOf = ({ q, rate, subcategoryId }: ListRequest) => JSON.stringify(['total', rate, subcategoryId, { ...q, page: undefined, limit: undefined, sort: undefined }]);

/**
 * SCALE-71: the page from the list's other end (walkFromEnd) when its exact total costs no count
 * (exactTotalIfKnown) and it lies in the far half; null otherwise.
 */
async function pageFromEnd(r: ListRequest): Promise<ItemsPage | null> {
  const total = await exactTotalIfKnown(r.ctx.db, totalKeyOf(r), isFiltered(r.q, r.subcategoryId));
  const walk = total === undefined ? null : walkFromEnd(r.q, total);
  if (total === undefined || walk === null) return null;
  if (walk === 'past the end') return pageOf(r, [], total);
  const conditionsOf = (part: ItemsListQuery) => listConditions(part, r.rate, r.subcategoryId);
  return pageOf(r, await rowsOf(r.ctx.db, orderedPageQuery(walk.query, conditionsOf, walk.limit, walk.offset), r.q.sort, true), total);
}

/** SCALE-67: a row of pageRowsCounted. */
const countedRow = itemRowSchema.extend({ counted: z.number().int() });

/**
 * SCALE-30, SCALE-67: an unsearched list page's rows (walkOf) and its total (countItems, cached
 * under totalKeyOf). A page whose plan is kept (SCALE-62) carries the list's count when the total
 * needs one (not cached, no trusted estimate): one statement and round trip instead of two. A
 * page past the end has no row to carry it, and is counted apart.
 */
async function walkedPage(r: ListRequest): Promise<ItemsPage> {
  const { ctx, q, rate, subcategoryId } = r;
  const ids = walkOf(r);
  const where = listConditions(q, rate, subcategoryId);
  const estimates: Estimates = {
    known: () => knownListEstimate(ctx.db, q, rate, subcategoryId, 'words'),
    asked: () => listEstimate(ctx.db, q, rate, subcategoryId, 'words'),
  };
  const totalOf = (count?: () => Promise<number>) => cachedAside(ctx.db, totalKeyOf(r), () => countItems(ctx.db, where, isFiltered(q, subcategoryId), estimates, count));
  if (writtenDepth(q, q.page * q.limit) === null) {
    const [rows, total] = await Promise.all([rowsOf(ctx.db, ids, q.sort, true), totalOf()]);
    return pageOf(r, rows, total);
  }
  let counted: Promise<z.output<typeof countedRow>[]> | undefined;
  const total = await totalOf(async () => (await (counted ??= queryPrepared(ctx.db, countedRow, pageRowsCounted(ids, q.sort, where, COUNT_CAP))))[0]?.counted ?? cappedCountOf(ctx.db, where));
  return pageOf(r, counted ? await counted : await rowsOf(ctx.db, ids, q.sort, true), total);
}
