import { FALLBACK_CURRENCY } from './constants.ts';

/**
 * Converts integer euro cents into a major-unit amount of another currency.
 * `rate` is the currency's `value` (units per euro). Rounding is half-up to 2 decimals, done once.
 */
export function convertCents(cents: number, rate: number): number {
  return convertCentsToMinor(cents, rate) / 100;
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
  const vatCents = Math.round((afterPromo * vatPercent) / 100);
  return { vatCents, totalCents: afterPromo + vatCents };
}

/** Converts a major-unit amount in a currency back to euro cents (for filters and payments). */
export function toEuroCents(amount: number, rate: number): number {
  return Math.round((amount * 100) / (rate || 1));
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
