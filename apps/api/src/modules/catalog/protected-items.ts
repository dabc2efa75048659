import { eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { shiftFacetCounts } from './facet-counts.ts';
import { moveItems } from './item-holds.ts';
import { bumpCatalogVersion, itemsLeftShop } from './list-cache.ts';
import { items, type ItemStatus } from './tables.ts';

/**
 * PROTECT-5, PROTECT-6, PROTECT-7: the catalogue item listed for a skin the shop received under
 * Steam's trade protection: it cannot be traded on until `until` (trade_lock_until) nor sold
 * (sale_held_until). `hide` (protected_listing 'hidden') takes an available item out of the shop
 * until the sweep lists it again (listHeldItems); otherwise it stays listed with its date. A sold
 * or unknown item is a 409 or 404.
 */
export async function holdProtectedItem(tx: DbOrTx, itemId: number, until: Date, hide: boolean): Promise<void> {
  const [row] = await tx.select({ status: items.status }).from(items).where(eq(items.id, itemId)).for('update');
  if (!row) throw new AppError('OPS_ITEM_NOT_FOUND');
  if (row.status === 'sold' || row.status === 'reserved') throw new AppError('OFFER_ITEM_NOT_LINKABLE');
  await tx.update(items).set({ tradeLockUntil: until, saleHeldUntil: until }).where(eq(items.id, itemId));
  if (hide && row.status === 'available') {
    await shiftFacetCounts(tx, [itemId], -1);
    await moveItems(tx, [itemId], 'withdrawn', 'available');
    itemsLeftShop([itemId]);
  }
  await bumpCatalogVersion(tx);
}

/**
 * PROTECT-6: the held items whose trade protection has ended: those the protection took out of the
 * shop (withdrawn while held) are listed again, all of them are for sale. Answers the ids listed again.
 */
export async function listHeldItems(tx: DbOrTx, now: Date): Promise<number[]> {
  const due = await tx.update(items).set({ saleHeldUntil: null }).where(lte(items.saleHeldUntil, now)).returning({ id: items.id, status: items.status });
  if (due.length === 0) return [];
  const listed = await moveItems(tx, due.filter((r) => r.status === 'withdrawn').map((r) => r.id), 'available', 'withdrawn');
  await shiftFacetCounts(tx, listed, 1);
  await bumpCatalogVersion(tx);
  return listed;
}

/**
 * PROTECT-8: a reversed trade's item leaves the shop (withdrawn, no longer held). Answers the status
 * it was in: 'sold' (or 'reserved': an order is being paid) tells the caller an order is broken.
 */
export async function unlistReversedItem(tx: DbOrTx, itemId: number): Promise<ItemStatus | null> {
  const [row] = await tx.select({ status: items.status }).from(items).where(eq(items.id, itemId)).for('update');
  if (!row) return null;
  await tx.update(items).set({ saleHeldUntil: null }).where(eq(items.id, itemId));
  if (row.status === 'available') {
    await shiftFacetCounts(tx, [itemId], -1);
    await moveItems(tx, [itemId], 'withdrawn', 'available');
    itemsLeftShop([itemId]);
    await bumpCatalogVersion(tx);
  }
  return row.status;
}
