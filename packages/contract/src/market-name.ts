/** SEC-25, INV-5: the longest market name the shop keeps (a watch target, a quote; Steam's are under 100). */
export const MARKET_NAME_MAX = 200;

/** Spec issue 19: the name a skin trades under (its price history and alerts group by it). */
export function marketName(item: { title: string; exterior_name: string | null; stattrak?: boolean; souvenir?: boolean }): string {
  const prefix = item.stattrak ? 'StatTrak™ ' : item.souvenir ? 'Souvenir ' : '';
  return `${prefix}${item.title}${item.exterior_name ? ` (${item.exterior_name})` : ''}`;
}
