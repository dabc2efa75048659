/**
 * REFPRICE-2: the rule that makes a market name's reference price ('x % below Steam') of what
 * Steam asks for it and of the shop's own sales of it (PRICE-1's history):
 * - Steam's price counts while it is fresh: Steam answered it within STEAM_PRICE_MAX_AGE_MS.
 * - The shop's median counts when the name sold at least SHOP_MEDIAN_MIN_SALES times in the last
 *   SHOP_MEDIAN_DAYS days (PRICE-3's window).
 * - Both: Steam's price, but at most STEAM_CAP_TIMES_MEDIAN times the shop's median (a thin
 *   Steam market's outlier must not make every listing of the name look like a bargain).
 * - Steam's alone: Steam's. The shop's alone: the shop's median. Neither: no reference.
 */
export const referenceSources = ['steam', 'shop'] as const;
export type ReferenceSource = (typeof referenceSources)[number];

const DAY_MS = 86_400_000;
export const STEAM_PRICE_MAX_AGE_MS = 7 * DAY_MS;
export const SHOP_MEDIAN_DAYS = 30;
export const SHOP_MEDIAN_MIN_SALES = 3;
export const STEAM_CAP_TIMES_MEDIAN = 2;

export interface SteamKnown {
  cents: number | null;
  checkedAt: Date | null;
}
export interface ShopMedian {
  medianCents: number;
  sales: number;
}

/** REFPRICE-2: the reference of a name in euro cents and where it came from, or null. */
export function referenceOf(steam: SteamKnown | undefined, shop: ShopMedian | undefined, now: Date): { cents: number; source: ReferenceSource } | null {
  const steamCents = steam?.cents && steam.checkedAt && now.getTime() - steam.checkedAt.getTime() <= STEAM_PRICE_MAX_AGE_MS ? steam.cents : null;
  const median = shop && shop.sales >= SHOP_MEDIAN_MIN_SALES && shop.medianCents > 0 ? shop.medianCents : null;
  if (steamCents !== null) return { cents: median === null ? steamCents : Math.min(steamCents, STEAM_CAP_TIMES_MEDIAN * median), source: 'steam' };
  return median === null ? null : { cents: median, source: 'shop' };
}
