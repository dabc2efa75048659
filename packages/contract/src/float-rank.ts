import { exteriorRanges } from './catalog-values.ts';

/**
 * LIST-3: where a float stands in its skin's float range: the range its market name's exterior
 * spans (Field-Tested is 0.15 up to 0.38), as a percentile from 0 (the best float it can have) to
 * 100. Without zod, so cards on the storefront's first view may import it (BUDGET-1).
 */
export function floatPercentile(float: number | null, exteriorName: string | null): number | null {
  const at = exteriorRanges.findIndex((r) => r.name === exteriorName);
  if (float === null || at < 0) return null;
  const from = exteriorRanges[at]!.from;
  const to = exteriorRanges[at + 1]?.from ?? 1;
  // eslint-disable-next-line no-restricted-syntax -- a share of the float range in percent, not money
  return Math.min(100, Math.max(0, ((float - from) / (to - from)) * 100));
}

/** LIST-3: a float in the first percent of its skin's float range is a 'low float'. */
export const LOW_FLOAT_PERCENTILE = 1;

/** LIST-3: whether a listing gets the 'low float' badge. */
export function isLowFloat(float: number | null, exteriorName: string | null): boolean {
  const percentile = floatPercentile(float, exteriorName);
  return percentile !== null && percentile < LOW_FLOAT_PERCENTILE;
}
