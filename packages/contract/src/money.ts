import { FALLBACK_CURRENCY } from './constants.ts';

/**
 * MONEY-1: every amount is kept in minor units (cents; 1/100 of a credit or of any 2-decimal
 * currency). The one place that knows the factor: outside this file, lint refuses `* 100` and
 * `/ 100` (eslint.config.js).
 */
export const MINOR_PER_MAJOR = 100;

/** MONEY-1: a major-unit amount (2 decimals at most) in minor units, rounded to the nearest unit. */
export const toMinor = (major: number): number => Math.round(major * MINOR_PER_MAJOR);

/** MONEY-1: minor units as a major-unit amount (no rounding: minor units are whole). */
export const toMajor = (minor: number): number => minor / MINOR_PER_MAJOR;

/** A ratio (0.25) as a whole percent (25), rounded to the nearest percent. */
export const toPercent = (ratio: number): number => Math.round(ratio * 100);

/** `part` of `whole` as a whole percent, rounded (a discount's percentage, a price against the median). */
export const ratioPercent = (part: number, whole: number): number => toPercent(part / whole);

/** `percent` % of `amount`, unrounded (VAT, a price shifted by a percentage). */
export const percentOf = (amount: number, percent: number): number => (amount * percent) / 100;

/**
 * Converts integer euro cents into a major-unit amount of another currency.
 * `rate` is the currency's `value` (units per euro). Rounding is half-up to 2 decimals, done once.
 */
export function convertCents(cents: number, rate: number): number {
  return toMajor(convertCentsToMinor(cents, rate));
}

/** PAY-29: euro cents in minor units of another currency (what an order keeps of the amount the buyer saw). */
export function convertCentsToMinor(cents: number, rate: number): number {
  const minor = cents * rate;
  // Half-up on the absolute value; Number.EPSILON guards 1.005-style binary artefacts.
  return Math.sign(minor) * Math.round(Math.abs(minor) + Number.EPSILON * Math.abs(minor));
}

/**
 * Spec §3 Order totals, in cents: the subtotal less the promo discount (never below 0), plus the
 * settings' vat_percent of that, rounded to the cent. One rule for what the server charges and what
 * the cart shows (PAY-WEB-17).
 */
export function vatTotals(subtotalCents: number, promoCents: number, vatPercent: number): { vatCents: number; totalCents: number } {
  const afterPromo = Math.max(0, subtotalCents - promoCents);
  const vatCents = Math.round(percentOf(afterPromo, vatPercent));
  return { vatCents, totalCents: afterPromo + vatCents };
}

/** Converts a major-unit amount in a currency back to euro cents (for filters and payments). */
export function toEuroCents(amount: number, rate: number): number {
  return Math.round((amount * MINOR_PER_MAJOR) / (rate || 1));
}

/**
 * One formatter per currency code (null: Intl cannot format the code). Building an
 * Intl.NumberFormat costs far more than formatting with it, and a list page formats every card's
 * price on each render (issue 16: the first view's main-thread time).
 */
const formatters = new Map<string, Intl.NumberFormat | null>();

function formatterOf(code: string): Intl.NumberFormat | null {
  let formatter = formatters.get(code);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      formatter = null;
    }
    formatters.set(code, formatter);
  }
  return formatter;
}

/**
 * Spec §9: a price shows as the currency with exactly 2 decimals in en-US formatting;
 * when Intl cannot format the code, the symbol plus a 2-decimal number.
 */
export function formatMoney(amount: number, code: string = FALLBACK_CURRENCY.code, symbol?: string): string {
  return formatterOf(code)?.format(amount) ?? `${symbol ?? code}${amount.toFixed(2)}`;
}
