import { vatTotals, toMinor, toMajor, type CartEntry, type PaymentMethod } from '@skins/contract';

/** CART-WEB-1: the entries that can still be bought; a sold or reserved one counts nowhere (total, balance check, header count). */
export const buyableEntries = (entries: readonly CartEntry[]): CartEntry[] => entries.filter((e) => e.available);

/** Spec §3 Cart entry: the sum of price times count (two decimals), of the entries that can be bought (CART-WEB-1). */
export function cartSubtotal(entries: readonly CartEntry[]): number {
  return toMajor(toMinor(buyableEntries(entries).reduce((sum, e) => sum + e.item.price * e.count, 0)));
}

/** Spec §3 Order totals in the shown currency, by the rule the server charges (the contract's vatTotals). */
export function cartTotals(subtotal: number, discount = 0, vatPercent = 0): { vat: number; total: number } {
  const { vatCents, totalCents } = vatTotals(toMinor(subtotal), toMinor(discount), vatPercent);
  return { vat: toMajor(vatCents), total: toMajor(totalCents) };
}

const FALLBACK_METHODS: PaymentMethod[] = [
  { code: 'card', title: 'Card', image: '' },
  { code: 'balance', title: 'Balance', image: '' },
];

/** PAY-WEB-4 (spec §2 Cart): card first, then balance, then the other methods in the settings' order. */
export function orderPaymentMethods(methods: readonly PaymentMethod[] | undefined): PaymentMethod[] {
  const list = methods && methods.length > 0 ? [...methods] : FALLBACK_METHODS;
  const rank = (code: string) => (code === 'card' ? 0 : code === 'balance' ? 1 : 2);
  return list.map((m, i) => ({ m, i })).sort((a, b) => rank(a.m.code) - rank(b.m.code) || a.i - b.i).map(({ m }) => m);
}

/** The balance (internal currency, exchange_rate_eur credits per euro) in the requested currency (value per euro), 2 decimals. */
export function balanceInCurrency(balance: number, creditsPerEuro: number | undefined, currencyValue: number): number {
  return toMajor(toMinor(((balance ?? 0) / (creditsPerEuro || 1)) * (currencyValue || 1)));
}

/** PAY-WEB-5 (spec §5): paying by balance below the total is refused. */
export const balanceCovers = (balance: number | null | undefined, total: number): boolean => (balance ?? 0) >= total;
