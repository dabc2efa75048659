import { describe, expect, it } from 'vitest';
import { convertCents, formatMoney, toEuroCents } from './money.ts';

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
});
