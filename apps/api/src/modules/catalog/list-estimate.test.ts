import { describe, expect, it } from 'vitest';
import { histogramShare, rangeShare, type ColumnStats } from './list/estimate.ts';

describe('the share of a range of values (SCALE-37)', () => {
  const histogram = [0, 10, 20, 40, 80];

  it('SCALE-37: a histogram shares its values equally between its buckets, and linearly within one', () => {
    expect(histogramShare(histogram, -5)).toBe(0);
    expect(histogramShare(histogram, 0)).toBe(0);
    expect(histogramShare(histogram, 5)).toBe(0.125);
    expect(histogramShare(histogram, 10)).toBe(0.25);
    expect(histogramShare(histogram, 30)).toBe(0.625);
    expect(histogramShare(histogram, 60)).toBe(0.875);
    expect(histogramShare(histogram, 80)).toBe(1);
    expect(histogramShare(histogram, Infinity)).toBe(1);
    expect(histogramShare([], 5)).toBe(0);
  });

  it('SCALE-37: a range holds the common values inside it plus the histogram share of the rest of the non-null rows', () => {
    // 10 % nulls, 20 % the value 15, 10 % the value 70; the histogram is the other 60 %.
    const stats: ColumnStats = {
      nullShare: 0.1,
      common: [
        { value: 15, share: 0.2 },
        { value: 70, share: 0.1 },
      ],
      histogram,
    };
    expect(rangeShare(stats, {})).toBeCloseTo(0.9);
    expect(rangeShare(stats, { hi: 10 })).toBeCloseTo(0.6 * 0.25);
    expect(rangeShare(stats, { lo: 10, hi: 20 })).toBeCloseTo(0.2 + 0.6 * 0.25);
    expect(rangeShare(stats, { lo: 60 })).toBeCloseTo(0.1 + 0.6 * 0.125);
    expect(rangeShare(stats, { lo: 100 })).toBe(0);
  });

  it('SCALE-37: a column with common values only counts them; one without statistics has no share (the list is planned whole)', () => {
    expect(rangeShare({ nullShare: 0, common: [{ value: 1, share: 0.7 }, { value: 2, share: 0.3 }], histogram: [] }, { lo: 2 })).toBeCloseTo(0.3);
    expect(rangeShare({ nullShare: 0, common: [], histogram: [] }, { lo: 2 })).toBeNull();
  });
});
