import type { FilterData } from '@skins/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { CURRENT_FACETS, ROOT_CATEGORY_ID } from './facet-counts.ts';

/** The rows of filterData. */
const rootRow = z.object({ id: z.number().int().nullable() });
const facetRow = z.object({ kind: z.string(), value: z.string(), n: z.number().int() });

/** The root category's id (cs2), or null in a shop with no categories yet. */
async function rootCategoryId(db: DbOrTx): Promise<number | null> {
  const [row] = await queryRows(db, rootRow, sql`SELECT ${ROOT_CATEGORY_ID} AS id`);
  return row?.id ?? null;
}

/**
 * GET /items/filter-data (spec §3 Filter data): the values that available items have, from the
 * facets; SKIN-7 adds the phases and every value's count of available items.
 */
export async function filterData(db: DbOrTx): Promise<FilterData> {
  const root = await rootCategoryId(db);
  const rows = root === null ? [] : await queryRows(db, facetRow, sql`SELECT kind, value, item_count AS n FROM ${CURRENT_FACETS} f WHERE item_count > 0 ORDER BY kind, value`);
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.value);
  const counts: FilterData['counts'] = {};
  for (const r of rows) (counts[r.kind] ??= {})[r.value] = r.n;
  return { types: of('type'), qualities: of('quality'), heroes: of('hero'), exterior_names: of('exterior_name'), classes: of('item_class'), phases: of('phase'), counts };
}
