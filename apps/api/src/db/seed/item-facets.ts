import { sql } from 'drizzle-orm';
import { facetKinds, facetValueSql, itemFacets } from '../schema.ts';
import type { DbOrTx } from '../client.ts';
import { foldFacetDeltas } from '../../modules/catalog/index.ts';
import { catalogueCategoryIds } from './items.ts';

async function refreshFacetRows(tx: DbOrTx): Promise<void> {
  const { rootId } = await catalogueCategoryIds(tx);
  // The pending deltas are already in the items counted below (the fold keeps the catalogue's version).
  await foldFacetDeltas(tx);
  await tx.delete(itemFacets).where(sql`${itemFacets.categoryId} = ${rootId}`);
  for (const kind of facetKinds) {
    const column = sql.raw(facetValueSql[kind]);
    await tx.execute(sql`
      INSERT INTO item_facets (category_id, kind, value, item_count)
      SELECT ${rootId}, ${kind}, ${column}, count(*)::int
      FROM items i
      WHERE i.status = 'available' AND ${column} IS NOT NULL
      GROUP BY ${column}`);
  }
}

/**
 * Recomputes the filter facets of the cs2 root (spec §3 Filter data) from the available items:
 * one INSERT ... SELECT ... GROUP BY per kind, all in one transaction so readers never see a gap.
 * Inside an open transaction it runs in a savepoint.
 */
export async function refreshItemFacets(db: DbOrTx): Promise<void> {
  await db.transaction((tx) => refreshFacetRows(tx));
}
