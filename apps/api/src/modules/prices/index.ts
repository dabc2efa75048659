/**
 * SEAM-1: the face of the prices module (the sales of every market name, their price history and reference prices).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { startPriceJobs } from './jobs.ts';
export { isListedMarketName } from './listed-market-names.ts';
export { marketNameOf } from './market-name-of.ts';
export { refreshReferencePrices, type SweepOutcome } from './reference-sweep.ts';
export { type SoldLine, recordSales, salesInsert } from './sales.ts';
