import { eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client.ts';
import { categories, items } from '../src/modules/catalog/tables.ts';
import { bumpCatalogVersion } from '../src/modules/catalog/list-cache.ts';
import { shiftFacetCounts } from '../src/modules/catalog/facet-counts.ts';

let seq = 0;

/** A valid item row; every test names what it cares about in overrides. */
export function buildItem(overrides: Partial<typeof items.$inferInsert> = {}): Omit<typeof items.$inferInsert, 'categoryId'> & { categoryId?: number } {
  seq += 1;
  return {
    title: `Test Skin ${seq}`,
    type: 'Rifle',
    quality: 'Mil-Spec',
    exteriorName: 'Field-Tested',
    itemClass: 'Normal',
    priceCents: 1000 + seq,
    imgUrl: `items/rifle/test-skin-${seq}.svg`,
    ...overrides,
  };
}

export async function rootCategoryId(db: DbOrTx): Promise<number> {
  const [root] = await db.select({ id: categories.id }).from(categories).where(isNull(categories.parentId)).limit(1);
  if (!root) throw new Error('the test database has no root category');
  return root.id;
}

export async function subcategoryId(db: DbOrTx, url: string): Promise<number> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.url, url)).limit(1);
  if (!row) throw new Error(`no subcategory ${url}`);
  return row.id;
}

/** Inserts items (under the cs2 root unless given), counts them in the facets and marks cached list pages stale. */
export async function insertItems(db: DbOrTx, list: Partial<typeof items.$inferInsert>[]) {
  const root = await rootCategoryId(db);
  const rows = await db
    .insert(items)
    .values(list.map((o) => ({ categoryId: root, ...buildItem(o) })))
    .returning();
  // Counted in the facets as the shop counts items that come to it (CAT-44).
  await shiftFacetCounts(
    db,
    rows.filter((r) => r.status === 'available').map((r) => r.id),
    1,
  );
  await bumpCatalogVersion(db);
  return rows;
}

export async function insertItem(db: DbOrTx, overrides: Partial<typeof items.$inferInsert> = {}) {
  const [row] = await insertItems(db, [overrides]);
  return row!;
}

/** Changes an item's status (sold, reserved) the way the checkout will: with a version bump. */
export async function setItemStatus(db: DbOrTx, id: number, status: 'available' | 'reserved' | 'sold') {
  const [before] = await db.select({ status: items.status }).from(items).where(eq(items.id, id));
  await db.update(items).set({ status }).where(eq(items.id, id));
  // The facets count available items only (CAT-44).
  const wasAvailable = before?.status === 'available';
  if (wasAvailable !== (status === 'available')) await shiftFacetCounts(db, [id], wasAvailable ? -1 : 1);
  await bumpCatalogVersion(db);
}

export const countAvailable = async (db: DbOrTx) =>
  Number(((await db.execute(sql`SELECT count(*)::int AS n FROM items WHERE status = 'available'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
