import { skinColumnsShape, toEuroCents, type ItemsListQuery, type SortOrder } from '@skins/contract';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { alias, getTableConfig, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { likePattern } from '../../db/like-pattern.ts';
import { floatAndClassConditions, isSkinFiltered, skinConditions, skinOrder, skinSearchWords } from './skin-filters.ts';
import { categories, items, itemWords } from './tables.ts';

/**
 * Rendered to text once: these fragments hold names only, no values, and drizzle would otherwise
 * walk their column objects again for every query of the hottest path.
 */
function once(fragment: SQL): SQL {
  return sql.raw(new PgDialect().sqlToQuery(fragment).sql);
}

/** SCALE-53: a column of a rendered alias: its SQL text (`"i"."price_cents"`) and its column's name. */
export type ColumnRef = SQL & { readonly name: string };

/** SCALE-53: a table under an alias, rendered once: each column (a ColumnRef) and `from`, the table as a FROM names it. */
type RenderedAlias<T extends PgTable> = { readonly [K in keyof T['_']['columns']]: ColumnRef } & { readonly from: SQL };

/**
 * SCALE-53: `table` under the alias `name`, its names rendered once. drizzle's alias answers each
 * read of a column with two new proxies, and rendering a statement tests every chunk's class up
 * its prototype chain, through those proxies: rendering a cold page's statement cost 17-94 us
 * (6-8 % of its server CPU), most of it on the aliased columns.
 */
function renderedAlias<T extends PgTable>(table: T, name: string): RenderedAlias<T> {
  const aliased = alias(table, name);
  const columns = Object.entries(getTableColumns(aliased)).map(([key, column]) => [key, Object.assign(once(sql`${column}`), { name: column.name })]);
  return Object.freeze({ ...Object.fromEntries(columns), from: once(sql`${table} AS ${aliased}`) }) as RenderedAlias<T>;
}

/** The product table and its subcategory as every list query names them (`i`, `sc`). */
export const i = renderedAlias(items, 'i');
const sc = renderedAlias(categories, 'sc');
/** The word table, as a search's leading word (`w`) and each further word (`o`) read it. */
const w = renderedAlias(itemWords, 'w');
const o = renderedAlias(itemWords, 'o');
/** The word table as the probe for an item already met under an earlier lexeme of the leading word. */
const x = renderedAlias(itemWords, 'x');

/**
 * SCALE-51: a product's subcategory url, read per row from a table of a few rows rather than
 * joined: with the join, planning a page's statement took longer than running it.
 */
export const SUBCATEGORY_URL = sql`(SELECT ${sc.url} FROM ${sc.from} WHERE ${sc.id} = ${i.subcategoryId})`;

/**
 * SEAM-3: the product columns, by the name each row answers them under. The SQL takes the
 * column names from drizzle's tables, so renaming a column cannot leave this list behind.
 */
const itemColumns = {
  id: i.id,
  title: i.title,
  type: i.type,
  price_cents: i.priceCents,
  old_price_cents: i.oldPriceCents,
  discount_percentage: i.discountPercentage,
  img_url: i.imgUrl,
  quality: i.quality,
  exterior_name: i.exteriorName,
  hero: i.hero,
  item_class: i.itemClass,
  is_new: i.isNew,
  subcategory: SUBCATEGORY_URL,
  float_value: i.floatValue,
  paint_seed: i.paintSeed,
  phase: i.phase,
  stattrak: i.stattrak,
  souvenir: i.souvenir,
  stickers: i.stickers,
  charms: i.charms,
  inspect_link: i.inspectLink,
  trade_lock_until: i.tradeLockUntil,
  reference_price_cents: i.referencePriceCents,
};

export const ITEM_COLUMNS = once(
  sql.join(
    Object.entries(itemColumns).map(([name, column]) => sql`${column} AS ${sql.identifier(name)}`),
    sql`, `,
  ),
);
/** The products' table under the alias the list conditions and ITEM_COLUMNS use. */
export const ITEM_TABLE = i.from;

/** SEAM-3: one row of ITEM_COLUMNS, parsed at the database edge (the keys must be itemColumns'). */
export const itemRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.string(),
  price_cents: z.number().int(),
  old_price_cents: z.number().int().nullable(),
  discount_percentage: z.number().int(),
  img_url: z.string(),
  quality: z.string().nullable(),
  exterior_name: z.string().nullable(),
  hero: z.string().nullable(),
  item_class: z.string().nullable(),
  is_new: z.boolean(),
  subcategory: z.string().nullable(),
  ...skinColumnsShape,
  trade_lock_until: z.coerce.date().nullable(),
  reference_price_cents: z.number().int().nullable(),
} satisfies Record<keyof typeof itemColumns, z.ZodType>);
export type ItemRow = z.infer<typeof itemRowSchema>;

