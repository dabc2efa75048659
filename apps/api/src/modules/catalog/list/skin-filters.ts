import { exteriorRanges, type ItemsListQuery, type SortOrder, type StattrakFilter } from '@skins/contract';
import { sql, type SQL } from 'drizzle-orm';
import { i, type ColumnRef } from './columns.ts';

/**
 * Spec issue 19 "Finding": the list's skin filters, search words and sorts, kept apart from the
 * list query's plumbing (conditions.ts, word-search.ts, page-rows.ts) that only calls them.
 */

/** SKIN-8: the columns a search's class and exterior words test: the items' (`i`), or item_words' that carry them. */
export interface FlagColumns {
  stattrak: ColumnRef;
  souvenir: ColumnRef;
  exteriorName: ColumnRef;
}

/** SKIN-5 (SCALE-41): the columns of the float and class filters: the items' (`i`), or item_words' that carry them. */
export interface FloatAndFlagColumns extends FlagColumns {
  floatValue: ColumnRef;
}

/** SKIN-5: each `stattrak` choice on the columns `on`; several are OR-ed. */
function stattrakCondition(choice: StattrakFilter, on: FlagColumns): SQL {
  if (choice === 'stattrak') return sql`${on.stattrak}`;
  if (choice === 'souvenir') return sql`${on.souvenir}`;
  return sql`NOT ${on.stattrak} AND NOT ${on.souvenir}`;
}

/** SKIN-5: the float range (inclusive at both ends) and the class choices of a list query, on the columns `on`. */
export function floatAndClassConditions(q: ItemsListQuery, on: FloatAndFlagColumns): (SQL | null)[] {
  return [
    q.float_from !== undefined ? sql`${on.floatValue} >= ${q.float_from}` : null,
    q.float_to !== undefined ? sql`${on.floatValue} <= ${q.float_to}` : null,
    q.stattrak?.length
      ? sql`(${sql.join(
          q.stattrak.map((v) => sql`(${stattrakCondition(v, on)})`),
          sql` OR `,
        )})`
      : null,
  ];
}

/** SKIN-5: the skin filters of a list query. */
export function skinConditions(q: ItemsListQuery): (SQL | null)[] {
  return [
    ...floatAndClassConditions(q, i),
    q.phase?.length
      ? sql`${i.phase} IN (${sql.join(
          q.phase.map((v) => sql`${v}`),
          sql`, `,
        )})`
      : null,
    q.pattern !== undefined ? sql`${i.paintSeed} = ${q.pattern}` : null,
    q.stickers === undefined ? null : q.stickers ? sql`${i.stickers} <> '[]'::jsonb` : sql`${i.stickers} = '[]'::jsonb`,
    tradeCondition(q),
  ];
}

/** LIST-2: 'tradable' items have no trade lock or one that has ended; 'protected' ones are locked now (Steam's trade protection). */
function tradeCondition(q: ItemsListQuery): SQL | null {
  if (q.trade === 'tradable') return sql`(${i.tradeLockUntil} IS NULL OR ${i.tradeLockUntil} <= now())`;
  if (q.trade === 'protected') return sql`${i.tradeLockUntil} > now()`;
  return null;
}

/** True when a skin filter narrows the list. */
export function isSkinFiltered(q: ItemsListQuery): boolean {
  return q.float_from !== undefined || q.float_to !== undefined || Boolean(q.stattrak?.length) || Boolean(q.phase?.length) || q.pattern !== undefined || q.stickers !== undefined || q.trade !== undefined;
}

/** SKIN-8: the condition of a search word that names a class or an exterior rather than a part of the title, else null. */
function searchWord(word: string, on: FlagColumns): SQL | null {
  const w = word.toLowerCase();
  if (w === 'stattrak' || w === 'stattrak™') return sql`${on.stattrak}`;
  if (w === 'souvenir') return sql`${on.souvenir}`;
  const exterior = exteriorRanges.find((r) => r.short.toLowerCase() === w);
  return exterior ? sql`${on.exteriorName} = ${exterior.name}` : null;
}

/**
 * SKIN-8: the words of a search that match a flag or an exterior rather than the title: "StatTrak"
 * and "Souvenir", and FN, MW, FT, WW, BS as whole words (their `conditions`, on the columns `on`);
 * the `rest` of the term is matched against the title (conditions.ts's searchCondition).
 */
export function skinSearchWords(search: string, on: FlagColumns = i): { conditions: SQL[]; rest: string } {
  const words = search.split(/\s+/).filter(Boolean);
  return { conditions: words.map((w) => searchWord(w, on)).filter((c): c is SQL => c !== null), rest: words.filter((w) => searchWord(w, on) === null).join(' ') };
}

/** SKIN-6: the order of the float and discount sorts (then the id, a stable order for paging), else null. */
export function skinOrder(sort: SortOrder): SQL | null {
  switch (sort) {
    case 'float_asc':
      return sql`${i.floatValue} ASC NULLS LAST, ${i.id} ASC`;
    case 'float_desc':
      return sql`${i.floatValue} DESC NULLS LAST, ${i.id} DESC NULLS LAST`;
    case 'discount':
      return sql`${i.discountPercentage} DESC, ${i.priceCents} DESC, ${i.id} DESC`;
    default:
      return null;
  }
}
