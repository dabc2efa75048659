import type { SortOrder } from '@skins/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryPrepared, queryRows, type DbOrTx } from '../../../db/client.ts';
import { skinOrder } from './skin-filters.ts';
import { i, ITEM_COLUMNS, ITEM_TABLE, itemRowSchema, type ItemRow } from './columns.ts';

// A list page's statements once its ids are known or found by a walk: its order, its rows, its count.

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
 * The rows of a page (pageRows). SCALE-34: prepared unless its ids are a search's walk (the text
 * search's plan depends on how common its words are).
 */
export function rowsOf(db: DbOrTx, ids: readonly number[] | SQL, sort: SortOrder, prepared: boolean): Promise<ItemRow[]> {
  return (prepared ? queryPrepared : queryRows)(db, itemRowSchema, pageRows(ids, sort));
}
