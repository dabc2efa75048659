import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../../db/client.ts';
import { itemWords } from '../tables.ts';
import { cachedAside } from '../list-cache.ts';
import { searchWords } from './conditions.ts';

// SEARCH-6: a search word with a one-letter typo ('redlime', 'rdline') read as the title word it misses.

const LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Shorter words have too many neighbours one letter away to guess from. */
const MIN_TYPO_LENGTH = 4;
/** Past the last code point: `word || TOP` bounds the lexemes that start with `word` (item_words' lexeme is COLLATE "C"). */
const TOP = String.fromCodePoint(0x10ffff);

/** SEARCH-6: the words one edit away from `word` (a letter left out, changed, swapped with the next, or added), nearest kinds first. */
export function oneEditAway(word: string): string[] {
  const out = new Set<string>();
  for (let k = 0; k < word.length; k++) {
    if (k + 1 < word.length) out.add(word.slice(0, k) + word[k + 1] + word[k] + word.slice(k + 2));
    for (const c of LETTERS) out.add(word.slice(0, k) + c + word.slice(k + 1));
    out.add(word.slice(0, k) + word.slice(k + 1));
  }
  for (let k = 0; k <= word.length; k++) for (const c of LETTERS) out.add(word.slice(0, k) + c + word.slice(k));
  out.delete(word);
  return [...out];
}

const nearestRow = z.object({ nearest: z.string().nullable() });

/**
 * SEARCH-6: the search term with each word that starts no title word (of MIN_TYPO_LENGTH letters
 * or more) replaced by the first word one edit away that does, or null when no word changed. One
 * statement (an index probe per variant of each such word), cached like a word's lexemes; the
 * list only asks it when the term found nothing, so a search that finds items never pays for it.
 */
export async function correctedTerm(db: DbOrTx, term: string): Promise<string | null> {
  const words = searchWords(term) ?? [];
  const corrected = await Promise.all(
    words.map((word) => (word.length < MIN_TYPO_LENGTH ? word : cachedAside(db, JSON.stringify(['typo', word]), () => nearestWord(db, word)))),
  );
  return corrected.some((w, k) => w !== words[k]) ? corrected.join(' ') : null;
}

/**
 * SEARCH-6: `word` when a title word starts with it, else a word of oneEditAway's that does (the
 * first met), else `word`. The variants are probed only when the word itself starts none, and
 * only until one does: a term whose words all start title words (its filters left nothing) costs
 * one probe a word.
 */
async function nearestWord(db: DbOrTx, word: string): Promise<string> {
  const starts = (variant: SQL) => sql`EXISTS (SELECT 1 FROM ${itemWords} WHERE ${itemWords.lexeme} >= ${variant} AND ${itemWords.lexeme} < ${variant} || ${TOP})`;
  // One text parameter (drizzle spreads an array into a row); the words hold letters and digits only, never a comma.
  const variants = sql`unnest(string_to_array(${oneEditAway(word).join(',')}, ','))`;
  const [row] = await queryRows(
    db,
    nearestRow,
    sql`SELECT CASE WHEN ${starts(sql`${word}::text`)} THEN ${word}::text ELSE (SELECT v FROM ${variants} AS v WHERE ${starts(sql`v`)} LIMIT 1) END AS nearest`,
  );
  return row?.nearest ?? word;
}
