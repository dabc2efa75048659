/**
 * SEAM-1: the face of the prices module (the sales of every market name and their price history).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { isListedMarketName } from './listed-market-names.ts';
export { marketNameOf } from './market-name-of.ts';
export { type SoldLine, recordSales, salesInsert } from './sales.ts';
