import { asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { items } from './tables.ts';

export type ItemRow = typeof items.$inferSelect;

/** The shop's items of these ids, in id order (packs list their skins, the operator picks one for a prompt). */
export async function findItemsByIds(db: DbOrTx, ids: readonly number[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(items).where(inArray(items.id, [...ids])).orderBy(asc(items.id));
}

/**
 * The items whose ids a one-column subquery answers, in its order: another module names its own
 * rows (the cart its cart_items, SEAM-11) and gets their items in the same round trip (issue 20).
 * A named prepared statement (issue 20): the caller builds it once per database handle, with
 * placeholders in `orderedIds` that each execute fills; the server parses it once per connection.
 */
export function prepareItemsInOrder(db: DbOrTx, orderedIds: SQLWrapper, name: string) {
  return db
    .select()
    .from(items)
    .where(sql`${items.id} = ANY(ARRAY(${orderedIds}))`)
    .orderBy(sql`array_position(ARRAY(${orderedIds}), ${items.id})`)
    .prepare(name);
}

/** ART-2: the Steam image address an item carries, or null (none, or no such item). */
export async function steamImageUrlOf(db: DbOrTx, id: number): Promise<string | null> {
  const [row] = await db.select({ url: items.steamImageUrl }).from(items).where(eq(items.id, id));
  return row?.url ?? null;
}
