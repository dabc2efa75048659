import { convertCents, formatMoney, vatTotals } from '@skins/contract';
import type { Locale } from './ctx.ts';

/**
 * PAY-5: the internal currency. `exchange_rate_eur` is credits per euro (credits = euros x rate),
 * and a balance is kept in minor units (1/100) of a credit, so minor credits = euro cents x rate,
 * rounded half up once. A balance shows in major credits (`toMajor`, MONEY-1), as the profile does.
 */
export function centsToCreditsMinor(cents: number, rate: number): number {
  return Math.round(cents * rate);
}

export function creditsMinorToCents(minor: number, rate: number): number {
  return rate > 0 ? Math.round(minor / rate) : 0;
}

/** Euro cents shown in the request's currency (spec §9). */
export function formatCents(cents: number, locale: Locale): string {
  const c = locale.currency;
  return formatMoney(convertCents(cents, c.value), c.code, c.symbol);
}

/** Spec §3 Order totals in euro cents: VAT on the subtotal after the promo, delivery free. */
export function orderTotals(subtotalCents: number, promoCents: number, vatPercent: number) {
  return { subtotalCents, deliveryCents: 0, promoDiscountCents: promoCents, ...vatTotals(subtotalCents, promoCents, vatPercent) };
}
