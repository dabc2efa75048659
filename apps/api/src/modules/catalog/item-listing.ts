import type { ItemListing, ItemListingState } from '@skins/contract';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findItemsByIds } from './item-rows.ts';
import { itemMarketName } from './market-names.ts';
import type { ItemStatus } from './tables.ts';

/** CAT-45: a held (reserved) or withdrawn item may come back; a sold one does not. */
const stateOf: Record<ItemStatus, ItemListingState> = { available: 'available', sold: 'sold', reserved: 'unavailable', withdrawn: 'unavailable' };

/**
 * CAT-45: GET /items/{id}/listing: whatever its status, a known item's title, market name and
 * where it stands, so that the page of a sold item can say so and link the same skin's other
 * listings (GET /items/{id} stays a 404 for it, as the spec has it). Unknown ids are a 404.
 */
export async function itemListing(db: DbOrTx, id: number): Promise<ItemListing | null> {
  const [row] = await findItemsByIds(db, [id]);
  if (!row) return null;
  return { id: row.id, title: row.title, market_name: itemMarketName({ title: row.title, exterior_name: row.exteriorName, stattrak: row.stattrak, souvenir: row.souvenir }), state: stateOf[row.status] };
}

/** CAT-45: the answer of GET /items/{id}/listing; an unknown id is CATALOG_ITEM_NOT_FOUND. */
export async function requireItemListing(db: DbOrTx, id: number): Promise<ItemListing> {
  const listing = await itemListing(db, id);
  if (!listing) throw new AppError('CATALOG_ITEM_NOT_FOUND');
  return listing;
}
