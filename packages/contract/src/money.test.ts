import { describe, expect, it } from 'vitest';
import { MINOR_PER_MAJOR, convertCents, formatMoney, percentOf, ratioPercent, toEuroCents, toMajor, toMinor, toPercent, vatTotals } from './money.ts';

describe('money', () => {
  it('MONEY-1: converts cents to 2-decimal amounts, rounding half up once', () => {
    expect(convertCents(1000, 1)).toBe(10);
    expect(convertCents(1000, 1.08)).toBe(10.8);
    expect(convertCents(1, 0.5)).toBe(0.01);
    expect(convertCents(3, 0.5)).toBe(0.02);
    expect(convertCents(100_5, 1)).toBe(10.05);
    expect(convertCents(333, 4.3)).toBe(14.32);
  });

  it('MONEY-2: converts an amount in a currency back to euro cents', () => {
    expect(toEuroCents(10.8, 1.08)).toBe(1000);
    expect(toEuroCents(0, 4.3)).toBe(0);
  });

  it('MONEY-3: formats with exactly 2 decimals in en-US, with the symbol fallback', () => {
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatMoney(3, 'USD')).toBe('$3.00');
    expect(formatMoney(12, 'PLN')).toBe('PLN\u00a012.00');
    expect(formatMoney(12, 'NOT-A-CODE', 'Ȼ')).toBe('Ȼ12.00');
  });

  it('MONEY-3: a formatter kept per currency formats each call in its own currency, and the fallback keeps each call\'s symbol', () => {
    expect(['EUR', 'USD', 'EUR', 'PLN', 'USD'].map((code) => formatMoney(0.5, code))).toEqual(['€0.50', '$0.50', '€0.50', 'PLN\u00a00.50', '$0.50']);
    expect(formatMoney(1, 'NOT-A-CODE', 'Ȼ')).toBe('Ȼ1.00');
    expect(formatMoney(2, 'NOT-A-CODE', 'ɃɃ')).toBe('ɃɃ2.00');
    expect(formatMoney(2, 'NOT-A-CODE')).toBe('NOT-A-CODE2.00');
  });

  it('MONEY-1: major amounts convert to whole minor units (rounded to the nearest unit) and back (unrounded)', () => {
    expect(MINOR_PER_MAJOR).toBe(100);
    expect(toMinor(12.34)).toBe(1234);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(1.005)).toBe(100);
    expect(toMinor(0.015)).toBe(2);
    expect(toMinor(-2.5)).toBe(-250);
    expect(toMajor(1234)).toBe(12.34);
    expect(toMajor(-5)).toBe(-0.05);
    expect(toMajor(toMinor(19.999))).toBe(20);
  });

  it('MONEY-5: percentages of money: a part as a whole percent, rounded; a percent of an amount, unrounded', () => {
    expect(ratioPercent(2500 - 2000, 2500)).toBe(20);
    expect(ratioPercent(1, 3)).toBe(33);
    expect(ratioPercent(-1, 8)).toBe(-12);
    expect(toPercent(1 - 2 / 3)).toBe(33);
    expect(percentOf(1000, 19)).toBe(190);
    expect(percentOf(999, 19)).toBe(189.81);
    expect(vatTotals(999, 0, 19)).toEqual({ vatCents: 190, totalCents: 1189 });
  });
});
