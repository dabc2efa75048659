import type { SortOrder } from '@skins/contract';
import { sql, type SQL } from 'drizzle-orm';
import { ITEM_TABLE, i } from './columns.ts';
import { listOrder } from './page-rows.ts';

// A search's matches as one statement: a page of them with their count, or all of them as a set.

/**
 * SCALE-23: the exact count `n` and the page's `ids` of a search's matches, in one pass. The
 * matches are materialised, which keeps the planner from walking the price index (where matches
 * of one skin cluster at its prices); they keep the columns of every sort under their own names
 * (id, price_cents, float_value, discount_percentage), so listOrder's "i".column names them in
 * the set (aliased i) as in the table.
 */
export function pageOfMatches(matches: SQL, sort: SortOrder, limit: number, offset: number): SQL {
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
