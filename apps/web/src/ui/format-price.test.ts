import { convertCents } from '@skins/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from './format-price';

const intlFormat = (amount: number, code: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

describe('formatPrice', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const edges = [0, -0, 0.001, 0.005, 0.004999, 0.01, 0.1 + 0.2, 1.005, 1.015, 2.675, 9.995, 99.999, 999.995, 1234.5, 12_345.678, 999_999.995, 1_000_000, 123_456_789.12, 2 ** 53, 1e20, -0.001, -0.005, -1.005, -1234.5, -999_999.995];

  it("BUDGET-10: EUR, USD, GBP and PLN get exactly the text of Intl's en-US currency format (spec §9)", () => {
    const rates = [1, 1.08, 0.85, 4.3];
    const converted = Array.from({ length: 2000 }, (_, i) => convertCents(i * 7919 - 500_000, rates[i % rates.length] ?? 1));
    for (const code of ['EUR', 'USD', 'GBP', 'PLN'])
      for (const amount of [...edges, ...converted]) expect(formatPrice(amount, { code, symbol: '?' }), `${code} ${amount}`).toBe(intlFormat(amount, code));
  });

  it('BUDGET-10: a seeded currency builds no Intl.NumberFormat; other codes, and amounts without a plain decimal form, go through formatMoney', () => {
    const built = vi.fn();
    const RealNumberFormat = Intl.NumberFormat;
    vi.stubGlobal('Intl', {
      ...Intl,
      NumberFormat: class extends RealNumberFormat {
        constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
          super(...args);
          built(args[1]?.currency);
        }
      },
    });
    expect(formatPrice(1234.5, { code: 'EUR', symbol: '€' })).toBe('€1,234.50');
    expect(formatPrice(3, { code: 'USD', symbol: '$' })).toBe('$3.00');
    expect(built).not.toHaveBeenCalled();
    expect(formatPrice(3, { code: 'CHF', symbol: 'Fr' })).toBe(intlFormat(3, 'CHF'));
    expect(formatPrice(12, { code: 'NOT-A-CODE', symbol: 'Ȼ' })).toBe('Ȼ12.00');
    expect(formatPrice(1e21, { code: 'GBP', symbol: '£' })).toBe('£1,000,000,000,000,000,000,000.00');
    expect(built.mock.calls.map(([code]) => code)).toEqual(expect.arrayContaining(['CHF', 'GBP']));
  });
});
