import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { facetKinds, facetValueSql } from './tables.ts';

/** The root category the facets belong to: the first top-level one (cs2); filter-data reads the same. */
export const ROOT_CATEGORY_ID = sql`(SELECT id FROM categories WHERE parent_id IS NULL ORDER BY position, id LIMIT 1)`;

/** (kind, the item's value) for every facet kind. */
const KIND_VALUES = sql.join(
  facetKinds.map((kind) => sql`(${kind}, ${sql.raw(facetValueSql[kind])})`),
  sql`, `,
);

/** Each filter value of the given items with how many of them have it. */
function valuesOf(itemIds: readonly number[]) {
  const ids = sql.join(
    itemIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`SELECT k.kind, k.value, count(*)::int AS n
    FROM items i CROSS JOIN LATERAL (VALUES ${KIND_VALUES}) AS k(kind, value)
    WHERE i.id IN (${ids}) AND k.value IS NOT NULL
    GROUP BY k.kind, k.value`;
}

/**
 * CAT-44: item_facets count the available items per filter value (filter-data, and the total of
 * an unfiltered list, CAT-3). Items that leave the shop (-1) or come back (+1) move the counts in
 * the caller's transaction. The facet rows are locked in (kind, value) order, after the items (id
 * order) and before catalog_state, so concurrent checkouts always lock in one order and cannot
 * deadlock. A count never goes below zero (items added by hand may not have been counted).
 */
export async function shiftFacetCounts(tx: DbOrTx, itemIds: readonly number[], direction: -1 | 1): Promise<void> {
  if (itemIds.length === 0) return;
  const values = valuesOf(itemIds);
  await tx.execute(sql`SELECT 1 FROM item_facets f JOIN (${values}) d ON d.kind = f.kind AND d.value = f.value
    WHERE f.category_id = ${ROOT_CATEGORY_ID} ORDER BY f.kind, f.value FOR NO KEY UPDATE OF f`);
  if (direction < 0) {
    await tx.execute(sql`UPDATE item_facets f SET item_count = GREATEST(f.item_count - d.n, 0)
      FROM (${values}) d WHERE f.category_id = ${ROOT_CATEGORY_ID} AND f.kind = d.kind AND f.value = d.value`);
  } else {
    await tx.execute(sql`INSERT INTO item_facets (category_id, kind, value, item_count)
      SELECT ${ROOT_CATEGORY_ID}, d.kind, d.value, d.n FROM (${values}) d ORDER BY d.kind, d.value
      ON CONFLICT (category_id, kind, value) DO UPDATE SET item_count = item_facets.item_count + excluded.item_count`);
  }
}
