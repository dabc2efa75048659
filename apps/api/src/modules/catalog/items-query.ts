import { toEuroCents, type ItemsListQuery } from '@skins/contract';
import { sql, type SQL } from 'drizzle-orm';

/** The product columns, with the subcategory's url from a join on `sc`. */
export const ITEM_COLUMNS = sql.raw(
  `i.id, i.title, i.type, i.price_cents, i.old_price_cents, i.discount_percentage, i.img_url, i.quality, i.exterior_name, i.hero, i.item_class, i.is_new, sc.url AS subcategory`,
);
export const ITEM_FROM = sql.raw(`items i LEFT JOIN categories sc ON sc.id = i.subcategory_id`);

/** Escapes LIKE wildcards so a search for "100%" matches the text, not everything. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function inList(column: string, values: string[] | undefined): SQL | null {
  if (!values?.length) return null;
  return sql`${sql.raw(column)} IN (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/**
 * CAT-2: the WHERE of a list query. Only available items (sold and reserved never appear in
 * lists); prices in the query are in the requested currency, converted to euro cents once.
 */
export function listConditions(q: ItemsListQuery, rate: number, subcategoryId: number | null): SQL {
  const parts: (SQL | null)[] = [
    sql`i.status = 'available'`,
    q.search ? sql`i.title ILIKE ${likePattern(q.search)}` : null,
    q.price_from !== undefined && q.price_from > 0 ? sql`i.price_cents >= ${toEuroCents(q.price_from, rate)}` : null,
    q.price_till !== undefined ? sql`i.price_cents <= ${toEuroCents(q.price_till, rate)}` : null,
    inList('i.type', q.type),
    inList('i.quality', q.quality),
    inList('i.hero', q.heroes),
    inList('i.exterior_name', q.exterior_names),
    inList('i.item_class', q.item_class),
    q.sale ? sql`i.old_price_cents > i.price_cents` : null,
    q.new ? sql`i.is_new` : null,
    subcategoryId !== null ? sql`i.subcategory_id = ${subcategoryId}` : null,
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
      subcategoryId !== null,
  );
}
