import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { items } from './tables.ts';

export type ItemRow = typeof items.$inferSelect;

/** The shop's items of these ids, in id order (packs list their skins, the operator picks one for a prompt). */
export async function findItemsByIds(db: DbOrTx, ids: readonly number[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(items).where(inArray(items.id, [...ids])).orderBy(asc(items.id));
}
