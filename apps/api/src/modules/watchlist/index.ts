/**
 * SEAM-1: the face of the watchlist module (the items and market names a buyer starred, and the price alerts on them).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { alertWatchers } from './price-alerts.ts';
export { eraseWatchlistPersonalData, watchlistPersonalData } from './personal-data.ts';
