import { PAGE_SIZE, subcategorySchema, type FilterData, type ItemsListQuery, type Product, type SortOrder, type Subcategory } from '@skins/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryPrepared, queryRows, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { CURRENT_FACETS, ROOT_CATEGORY_ID } from './facet-counts.ts';
import { cappedCount, ITEM_COLUMNS, ITEM_TABLE, i, idList, isFiltered, itemRowSchema, lexemesRowSchema, listConditions, orderedPageQuery, pageRows, pageRowsCounted, searchedPageQuery, sortedMatchesQuery, walkFromEnd, wordSearch, writtenDepth, type ItemRow, type SearchBy, type WordLexemes, type WordSearch } from './items-query.ts';
import { cached, cachedAside, cachedAsideIfAny, cachedInSlot, collectedAside, itemsFoundGone } from './list-cache.ts';
import { knownListEstimate, listEstimate } from './list-estimate.ts';
import { matchSetOf, pageOfMatchSet, withoutIds, type MatchSet } from './match-set.ts';
import { toProduct } from './product-mapper.ts';
import { itemSimilar } from './tables.ts';

/**
 * CAT-3: exact counts up to 100 pages of the list's page size; past it the pager only needs "more
 * than 100 pages". Counting is the dearest part of a cold filtered page: 10,000 rows cost 3-5 ms
 * of a core at 1M items, 1,500 under 1 ms.
 */
// eslint-disable-next-line no-restricted-syntax -- 100 pages of the list, not money
export const COUNT_CAP = 100 * PAGE_SIZE.products;
/** Past this planner estimate a filtered list is taken to be past the cap without counting (a margin for the planner's errors). */
const ESTIMATE_TRUSTED = 200_000;
/** Past this many expected matches (5 % of 1M items) a search walks the price index instead. */
const SEARCH_WALK_ROWS = 50_000;
/**
 * SCALE-56: up to this many matches, a word search sorted by price keeps them all (MatchSet): its
 * other price bounds, pages and price sort cost no search. A search expected to have fewer than
 * SEARCH_WALK_ROWS matches reads them all anyway when its leading word starts many lexemes.
 */
const MATCH_SET_CAP = SEARCH_WALK_ROWS;
/** SCALE-56: how many times a page is cut from a match set that holds items sold since it was taken. */
const MAX_CUTS = 3;
/** How many random products the details' random similar lists are drawn from. */
const RANDOM_SAMPLE = 200;
/** Below this many available items a random sample is a plain ORDER BY random(). */
const SMALL_CATALOGUE = 20_000;

/** The ids a cached answer shows (SCALE-20: a page is dropped when one of them leaves the shop). */
const shownIds = (page: { items: Product[] } | Product[]) => (Array.isArray(page) ? page : page.items).map((p) => p.id);


/** The rows of the small queries below. */
const idRow = z.object({ id: z.number().int() });
const countRow = z.object({ n: z.number().int() });
const setRow = z.object({ set: z.tuple([z.array(z.number().int()), z.array(z.number().int())]) });
const boundsRow = z.object({ lo: z.number().int().nullable(), hi: z.number().int().nullable() });
const facetRow = z.object({ kind: z.string(), value: z.string(), n: z.number().int() });

export interface ItemsPage {
  items: Product[];
  total: number;
  pages: number;
}

async function rootCategoryId(db: DbOrTx): Promise<number | null> {
  const [row] = await queryRows(db, idRow.extend({ id: z.number().int().nullable() }), sql`SELECT ${ROOT_CATEGORY_ID} AS id`);
  return row?.id ?? null;
}

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

/** Available items in the catalogue, from the maintained facet counts (cached as a total, SCALE-30). */
function availableCount(db: DbOrTx): Promise<number> {
  return cachedAside(db, 'available', async () => {
    const [row] = await queryRows(db, countRow.extend({ n: z.number().int().nullable() }), sql`SELECT sum(item_count)::int AS n FROM ${CURRENT_FACETS} f WHERE kind = 'type'`);
    return row?.n ?? 0;
  });
}