/** CAT-1: the order of a list page, the price then the id (a stable order for paging); SKIN-6 adds float and discount. */
export function listOrder(sort: SortOrder): SQL {
  return skinOrder(sort) ?? (sort === 'asc' ? sql`${i.priceCents} ASC, ${i.id} ASC` : sql`${i.priceCents} DESC, ${i.id} DESC`);
}

/** A list of ids as SQL values. */
export const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The rows of a page's ids, in the page's order: the ids found (a search's, or SCALE-56's cut from
 * a match set, which may hold an item sold since: only available ones are read) or the statement
 * that finds them. SCALE-51: that statement is read as an array, so a page is its ids, then their
 * rows by primary key, with no join for the planner to weigh.
 */
export function pageRows(ids: readonly number[] | SQL, sort: SortOrder): SQL {
  const among = Array.isArray(ids) ? sql`IN (${idList(ids)}) AND ${i.status} = 'available'` : sql`= ANY(ARRAY(${ids}))`;
  return sql`SELECT ${ITEM_COLUMNS} FROM ${ITEM_TABLE} WHERE ${i.id} ${among} ORDER BY ${listOrder(sort)}`;
}

/**
 * CAT-3: how many items `where` matches, up to `cap` + 1 (`n`). SCALE-58: the cap is written in the
 * text, not sent as a value: a statement whose LIMIT is a value is planned again on every run (its
 * generic plan is costed for 10 % of the rows).
 */
