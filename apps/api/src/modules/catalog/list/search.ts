import type { ItemsListQuery, SortOrder } from '@skins/contract';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../../db/client.ts';
import { cachedAside } from '../list-cache.ts';
import { listConditions, type SearchBy } from './conditions.ts';
import { listEstimate } from './estimate.ts';
import { searchedPageQuery } from './matches.ts';
import { availableCount, COUNT_CAP } from './totals.ts';
import { correctedTerm } from './typo-words.ts';
import { lexemesRowSchema, wordSearch, type WordLexemes, type WordSearch } from './word-search.ts';

// SCALE-23, SCALE-26: a search's page and total, by its words or as a substring of the titles.

/** Past this many expected matches (5 % of 1M items) a search walks the price index instead. */
export const SEARCH_WALK_ROWS = 50_000;

/** The row of a searched page (searchedPage). */
const searchedRow = z.object({ n: z.number().int(), ids: z.array(z.number().int()) });

/**
 * SCALE-26: each word of a search with the lexemes it starts, or null when one starts none.
 * SCALE-30: a word's lexemes change only as items with new words come (which moves the version).
 * Their row count moves with every sale too, but it only chooses the word that leads, so a count a
 * few sales old costs at most a slower walk, never a wrong page.
 */
export async function lexemesOfWords(db: DbOrTx, words: WordSearch): Promise<WordLexemes[] | null> {
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

/** A search's page (its ids, null for an ordered walk of `where`) and total, and how it was searched. */
export interface Searched {
  ids: number[] | null;
  total: number;
  searchBy: SearchBy;
  /** SEARCH-6: the term as it was read when its typos were mended (an ordered walk reads it so too). */
  mended?: string;
}

/**
 * A search's page and total: by its words, and (SCALE-23) a fragment inside a word ('edline'),
 * which starts no word, anywhere in the title instead. SCALE-43: not when every word of the term
 * starts a title word and the word table answered: then no match means the filters (or the words
 * together) leave none, and the substring would only add items the same search without the
 * filters does not show.
 */
async function searchAsTyped(db: DbOrTx, q: ItemsListQuery, rate: number, subcategoryId: number | null): Promise<Searched> {
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

/** A search's page and total (searchAsTyped), and SEARCH-6: a term that found nothing read once more with its one-letter typos mended. */
export async function searchOf(db: DbOrTx, q: ItemsListQuery, rate: number, subcategoryId: number | null): Promise<Searched> {
  const searched = await searchAsTyped(db, q, rate, subcategoryId);
  const mended = searched.total === 0 && q.search ? await correctedTerm(db, q.search) : null;
  return mended ? { ...(await searchAsTyped(db, { ...q, search: mended }, rate, subcategoryId)), mended } : searched;
}
