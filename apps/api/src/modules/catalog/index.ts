/**
 * SEAM-1: the face of the catalog module (the items, their categories and facets, the list cache, and the holds that take items out of the shop).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { listSubcategories } from './categories.ts';
export { foldFacetDeltas } from './facet-counts.ts';
export { findAvailableItem } from './item-details.ts';
export { relistSold, releaseReserved, sellReserved, takeItems } from './item-holds.ts';
export { itemListing } from './item-listing.ts';
export { findItemsByIds, prepareItemsInOrder, steamImageUrlOf, type ItemRow } from './item-rows.ts';
export { bumpCatalogVersion, listCacheCounts } from './list-cache.ts';
export { countListedItems, listedItems, type ListedItem } from './listed-items.ts';
export { onItemsListed } from './listing-hooks.ts';
export { isItemMarketName, itemMarketName } from './market-names.ts';
export { listedNames, setReferencePrices, type ListedName } from './reference-prices.ts';
export { holdProtectedItem, listHeldItems, unlistReversedItem } from './protected-items.ts';
