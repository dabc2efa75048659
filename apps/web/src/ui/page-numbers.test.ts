import { describe, expect, it } from 'vitest';
import { pageNumbers } from './page-numbers';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const gap = null;

describe('pageNumbers', () => {
  it('CAT-34: with at most 7 pages, every page is shown at both widths', () => {
    for (const pages of range(7)) {
      for (const current of range(pages)) {
        expect(pageNumbers(current, pages, false)).toEqual(range(pages));
        expect(pageNumbers(current, pages, true)).toEqual(range(pages));
      }
    }
  });

  it('CAT-34: with more than 7 pages, wide screens show the first 4, the current and the last, with ellipses', () => {
    expect(pageNumbers(1, 8, false)).toEqual([1, 2, 3, 4, gap, 8]);
    expect(pageNumbers(4, 8, false)).toEqual([1, 2, 3, 4, gap, 8]);
    expect(pageNumbers(5, 8, false)).toEqual([1, 2, 3, 4, 5, gap, 8]);
    expect(pageNumbers(6, 8, false)).toEqual([1, 2, 3, 4, gap, 6, gap, 8]);
    expect(pageNumbers(7, 8, false)).toEqual([1, 2, 3, 4, gap, 7, 8]);
    expect(pageNumbers(8, 8, false)).toEqual([1, 2, 3, 4, gap, 8]);
    expect(pageNumbers(10, 20, false)).toEqual([1, 2, 3, 4, gap, 10, gap, 20]);
    expect(pageNumbers(19, 20, false)).toEqual([1, 2, 3, 4, gap, 19, 20]);
  });

  it('CAT-34: with more than 7 pages, screens up to 640 px show the first page, the current and the last', () => {
    expect(pageNumbers(1, 8, true)).toEqual([1, gap, 8]);
    expect(pageNumbers(2, 8, true)).toEqual([1, 2, gap, 8]);
    expect(pageNumbers(3, 20, true)).toEqual([1, gap, 3, gap, 20]);
    expect(pageNumbers(19, 20, true)).toEqual([1, gap, 19, 20]);
    expect(pageNumbers(20, 20, true)).toEqual([1, gap, 20]);
  });

  it('CAT-34: for 1 to 20 pages at both widths, each page as current gives exactly the rule pages, in order, with an ellipsis at every gap', () => {
    for (const narrow of [false, true]) {
      for (const pages of range(20)) {
        for (const current of range(pages)) {
          const slots = pageNumbers(current, pages, narrow);
          const numbers = slots.filter((s): s is number => s !== null);
          const expected = pages <= 7 ? range(pages) : [...new Set([...range(narrow ? 1 : 4), current, pages])].sort((a, b) => a - b);
          expect(numbers, `${current}/${pages} narrow=${narrow}`).toEqual(expected);
          expect(slots[0]).toBe(1);
          expect(slots.at(-1)).toBe(pages);
          for (const [i, s] of slots.entries()) {
            if (s !== null) continue;
            const before = slots[i - 1];
            const after = slots[i + 1];
            expect(typeof before === 'number' && typeof after === 'number' && after - before > 1).toBe(true);
          }
          // Every gap between two shown numbers carries exactly one ellipsis.
          const gaps = numbers.filter((n, i) => i > 0 && n - (numbers[i - 1] ?? n) > 1).length;
          expect(slots.length - numbers.length).toBe(gaps);
        }
      }
    }
  });
});