/** SCALE-65: the planner's estimate of a list: when it costs no statement (`known`, else undefined), or asked (an EXPLAIN at worst). */
interface Estimates {
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
async function countItems(db: DbOrTx, where: SQL, filtered: boolean, estimates: Estimates, count: () => Promise<number> = () => cappedCountOf(db, where)): Promise<number> {
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
async function exactTotalIfKnown(db: DbOrTx, totalKey: string, filtered: boolean): Promise<number | undefined> {
  if (!filtered) {
    const available = await availableCount(db);
    if (available > COUNT_CAP) return available;
  }
  const total = await cachedAsideIfAny<number>(db, totalKey);
  return total !== undefined && total <= COUNT_CAP ? total : undefined;
}

/**
 * SCALE-71: the rows of a price-sorted page of a list whose exact total is known (exactTotalIfKnown)
 * when it lies in the list's far half (walkFromEnd), read from the list's other end; null otherwise.
 */
async function rowsFromEnd(db: DbOrTx, q: ItemsListQuery, total: number | undefined, conditionsOf: (q: ItemsListQuery) => SQL): Promise<[ItemRow[], number] | null> {
  if (total === undefined) return null;
  const walk = walkFromEnd(q, total);
  if (walk === null) return null;
  if (walk === 'past the end') return [[], total];
  return [await rowsOf(db, orderedPageQuery(walk.query, conditionsOf, walk.limit, walk.offset), q.sort, true), total];
}

/**
 * CAT-3: the count of `where` up to COUNT_CAP + 1. SCALE-34: prepared; a search is counted by
 * searchedPage, so `where` is an index range or walk whatever its values.
 */
async function cappedCountOf(db: DbOrTx, where: SQL): Promise<number> {
  const [capped] = await queryPrepared(db, countRow, cappedCount(where, COUNT_CAP));
  return capped?.n ?? 0;
}

/** SCALE-67: a row of pageRowsCounted. */
const countedRow = itemRowSchema.extend({ counted: z.number().int() });

/** CAT-4: random=true answers `limit` random available items (spec §7 random list). */
async function randomItems(ctx: Ctx, q: ItemsListQuery, subcategoryId: number | null): Promise<Product[]> {
  const rate = ctx.locale.currency.value;
  const where = listConditions(q, rate, subcategoryId);
  const total = isFiltered(q, subcategoryId) ? 0 : await availableCount(ctx.db);
  let rows: ItemRow[];
  if (total < SMALL_CATALOGUE) {
    rows = await queryRows(ctx.db, itemRowSchema, sql`SELECT ${ITEM_COLUMNS} FROM ${ITEM_TABLE} WHERE ${where} ORDER BY random() LIMIT ${q.limit}`);
  } else {
    // A large catalogue: probe random ids (oversampled for gaps and sold items) instead of sorting it all.
    const [bounds] = await queryRows(ctx.db, boundsRow, sql`SELECT min(${i.id}) AS lo, max(${i.id}) AS hi FROM ${ITEM_TABLE}`);
    const lo = bounds?.lo ?? 0;
    const span = (bounds?.hi ?? 0) - lo + 1;
    const ids = Array.from({ length: q.limit * 3 }, () => lo + Math.floor(Math.random() * span));
    rows = await queryRows(
      ctx.db,
      itemRowSchema,
      sql`SELECT ${ITEM_COLUMNS} FROM ${ITEM_TABLE} WHERE ${where} AND ${i.id} IN (${idList(ids)}) LIMIT ${q.limit}`,
    );
  }
  return rows.map((r) => toProduct(r, rate));
}

const searchedRow = z.object({ n: z.number().int(), ids: z.array(z.number().int()) });

/**
 * SCALE-26: each word of a search with the lexemes it starts, or null when one starts none.
 * SCALE-30: a word's lexemes change only as items with new words come (which moves the version).
 * Their row count moves with every sale too, but it only chooses the word that leads, so a count a
 * few sales old costs at most a slower walk, never a wrong page.
 */
async function lexemesOfWords(db: DbOrTx, words: WordSearch): Promise<WordLexemes[] | null> {
  const found = await Promise.all(
    words.words.map(async (word) => ({ word, ...(await cachedAside(db, JSON.stringify(['lexemes', word]), async () => (await queryRows(db, lexemesRowSchema, words.lexemesOf(word)))[0] ?? { lexemes: [], rows: 0 })) })),
  );
  return found.some((f) => f.lexemes.length === 0) ? null : found;
}

/**
 * SCALE-23, SCALE-26: a search's page and total. A word search reads item_words (`words`): a
 * leading word (leadingFirst) that starts up to MERGED_LEXEMES lexemes is an ordered walk of each lexeme's rows,
 * counted up to COUNT_CAP and estimated past it (CAT-3); one that starts more has its matches
 * collected and counted exactly, unless the planner expects more than SEARCH_WALK_ROWS of them
 * (its estimate of a word query is close): a term that common fills a page within the first rows
 * of the ordered walk of `where` (ids null), its total that estimate. A substring search (no
 * `words`) is the same but collects the matches from the items.
 */
async function searchedPage(
  db: DbOrTx,
  where: SQL,
  words: WordSearch | null,
  sort: SortOrder,
  limit: number,
  offset: number,
  estimateOf: () => Promise<number>,
): Promise<{ ids: number[] | null; total: number; unknownWord?: true }> {
  const counted = async (query: SQL, estimate?: number) => {
    const [row] = await queryRows(db, searchedRow, query);
    const n = row?.n ?? 0;
    return { ids: row?.ids ?? [], total: n > COUNT_CAP ? Math.max(n, estimate ?? (await estimateOf())) : n };
  };
  if (words) {
    const found = await lexemesOfWords(db, words);
    // A word that starts no title word: no word match (the caller tries a substring).
    if (!found) return { ids: [], total: 0, unknownWord: true };
    const merged = words.mergedPage(found, limit, offset, COUNT_CAP, await availableCount(db));
    if (merged) return counted(merged);
  }
  const estimate = await estimateOf();
  if (estimate > SEARCH_WALK_ROWS) return { ids: null, total: estimate };
  return counted(words ? words.collectedPage(limit, offset) : searchedPageQuery(where, sort, limit, offset), estimate);
}

/**
 * The rows of a page (pageRows). SCALE-34: prepared unless its ids are a search's walk (the text
 * search's plan depends on how common its words are).
 */
function rowsOf(db: DbOrTx, ids: readonly number[] | SQL, sort: SortOrder, prepared: boolean): Promise<ItemRow[]> {
  return (prepared ? queryPrepared : queryRows)(db, itemRowSchema, pageRows(ids, sort));
}

/** A search's page (its ids, null for an ordered walk of `where`) and total, and how it was searched. */
interface Searched {
  ids: number[] | null;
  total: number;
  searchBy: SearchBy;
}

/**
 * A search's page and total: by its words, and (SCALE-23) a fragment inside a word ('edline'),
 * which starts no word, anywhere in the title instead. SCALE-43: not when every word of the term
 * starts a title word and the word table answered: then no match means the filters (or the words
 * together) leave none, and the substring would only add items the same search without the
 * filters does not show.
 */
async function searchOf(db: DbOrTx, q: ItemsListQuery, rate: number, subcategoryId: number | null): Promise<Searched> {
  const offset = (q.page - 1) * q.limit;
  const words = wordSearch(q, rate, subcategoryId);
  let searchBy: SearchBy = 'words';
  // SCALE-37: the planner's estimate of the list as it is searched when it is asked.
  const estimateOf = () => listEstimate(db, q, rate, subcategoryId, searchBy);
  const searched = await searchedPage(db, listConditions(q, rate, subcategoryId), words, q.sort, q.limit, offset, estimateOf);
  if (searched.total > 0 || (words && !searched.unknownWord)) return { ...searched, searchBy };
  searchBy = 'substring';
  return { ...(await searchedPage(db, listConditions(q, rate, subcategoryId, searchBy), null, q.sort, q.limit, offset, estimateOf)), searchBy };
}

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
async function pageOfSearch(db: DbOrTx, q: ItemsListQuery, rate: number, subcategoryId: number | null): Promise<{ rows: ItemRow[]; total: number } | null> {
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

/**
 * SCALE-30, SCALE-67: an unsearched list page's rows (from its ids' statement) and its total
 * (`totalOf`, which counts `where` with the function it is given, else by a statement of its own).
 * A page whose plan is kept (SCALE-62) carries the list's count when the total needs one (not
 * cached, no trusted estimate): one statement and round trip instead of two. A page past the end
 * has no row to carry it, and is counted apart.
 */
async function rowsAndTotal(db: DbOrTx, q: ItemsListQuery, ids: SQL, where: SQL, totalOf: (count?: () => Promise<number>) => Promise<number>): Promise<[ItemRow[], number]> {
  if (writtenDepth(q, q.page * q.limit) === null) return Promise.all([rowsOf(db, ids, q.sort, true), totalOf()]);
  let counted: Promise<z.output<typeof countedRow>[]> | undefined;
  const n = await totalOf(async () => (await (counted ??= queryPrepared(db, countedRow, pageRowsCounted(ids, q.sort, where, COUNT_CAP))))[0]?.counted ?? cappedCountOf(db, where));
  return [counted ? await counted : await rowsOf(db, ids, q.sort, true), n];
}

/** GET /items/list (spec §7): one page of available items with meta.total and meta.pages. */
export async function listItems(ctx: Ctx, q: ItemsListQuery): Promise<ItemsPage> {
  if (q.random) {
    const items = await randomItems(ctx, q, await subcategoryIdOf(ctx.db, q.subcategory));
    return { items, total: items.length, pages: 1 };
  }
  // SCALE-44: the subcategory's url is in the query: a cached page of /catalog/agents costs no statement.
  const key = JSON.stringify([ctx.locale.currency.code, ctx.locale.currency.value, q]);
  const compute = async (): Promise<ItemsPage> => {
    const subcategoryId = await subcategoryIdOf(ctx.db, q.subcategory);
    const rate = ctx.locale.currency.value;
    const offset = (q.page - 1) * q.limit;
    // SCALE-56: a word search sorted by price pages through its match set when it is small.
    const fromSet = q.search && (q.sort === 'asc' || q.sort === 'desc') && wordSearch(q, rate, subcategoryId) ? await pageOfSearch(ctx.db, q, rate, subcategoryId) : null;
    if (fromSet) return { items: fromSet.rows.map((r) => toProduct(r, rate)), total: fromSet.total, pages: Math.ceil(fromSet.total / q.limit) };
    const searched = q.search ? await searchOf(ctx.db, q, rate, subcategoryId) : null;
    const searchBy = searched?.searchBy ?? 'words';
    // SCALE-24: a page's ids from a covering index and their rows, in one statement (unless a search found the ids).
    const walk = () => orderedPageQuery(q, (part) => listConditions(part, rate, subcategoryId, searchBy), q.limit, offset);
    let rows: ItemRow[];
    let n: number;
    if (searched) {
      const ids = searched.ids ?? walk();
      [rows, n] = await Promise.all([Array.isArray(ids) ? (ids.length ? rowsOf(ctx.db, ids, q.sort, true) : []) : rowsOf(ctx.db, ids, q.sort, false), searched.total]);
    } else {
      // SCALE-30: a filter's total is shared by all its pages and sorts, and counted alongside its page.
      const totalKey = JSON.stringify(['total', rate, subcategoryId, { ...q, page: undefined, limit: undefined, sort: undefined }]);
      const estimates: Estimates = {
        known: () => knownListEstimate(ctx.db, q, rate, subcategoryId, searchBy),
        asked: () => listEstimate(ctx.db, q, rate, subcategoryId, searchBy),
      };
      const where = listConditions(q, rate, subcategoryId);
      const filtered = isFiltered(q, subcategoryId);
      const totalOf = (count?: () => Promise<number>) => cachedAside(ctx.db, totalKey, () => countItems(ctx.db, where, filtered, estimates, count));
      const known = await exactTotalIfKnown(ctx.db, totalKey, filtered);
      [rows, n] = (await rowsFromEnd(ctx.db, q, known, (part) => listConditions(part, rate, subcategoryId, searchBy))) ?? (await rowsAndTotal(ctx.db, q, walk(), where, totalOf));
    }
    return { items: rows.map((r) => toProduct(r, rate)), total: n, pages: Math.ceil(n / q.limit) };
  };
  return cached(ctx.db, key, compute, shownIds);
}

/** SCALE-64: a row of productWithSimilar: the product (`part` 0) or one of its similar list (`part` 1, at its `position`). */
const productPartRow = itemRowSchema.extend({ part: z.number().int(), position: z.number().int() });

/**
 * SCALE-64: an available product (`part` 0) and the available items of its stored similar list
 * (`part` 1), in the list's order, in one statement: read one after the other, they were two
 * round trips. SCALE-57: prepared, so its plan is kept rather than made for every product.
 */
function productWithSimilar(db: DbOrTx, id: number): Promise<z.output<typeof productPartRow>[]> {
  return queryPrepared(
    db,
    productPartRow,
    sql`SELECT * FROM (SELECT 0 AS part, 0 AS position, ${ITEM_COLUMNS} FROM ${ITEM_TABLE} WHERE ${i.id} = ${id} AND ${i.status} = 'available'
      UNION ALL
      SELECT 1, ${itemSimilar.position}, ${ITEM_COLUMNS} FROM ${itemSimilar} JOIN ${ITEM_TABLE} ON ${i.id} = ${itemSimilar.similarId} WHERE ${itemSimilar.itemId} = ${id} AND ${i.status} = 'available') AS p
      ORDER BY p.part, p.position, p.id`,
  );
}

/**
 * GET /items/{id}: an available product with its `similar` list, else 20 random products of its
 * category (spec §2 Product details). Unknown, reserved or sold items are a 404. SCALE-48: cached
 * like a list page, with the ids it shows (the item and its similar ones): a sale of any of them
 * drops it at once; an unknown id is cached as none until the catalogue version moves.
 */
export async function getItem(ctx: Ctx, id: number): Promise<Product> {
  const rate = ctx.locale.currency.value;
  const key = JSON.stringify(['item', ctx.locale.currency.code, rate, id]);
  const product = await cached(
    ctx.db,
    key,
    async () => {
      const [found, ...similarRows] = await productWithSimilar(ctx.db, id);
      if (!found || found.part !== 0) return null;
      const similar = similarRows.length ? similarRows.map((r) => toProduct(r, rate)) : await randomSimilar(ctx, id);
      return toProduct(found, rate, similar);
    },
    (p) => (p ? [p.id, ...p.similar.map((s) => s.id)] : []),
  );
  if (!product) throw new AppError('CATALOG_ITEM_NOT_FOUND');
  return product;
}

/**
 * SCALE-25: 20 random available products but `id`, drawn from a sample of RANDOM_SAMPLE random
 * ones cached like a list page (dropped when one of them leaves the shop, else renewed every
 * 10 s): at 1M items each details page costs no query of its own.
 */
async function randomSimilar(ctx: Ctx, id: number): Promise<Product[]> {
  const key = JSON.stringify(['random-sample', ctx.locale.currency.code, ctx.locale.currency.value]);
  // In the details' list slot (SCALE-22): a slot of its own could wait on every slot's details.
  const sample = await cachedInSlot(ctx.db, key, () => randomItems(ctx, { page: 1, limit: RANDOM_SAMPLE, sort: 'desc', random: true }, null), shownIds);
  const pool = sample.filter((p) => p.id !== id);
  const wanted = Math.min(PAGE_SIZE.randomList, pool.length);
  // A partial Fisher-Yates shuffle: the first `wanted` places get a random pick of the rest.
  for (let k = 0; k < wanted; k++) {
    const j = k + Math.floor(Math.random() * (pool.length - k));
    [pool[k], pool[j]] = [pool[j]!, pool[k]!];
  }
  return pool.slice(0, wanted);
}

/** An available product without its similar list (what a page's title and preview need), else null. */
export async function findAvailableItem(ctx: Pick<Ctx, 'db' | 'locale'>, id: number): Promise<Product | null> {
  const [row] = await queryPrepared(ctx.db, itemRowSchema, sql`SELECT ${ITEM_COLUMNS} FROM ${ITEM_TABLE} WHERE ${i.id} = ${id} AND ${i.status} = 'available'`);
  return row ? toProduct(row, ctx.locale.currency.value) : null;
}

/** GET /items/recommended: the shop's picks, the deepest discounts first (20). */
export async function recommendedItems(ctx: Ctx): Promise<Product[]> {
  const rate = ctx.locale.currency.value;
  return cached(ctx.db, JSON.stringify(['recommended', ctx.locale.currency.code, rate]), async () => {
    const rows = await queryRows(
      ctx.db,
      itemRowSchema,
      sql`SELECT ${ITEM_COLUMNS} FROM ${ITEM_TABLE} WHERE ${i.status} = 'available' ORDER BY ${i.discountPercentage} DESC, ${i.priceCents} DESC LIMIT ${PAGE_SIZE.randomList}`,
    );
    return rows.map((r) => toProduct(r, rate));
  }, shownIds);
}

/**
 * GET /items/filter-data (spec §3 Filter data): the values that available items have, from the
 * facets; SKIN-7 adds the phases and every value's count of available items.
 */
export async function filterData(db: DbOrTx): Promise<FilterData> {
  const root = await rootCategoryId(db);
  const rows = root === null ? [] : await queryRows(db, facetRow, sql`SELECT kind, value, item_count AS n FROM ${CURRENT_FACETS} f WHERE item_count > 0 ORDER BY kind, value`);
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.value);
  const counts: FilterData['counts'] = {};
  for (const r of rows) (counts[r.kind] ??= {})[r.value] = r.n;
  return { types: of('type'), qualities: of('quality'), heroes: of('hero'), exterior_names: of('exterior_name'), classes: of('item_class'), phases: of('phase'), counts };
}

/** GET /items/subcategories: the subcategories of cs2, in order. */
export async function listSubcategories(db: DbOrTx): Promise<Subcategory[]> {
  return queryRows(
    db,
    subcategorySchema,
    sql`SELECT c.id, c.name, c.url FROM categories c JOIN categories p ON p.id = c.parent_id WHERE p.parent_id IS NULL ORDER BY c.position, c.id`,
  );
}
