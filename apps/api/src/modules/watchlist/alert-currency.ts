import { convertCents, formatMoney, toMinor, toMajor, type Currency } from '@skins/contract';

/** A watched name's alert as stored: its euro value when set, and the amount and currency typed. */
export interface StoredAlert {
  alertCents: number | null;
  alertAmountMinor: number | null;
  alertCurrency: string | null;
}
type Rates = readonly Pick<Currency, 'code' | 'symbol' | 'value'>[];

/**
 * WATCH-6: the currency an alert is judged in: the one it was typed in, at today's rate, with the
 * typed amount; should the shop stop listing that currency, the euro value of the day it was set.
 */
function judgedIn(alert: StoredAlert, rates: Rates): { code: string; symbol?: string; value: number; amountMinor: number } | null {
  const typedIn = rates.find((c) => c.code === alert.alertCurrency);
  if (typedIn && alert.alertAmountMinor !== null) return { ...typedIn, amountMinor: alert.alertAmountMinor };
  return alert.alertCents === null ? null : { code: 'EUR', value: 1, amountMinor: alert.alertCents };
}

/** WATCH-5: the alert's value in euro cents at today's rate of its currency (for showing it in another currency). */
export function alertInEuroCents(alert: StoredAlert, rates: Rates): number {
  const c = judgedIn(alert, rates);
  return c ? Math.round(c.amountMinor / (c.value || 1)) : 0;
}

/**
 * WATCH-4, WATCH-6: a trader's alert fires when the price in the currency they typed it in, at
 * today's rate, is at or below the amount they typed (a move of the rate alone can make it fire);
 * answers the mail's price and alert in that currency, or null when the price is above it.
 */
export function alertMet(alert: StoredAlert, priceCents: number, rates: Rates): { price: string; alert: string } | null {
  const c = judgedIn(alert, rates);
  if (!c) return null;
  const price = convertCents(priceCents, c.value);
  if (toMinor(price) > c.amountMinor) return null;
  return { price: formatMoney(price, c.code, c.symbol), alert: formatMoney(toMajor(c.amountMinor), c.code, c.symbol) };
}