export function cappedCount(where: SQL, cap: number): SQL {
  return sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${ITEM_TABLE} WHERE ${where} LIMIT ${sql.raw(String(cap + 1))}) s`;
}

/**
 * SCALE-67: pageRows of a page statement with its list's capped count (cappedCount) on each row
 * (`counted`), in one statement: the count runs once, before the page's rows.
 */
export function pageRowsCounted(ids: SQL, sort: SortOrder, where: SQL, cap: number): SQL {
  return sql`SELECT ${ITEM_COLUMNS}, (${cappedCount(where, cap)}) AS counted FROM ${ITEM_TABLE} WHERE ${i.id} = ANY(ARRAY(${ids})) ORDER BY ${listOrder(sort)}`;
}

/**
 * SCALE-23: the exact count `n` and the page's `ids` of a search's matches, in one pass. The
 * matches are materialised, which keeps the planner from walking the price index (where matches
 * of one skin cluster at its prices); they keep the columns of every sort under their own names
 * (id, price_cents, float_value, discount_percentage), so listOrder's "i".column names them in
 * the set (aliased i) as in the table.
 */
function pageOfMatches(matches: SQL, sort: SortOrder, limit: number, offset: number): SQL {
  return sql`WITH m AS MATERIALIZED (${matches})
    SELECT (SELECT count(*)::int FROM m) AS n, array(SELECT i.id FROM m AS i ORDER BY ${listOrder(sort)} LIMIT ${limit} OFFSET ${offset}) AS ids`;
}

/**
 * SCALE-56: a match set's statement: the `matches` (id, price_cents) in (price, id) order, as two
 * arrays in one JSON value. The database sorts them: read as rows, 33,553 matches ('fade' at 1M
 * items) held the server's one thread for 20-25 ms (pg's rows, their parse, the sort), as one JSON
 * value for 2-3 ms, while the statement took 18 ms against 12. An aggregate over a sorted subquery
 * with no join keeps its order, "usually" in PostgreSQL's words: matchSetOf checks it.
 */
export function sortedMatchesQuery(matches: SQL): SQL {
  return sql`SELECT json_build_array(coalesce(array_agg(m.id), '{}'), coalesce(array_agg(m.price_cents), '{}')) AS set
    FROM (SELECT * FROM (${matches}) AS s ORDER BY s.price_cents, s.id) AS m`;
}

/** SCALE-23: a search's page from the items its conditions match (the trigram substring search). */
export function searchedPageQuery(where: SQL, sort: SortOrder, limit: number, offset: number): SQL {
  return pageOfMatches(
    sql`SELECT ${i.id} AS id, ${i.priceCents} AS price_cents, ${i.floatValue} AS float_value, ${i.discountPercentage} AS discount_percentage FROM ${ITEM_TABLE} WHERE ${where}`,
    sort,
    limit,
    offset,
  );
}

/**
 * SCALE-26: the lexemes that start with `word`, as a byte range of the word index (item_words'
 * lexeme is COLLATE "C"): from the word up to the word with its last character one higher.
 */
function prefixRange(column: ColumnRef, word: string): SQL {
  const chars = [...word];
  const last = chars.pop()!.codePointAt(0)!;
  return sql`${column} >= ${word} AND ${column} < ${chars.join('') + String.fromCodePoint(last + 1)}`;
}

/** SCALE-26: how many lexemes a search's leading word may start and still be read as one ordered walk per lexeme. */
export const MERGED_LEXEMES = 8;

/** SCALE-26: how many rows of a word's lexemes are counted to choose the word that leads a search. */
export const WORD_ROWS_CAP = 100_000;

/**
 * SCALE-26: how many rows of a further word one probe is worth: a probe per leading row cost
 * 2.6 us, hashing a row 0.37 us ('glock fade' at 1M items: 11,200 probes 29 ms, a hash of 33,553
 * rows 16 ms).
 */
export const PROBE_ROWS_PER_HASHED_ROW = 7;

/**
 * SCALE-26: whether a search's count reads a further word's rows as a whole (a hash or merge
 * join) rather than probing them once per leading row. Counting up to `cap`, it reads the leading
 * word's rows until `cap` + 1 matches: for independent words about (cap + 1) * items / further
 * rows of them, and at most all; the further word's rows are read whole when that costs less.
 */
export function countReadsWhole(leadingRows: number, furtherRows: number, items: number, cap: number): boolean {
  const probes = Math.min(leadingRows, ((cap + 1) * items) / Math.max(furtherRows, 1));
  return furtherRows < PROBE_ROWS_PER_HASHED_ROW * probes;
}

/** SCALE-26: a word of a search term with its lexemes and their rows (WordSearch.lexemesOf). */
export interface WordLexemes {
  word: string;
  lexemes: string[];
  rows: number;
}

/** SCALE-26: the row of WordSearch.lexemesOf. */
export const lexemesRowSchema = z.object({ lexemes: z.array(z.string()), rows: z.number().int() });

/**
 * SCALE-26: a search's words in the order a merged page reads them: of those with a few lexemes,
 * the one of fewest rows leads (its walk is the shortest, and each of its rows is one probe per
 * further word); a word of more lexemes never leads.
 */
export function leadingFirst(words: WordLexemes[]): WordLexemes[] {
  const many = (w: WordLexemes) => Number(w.lexemes.length > MERGED_LEXEMES);
  return [...words].sort((a, b) => many(a) - many(b) || a.rows - b.rows);
}

/** SCALE-26: a word search of a list query, read from item_words alone (wordSearch). */
export interface WordSearch {
  /** The term's title words. */
  words: string[];
  /**
   * The lexemes (`lexemes`) that start with `word`, in order, at most MERGED_LEXEMES + 1 of them
   * (one index probe each: a loose index scan), and how many rows they have (`rows`, counted up to
   * WORD_ROWS_CAP + 1).
   */
  lexemesOf(word: string): SQL;
  /**
   * The page's `ids` and the count `n` of its matches, given every word with its lexemes (from
   * lexemesOf, each with at least one), led by the word leadingFirst puts first; null when that
   * word starts more than MERGED_LEXEMES lexemes. Each leading lexeme's rows are one per item and
   * already in price order, so each is an ordered index-only walk of at most the page's depth
   * (merged by the planner), an item already met under an earlier lexeme ('fade' for 'faded')
   * skipped by one probe, each further word of a few lexemes checked by one probe per row, and `n`
   * is counted up to `cap`; there a further word is a semi-join the planner may hash or merge
   * when countReadsWhole says so for a catalogue of `items` available items.
   */
  mergedPage(words: WordLexemes[], limit: number, offset: number, cap: number, items: number): SQL | null;
  /** The page's `ids` and the exact count `n` of the matches of every lexeme of the leading word, collected once without repeats. */
  collectedPage(limit: number, offset: number): SQL;
  /**
   * SCALE-56: the matches' rows (id, price_cents) in no order, at most `cap` + 1 of them, given
   * every word with its lexemes as for mergedPage: each lexeme's matches as mergedPage counts them,
   * or collected as collectedPage does when the leading word starts more than MERGED_LEXEMES.
   */
  everyMatch(words: WordLexemes[], cap: number, items: number): SQL;
}

/**
 * SCALE-26: a word search's page read from item_words alone (index-only, one range per word of
 * the term: the leading word's lexemes are the set, each further word's a semi-join on the item),
 * whatever the sort and price bounds; SKIN-8's words such as 'StatTrak' or 'FT' test the flags
 * item_words carries, and so do the list filters it carries (SCALE-41, SCALE-42: type, quality,
 * exterior, class, float range, subcategory). Null when the term has no title words (a substring
 * search) or a filter the word table does not carry narrows the list (a hero, a sale): their
 * matches are checked on the items (SCALE-23's word index).
 */
export function wordSearch(q: ItemsListQuery, rate: number, subcategoryId: number | null): WordSearch | null {
  const { rest } = skinSearchWords(q.search ?? '');
  // Collected, the longest word leads: its range is likely the shortest, the set the other words check.
  const words = (searchWords(rest) ?? []).sort((a, b) => b.length - a.length);
  const [first, ...others] = words;
  if (!first || !wordTableCarries(q)) return null;
  /**
   * SKIN-8's flags, the price bounds and the carried list filters on one alias of the word table:
   * every row of an item carries the item's values.
   */
  const boundsOn = (alias: typeof w | typeof o | typeof x) =>
    [...skinSearchWords(q.search ?? '', alias).conditions, ...priceBounds(q, rate, alias.priceCents), ...carriedFilters(q, subcategoryId, alias)].filter(
      (p): p is SQL => p !== null,
    );
  const bounds = boundsOn(w);
  const matches = (lead: SQL, checks: SQL[], distinct: boolean) =>
    sql`SELECT ${distinct ? sql`DISTINCT ` : sql``}${w.itemId} AS id, ${w.priceCents} AS price_cents, ${w.floatValue} AS float_value, ${w.discountPercentage} AS discount_percentage
      FROM ${w.from} WHERE ${sql.join([lead, ...bounds, ...checks], sql` AND `)}`;
  /**
   * The rows of the word table (`alias`) of the same item under one of `lexemes`: its rows all have
   * the item's price, so one index descent per lexeme; `hashable` leaves the planner free to hash
   * them all instead (OFFSET 0 keeps it a probe), and then (SCALE-33) only those within the bounds
   * are hashed ('StatTrak AK-47 FT': 1,637 of the 30,204 rows of 'ak', a count of 15 ms in 9).
   */
  const sameItemUnder = (alias: typeof x | typeof o, lexemes: string[], hashable = false) =>
    sql`SELECT 1 FROM ${alias.from} WHERE ${sql.join(
      [
        sql`${alias.lexeme} IN (${sql.join(
          lexemes.map((l) => sql`${l}`),
          sql`, `,
        )})`,
        sql`${alias.priceCents} = ${w.priceCents}`,
        sql`${alias.itemId} = ${w.itemId}`,
        ...(hashable ? boundsOn(alias) : []),
      ],
      sql` AND `,
    )}${hashable ? sql`` : sql` OFFSET 0`}`;
  /** A further word, as a semi-join of its whole range within the bounds (SCALE-33; the planner may hash it). */
  const inRange = (word: string) =>
    sql`EXISTS (SELECT 1 FROM ${o.from} WHERE ${sql.join([sql`${o.itemId} = ${w.itemId}`, prefixRange(o.lexeme, word), ...boundsOn(o)], sql` AND `)})`;
  return {
    words,
    lexemesOf: (word) => sql`WITH RECURSIVE l(lexeme) AS (
        (SELECT ${w.lexeme} FROM ${w.from} WHERE ${prefixRange(w.lexeme, word)} ORDER BY ${w.lexeme} LIMIT 1)
        UNION ALL
        SELECT (SELECT ${w.lexeme} FROM ${w.from} WHERE ${w.lexeme} > l.lexeme AND ${prefixRange(w.lexeme, word)} ORDER BY ${w.lexeme} LIMIT 1)
        FROM l WHERE l.lexeme IS NOT NULL)
      , s AS (SELECT array(SELECT lexeme FROM l WHERE lexeme IS NOT NULL LIMIT ${MERGED_LEXEMES + 1}) AS lexemes)
      SELECT s.lexemes, (SELECT count(*)::int FROM (SELECT 1 FROM ${w.from} WHERE ${w.lexeme} = ANY (s.lexemes) LIMIT ${WORD_ROWS_CAP + 1}) c) AS rows FROM s`,
    collectedPage: (limit, offset) => pageOfMatches(matches(prefixRange(w.lexeme, first), others.map(inRange), true), q.sort, limit, offset),
    mergedPage: (found, limit, offset, cap, items) => {
      const merged = mergedMatches(found, cap, items);
      if (!merged) return null;
      // Each lexeme's walk stops at the page's depth, so the page is at most that many rows per lexeme.
      const walks = merged.eachOf(false).map((m) => sql`(SELECT * FROM (${m}) AS i ORDER BY ${listOrder(q.sort)} LIMIT ${offset + limit})`);
      return sql`SELECT (SELECT count(*)::int FROM (SELECT 1 FROM (${sql.join(merged.eachOf(true), sql` UNION ALL `)}) AS u LIMIT ${cap + 1}) c) AS n,
        array(SELECT i.id FROM (${sql.join(walks, sql` UNION ALL `)}) AS i ORDER BY ${listOrder(q.sort)} LIMIT ${limit} OFFSET ${offset}) AS ids`;
    },
    everyMatch: (found, cap, items) => {
      const each = mergedMatches(found, cap, items)?.eachOf(true) ?? [matches(prefixRange(w.lexeme, first), others.map(inRange), true)];
      return sql`SELECT u.id, u.price_cents FROM (${sql.join(each, sql` UNION ALL `)}) AS u LIMIT ${cap + 1}`;
    },
  };

  /**
   * The matches under each lexeme of the leading word (leadingFirst) when it starts at most
   * MERGED_LEXEMES, else null; `forCount` when they are read up to `cap` + 1 rather than walked for a page.
   */
  function mergedMatches(found: WordLexemes[], cap: number, items: number): { eachOf(forCount: boolean): SQL[] } | null {
    const [leading, ...further] = leadingFirst(found);
    if (!leading || leading.lexemes.length > MERGED_LEXEMES) return null;
    const lead = leading.lexemes;
    // A further word of a few lexemes is one probe per row that passes the rest (OFFSET 0 keeps it
    // a probe: as a semi-join the planner hashed the word's every row, 28,000 for 'ak', per walk).
    const checksOf = (forCount: boolean) =>
      further.map(({ word, lexemes, rows }) =>
        lexemes.length <= MERGED_LEXEMES ? sql`EXISTS (${sameItemUnder(o, lexemes, forCount && countReadsWhole(leading.rows, rows, items, cap))})` : inRange(word),
      );
    // The matches under the k-th lexeme that no earlier lexeme has (the same item under an earlier one is one probe).
    return {
      eachOf: (forCount) => {
        const checks = checksOf(forCount);
        return lead.map((lexeme, k) => matches(sql`${w.lexeme} = ${lexeme}`, k === 0 ? checks : [...checks, sql`NOT EXISTS (${sameItemUnder(x, lead.slice(0, k))})`], false));
      },
    };
  }
}

/**
 * SCALE-41, SCALE-42: whether the word table carries every filter of the query but its search term
 * and price bounds: the type, quality, exterior, class (SKIN-5 stattrak), float range and
 * subcategory are columns of item_words; a hero, weapon class, sale, new, phase, pattern or
 * stickers filter is not.
 */
function wordTableCarries(q: ItemsListQuery): boolean {
  return !(q.heroes?.length || q.item_class?.length || q.sale || q.new || q.phase?.length || q.pattern !== undefined || q.stickers !== undefined);
}

/** SCALE-41, SCALE-42: the conditions of the list filters the word table carries (wordTableCarries), on one of its aliases. */
function carriedFilters(q: ItemsListQuery, subcategoryId: number | null, on: typeof w | typeof o | typeof x): (SQL | null)[] {
  return [
    inList(on.type, q.type),
    inList(on.quality, q.quality),
    inList(on.exteriorName, q.exterior_names),
    ...floatAndClassConditions(q, on),
    subcategoryId !== null ? sql`${on.subcategoryId} = ${subcategoryId}` : null,
  ];
}

/** CAT-2: the list filters of several values, each with the items column it tests. */
const LIST_FILTERS = { type: i.type, quality: i.quality, heroes: i.hero, exterior_names: i.exteriorName, item_class: i.itemClass } as const;
type ListFilter = keyof typeof LIST_FILTERS;
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

function inList(column: ColumnRef, values: string[] | undefined): SQL | null {
  if (!values?.length) return null;
  return sql`${column} IN (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/**
 * SCALE-23: a search term's words, lower case, each to start a word of the title, or null when
 * the term has no letters or digits. The words are what the 'simple' parser makes of a title
 * (letters and digits; 'AK-47' is 'ak' and '47' too).
 */
function searchWords(term: string | undefined): string[] | null {
  const words = term?.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words?.length ? words : null;
}

/** SCALE-23: how a search term matches titles: by the words they start with, or anywhere in the title. */
export type SearchBy = 'words' | 'substring';

/**
 * SCALE-23: a search term matches titles with a word starting with each of its words (the GIN
 * index items_search, as a prefix tsquery: 'fire serp' -> 'fire:* & serp:*'); a term of symbols
 * only, or one asked `substring`, anywhere in the title (the trigram index).
 */
function searchCondition(term: string | undefined, by: SearchBy): SQL | null {
  if (!term) return null;
  const { conditions, rest } = skinSearchWords(term);
  if (rest) {
    const words = by === 'words' ? searchWords(rest) : null;
    conditions.push(words ? sql`${i.search} @@ to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})` : sql`${i.title} ILIKE ${likePattern(rest)}`);
  }
  return conditions.length ? sql.join(conditions, sql` AND `) : null;
}

/** CAT-2: the price bounds of a list query in euro cents, each inclusive (the query's prices are in its currency; a lower bound of 0 is none). */
export function priceBoundsCents(q: Pick<ItemsListQuery, 'price_from' | 'price_till'>, rate: number): { lo?: number; hi?: number } {
  return {
    ...(q.price_from !== undefined && q.price_from > 0 && { lo: toEuroCents(q.price_from, rate) }),
    ...(q.price_till !== undefined && { hi: toEuroCents(q.price_till, rate) }),
  };
}

/** CAT-2: the price bounds of a list query on `column`. */
function priceBounds(q: ItemsListQuery, rate: number, column: ColumnRef): (SQL | null)[] {
  const { lo, hi } = priceBoundsCents(q, rate);
  return [lo !== undefined ? sql`${column} >= ${lo}` : null, hi !== undefined ? sql`${column} <= ${hi}` : null];
}

/**
 * CAT-2: the WHERE of a list query. Only available items (sold and reserved never appear in
 * lists); prices in the query are in the requested currency, converted to euro cents once.
 */
export function listConditions(q: ItemsListQuery, rate: number, subcategoryId: number | null, searchBy: SearchBy = 'words'): SQL {
  const parts: (SQL | null)[] = [
    sql`${i.status} = 'available'`,
    searchCondition(q.search, searchBy),
    ...priceBounds(q, rate, i.priceCents),
    ...Object.entries(LIST_FILTERS).map(([filter, column]) => inList(column, q[filter as ListFilter])),
    q.sale ? sql`${i.oldPriceCents} > ${i.priceCents}` : null,
    q.new ? sql`${i.isNew}` : null,
    subcategoryId !== null ? sql`${i.subcategoryId} = ${subcategoryId}` : null,
    ...skinConditions(q),
  ];
  return sql.join(
    parts.filter((p): p is SQL => p !== null),
    sql` AND `,
  );
}

/** True when the query narrows the catalogue beyond "available items of cs2". */
export function isFiltered(q: ItemsListQuery, subcategoryId: number | null): boolean {
  return Boolean(
    q.search ||
      (q.price_from !== undefined && q.price_from > 0) ||
      q.price_till !== undefined ||
      q.type?.length ||
      q.quality?.length ||
      q.heroes?.length ||
      q.exterior_names?.length ||
      q.item_class?.length ||
      q.sale ||
      q.new ||
      isSkinFiltered(q) ||
      subcategoryId !== null,
  );
}
