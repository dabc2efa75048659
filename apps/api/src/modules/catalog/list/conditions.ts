import { toEuroCents, type ItemsListQuery } from '@skins/contract';
import { sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../../../db/like-pattern.ts';
import { i, type ColumnRef } from './columns.ts';
import { isSkinFiltered, skinConditions, skinSearchWords } from './skin-filters.ts';

// CAT-2: the conditions of a list query on the items: its filters, price bounds and search term.

/** CAT-2: the list filters of several values, each with the items column it tests. */
export const LIST_FILTERS = { type: i.type, quality: i.quality, heroes: i.hero, exterior_names: i.exteriorName, item_class: i.itemClass } as const;
export type ListFilter = keyof typeof LIST_FILTERS;

/** CAT-2: `column` is one of `values`, or null when there are none. */
export function inList(column: ColumnRef, values: string[] | undefined): SQL | null {
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
export function searchWords(term: string | undefined): string[] | null {
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
export function priceBounds(q: ItemsListQuery, rate: number, column: ColumnRef): (SQL | null)[] {
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
