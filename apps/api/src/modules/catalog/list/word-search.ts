import type { ItemsListQuery } from '@skins/contract';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { itemWords } from '../tables.ts';
import { renderedAlias, type ColumnRef } from './columns.ts';
import { inList, priceBounds, searchWords } from './conditions.ts';
import { pageOfMatches } from './matches.ts';
import { listOrder } from './page-rows.ts';
import { floatAndClassConditions, skinSearchWords } from './skin-filters.ts';

// SCALE-26: a search by its title words, read from the word table (item_words) alone.

/** The word table, as a search's leading word (`w`) and each further word (`o`) read it. */
const w = renderedAlias(itemWords, 'w');
const o = renderedAlias(itemWords, 'o');
/** The word table as the probe for an item already met under an earlier lexeme of the leading word. */
const x = renderedAlias(itemWords, 'x');

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
 * subcategory are columns of item_words; a hero, weapon class, sale, new, phase, pattern,
 * stickers or (LIST-2) trade filter is not.
 */
function wordTableCarries(q: ItemsListQuery): boolean {
  return !(q.heroes?.length || q.item_class?.length || q.sale || q.new || q.phase?.length || q.pattern !== undefined || q.stickers !== undefined || q.trade !== undefined);
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
