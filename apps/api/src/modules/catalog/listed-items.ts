import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/** What a link to an item's details needs (productPath in the contract). */
export interface ListedItem {
  id: number;
  subcategory: string | null;
}

/** SEO-4: how many items are listed (available) now; counted, not estimated, so the sitemap's pages add up. */
export async function countListedItems(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM items WHERE status = 'available'`);
  return Number(row?.n ?? 0);
}

/** SEO-4: a slice of the listed items in id order (stable across the sitemap's pages). */
export async function listedItems(db: DbOrTx, offset: number, limit: number): Promise<ListedItem[]> {
  if (limit <= 0) return [];
  const rows = await queryRows<ListedItem>(
    db,
    sql`SELECT i.id, sc.url AS subcategory FROM items i LEFT JOIN categories sc ON sc.id = i.subcategory_id WHERE i.status = 'available' ORDER BY i.id LIMIT ${limit} OFFSET ${offset}`,
  );
  return rows.map((r) => ({ id: Number(r.id), subcategory: r.subcategory }));
}
