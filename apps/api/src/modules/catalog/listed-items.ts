import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { i, ITEM_TABLE, itemRowSchema, SUBCATEGORY_URL } from './list/columns.ts';

/** What a link to an item's details needs (productPath in the contract). */
export interface ListedItem {
  id: number;
  subcategory: string | null;
}

/** SEO-4: how many items are listed (available) now; counted, not estimated, so the sitemap's pages add up. */
export async function countListedItems(db: DbOrTx): Promise<number> {
  const [row] = await queryRows(db, z.object({ n: z.number().int() }), sql`SELECT count(*)::int AS n FROM ${ITEM_TABLE} WHERE ${i.status} = 'available'`);
  return row?.n ?? 0;
}

/** SEO-4: a slice of the listed items in id order (stable across the sitemap's pages). */
export async function listedItems(db: DbOrTx, offset: number, limit: number): Promise<ListedItem[]> {
  if (limit <= 0) return [];
  return queryRows(
    db,
    itemRowSchema.pick({ id: true, subcategory: true }),
    sql`SELECT ${i.id} AS id, ${SUBCATEGORY_URL} AS subcategory FROM ${ITEM_TABLE} WHERE ${i.status} = 'available' ORDER BY ${i.id} LIMIT ${limit} OFFSET ${offset}`,
  );
}
