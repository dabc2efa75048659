/**
 * SEAM-1: the face of the inventory module (the Steam inventory read through its adapter and cached, and the shop's instant quotes per market name).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { readSteamInventory } from './inventory-cache.ts';
export { quotesFor } from './quotes.ts';
