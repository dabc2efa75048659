import { FALLBACK_CURRENCY } from './constants.ts';

/**
 * Converts integer euro cents into a major-unit amount of another currency.
 * `rate` is the currency's `value` (units per euro). Rounding is half-up to 2 decimals, done once.
 */
export function convertCents(cents: number, rate: number): number {
  const minor = cents * rate;
  // Half-up on the absolute value; Number.EPSILON guards 1.005-style binary artefacts.
  const rounded = Math.sign(minor) * Math.round(Math.abs(minor) + Number.EPSILON * Math.abs(minor));
  return rounded / 100;
}

/** Converts a major-unit amount in a currency back to euro cents (for filters and payments). */
export function toEuroCents(amount: number, rate: number): number {
  return Math.round((amount * 100) / (rate || 1));
}

/**
 * Spec §9: a price shows as the currency with exactly 2 decimals in en-US formatting;
 * when Intl cannot format the code, the symbol plus a 2-decimal number.
 */
export function formatMoney(amount: number, code: string = FALLBACK_CURRENCY.code, symbol?: string): string {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return `${symbol ?? code}${amount.toFixed(2)}`;
  }
}
