import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { facetKinds, facetValueSql } from './tables.ts';

/** The root category the facets belong to: the first top-level one (cs2); filter-data reads the same. */
export const ROOT_CATEGORY_ID = sql`(SELECT id FROM categories WHERE parent_id IS NULL ORDER BY position, id LIMIT 1)`;

/** An arbitrary constant: the advisory lock that lets one fold run at a time, across processes. */
const FOLD_LOCK_ID = 727_362;

/** (kind, value) for every facet kind of the delta row `d` (its columns are named after the kinds). */
const DELTA_KIND_VALUES = sql.join(
  facetKinds.map((kind) => sql`(${kind}, d.${sql.raw(kind)})`),
  sql`, `,
);

/** The delta row's columns (named after the kinds) and an item's values of them (SKIN-7 derives some). */
const DELTA_COLUMNS = sql.raw(facetKinds.join(', '));
const ITEM_FACET_VALUES = sql.raw(facetKinds.map((kind) => facetValueSql[kind]).join(', '));

/**
 * CAT-44, SCALE-1: item_facets count the available items per filter value (filter-data, and the
 * total of an unfiltered list, CAT-3). Items that leave the shop (-1) or come back (+1) append one
 * delta row each, with the facet values they have, in the caller's transaction. Insert-only: two
 * checkouts of different items share no row, so neither waits for the other (a shared counter row
 * made every sale queue behind the last one). The rows count as soon as they commit (CURRENT_FACETS)
 * and the jobs timer folds them into item_facets (foldFacetDeltas).
 */
export async function shiftFacetCounts(tx: DbOrTx, itemIds: readonly number[], direction: -1 | 1): Promise<void> {
  if (itemIds.length === 0) return;
  const ids = sql.join(
    itemIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(facetDeltaRows(direction, sql`items i WHERE i.id IN (${ids})`));
}

/**
 * The delta rows of shiftFacetCounts as one statement, for the item rows `from` names as `i` (a
 * table or a data-modifying CTE's rows): a sale's item update carries its rows in the same
 * statement (issue 20: one round trip less per purchase).
 */
export function facetDeltaRows(direction: -1 | 1, from: SQL): SQL {
  return sql`INSERT INTO item_facet_deltas (delta, ${DELTA_COLUMNS}) SELECT ${direction}, ${ITEM_FACET_VALUES} FROM ${from}`;
}

/**
 * CAT-44, SCALE-1: the root category's facets as clients see them, a subquery of (kind, value,
 * item_count): the folded counts plus the deltas not yet folded. A count never goes below zero
 * (items added by hand may not have been counted).
 */
export const CURRENT_FACETS = sql`(SELECT c.kind, c.value, GREATEST(sum(c.n), 0)::int AS item_count FROM (
    SELECT kind, value, item_count AS n FROM item_facets WHERE category_id = ${ROOT_CATEGORY_ID}
    UNION ALL
    SELECT k.kind, k.value, d.delta AS n FROM item_facet_deltas d CROSS JOIN LATERAL (VALUES ${DELTA_KIND_VALUES}) AS k(kind, value) WHERE k.value IS NOT NULL
  ) c GROUP BY c.kind, c.value)`;

/**
 * SCALE-1: moves the committed delta rows into item_facets, in one transaction: the counts clients
 * see (CURRENT_FACETS) stay the same, and the catalogue's version (catalog_state, which drops every
 * cached list page) is not touched: the sales behind the rows left the cached pages already
 * (SCALE-20). Answers how many rows it folded. Runs on the jobs timer; one fold at a time.
 */
export async function foldFacetDeltas(db: DbOrTx): Promise<number> {
  const [pending] = await queryRows(db, z.object({ any: z.boolean() }), sql`SELECT EXISTS (SELECT 1 FROM item_facet_deltas) AS any`);
  if (!pending?.any) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FOLD_LOCK_ID})`);
    const [row] = await queryRows(
      tx,
      z.object({ n: z.number().int() }),
      sql`WITH moved AS (DELETE FROM item_facet_deltas d RETURNING d.*),
        per AS (SELECT k.kind, k.value, sum(d.delta)::int AS n FROM moved d CROSS JOIN LATERAL (VALUES ${DELTA_KIND_VALUES}) AS k(kind, value)
          WHERE k.value IS NOT NULL GROUP BY k.kind, k.value),
        updated AS (UPDATE item_facets f SET item_count = GREATEST(f.item_count + per.n, 0) FROM per
          WHERE f.category_id = ${ROOT_CATEGORY_ID} AND f.kind = per.kind AND f.value = per.value RETURNING f.kind, f.value),
        added AS (INSERT INTO item_facets (category_id, kind, value, item_count)
          SELECT ${ROOT_CATEGORY_ID}, per.kind, per.value, per.n FROM per
          WHERE per.n > 0 AND NOT EXISTS (SELECT 1 FROM updated u WHERE u.kind = per.kind AND u.value = per.value) RETURNING 1)
      SELECT count(*)::int AS n FROM moved`,
    );
    return row?.n ?? 0;
  });
}
