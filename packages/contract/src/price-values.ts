/** Zod-free, so that the details page's lazy price panel loads no schema (BUDGET-1). */

/** PRICE-2: the ranges a price history may span, in days; 30 when none is asked for. */
export const priceHistoryDays = [7, 30, 90, 365] as const;
export type PriceHistoryDays = (typeof priceHistoryDays)[number];
export const DEFAULT_PRICE_HISTORY_DAYS: PriceHistoryDays = 30;

/** PRICE-3: how a price compares with the 30-day median, as the details page words it. */
export type MedianComparison = { kind: 'below' | 'above'; percent: number } | { kind: 'at' } | { kind: 'none' };
export function compareWithMedian(percent: number | null): MedianComparison {
  if (percent === null) return { kind: 'none' };
  if (percent === 0) return { kind: 'at' };
  return percent < 0 ? { kind: 'below', percent: -percent } : { kind: 'above', percent };
}
