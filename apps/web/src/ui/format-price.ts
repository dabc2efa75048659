import { formatMoney } from '@skins/contract';

/**
 * What en-US's currency format writes before the number for the seeded currencies (spec §3).
 * The first view's prices (cards, details, home's packs) are written without Intl: the page's first
 * Intl.NumberFormat starts ICU's number formatting, 40-70 ms on a 4x throttled phone, inside the
 * first card's render (issue 16, BUDGET-10). format-price.test.ts holds the text equal to Intl's.
 * Not in the contract's money.ts: that sits in the vendor chunk every page loads (/auth too);
 * this joins the storefront chunk (vite.config.ts).
 */
const EN_US_PREFIXES: Readonly<Record<string, string>> = { EUR: '€', USD: '$', GBP: '£', PLN: 'PLN\u00a0' };

/**
 * en-US with 2 decimals as Intl writes it: the sign of any negative (-0 too), rounding half away
 * from zero on the number's shortest decimal form (String(1.005) is "1.005": 1.01), commas
 * between thousands. Null for what has no plain decimal form (NaN, Infinity, exponents).
 */
function formatEnUs(amount: number, prefix: string): string | null {
  const parts = /^(\d+)(?:\.(\d+))?$/.exec(String(Math.abs(amount)));
  if (!parts) return null;
  const [, whole = '', fraction = ''] = parts;
  const roundUp = fraction.length > 2 && fraction.charAt(2) >= '5' ? 1n : 0n;
  const cents = (BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + roundUp).toString().padStart(3, '0');
  const grouped = cents.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${prefix}${grouped}.${cents.slice(-2)}`;
}

/** CAT-35: a price as formatMoney writes it (spec §9), without Intl for the seeded currencies. */
export function formatPrice(amount: number, currency: { code: string; symbol: string }): string {
  const prefix = EN_US_PREFIXES[currency.code];
  return (prefix === undefined ? null : formatEnUs(amount, prefix)) ?? formatMoney(amount, currency.code, currency.symbol);
}
