/**
 * Spec issue 19 (the SKIN rules): the catalogue's plain values, without zod, so the storefront's
 * first view may import them (BUDGET-1): exteriors by float, rarity colours, phases, the list sorts.
 */

/** CAT-1: by price (asc, desc); SKIN-6: by float (lowest or highest first) and by discount (deepest first). */
export const sortOrders = ['asc', 'desc', 'float_asc', 'float_desc', 'discount'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** SKIN-2: the five exteriors with the float each one starts at (each range ends where the next begins). */
export const exteriorRanges = [
  { name: 'Factory New', short: 'FN', from: 0 },
  { name: 'Minimal Wear', short: 'MW', from: 0.07 },
  { name: 'Field-Tested', short: 'FT', from: 0.15 },
  { name: 'Well-Worn', short: 'WW', from: 0.38 },
  { name: 'Battle-Scarred', short: 'BS', from: 0.45 },
] as const;
export type ExteriorName = (typeof exteriorRanges)[number]['name'];

/** SKIN-2: the exterior of a float: 0.07 is already Minimal Wear. */
export function exteriorOfFloat(float: number): ExteriorName {
  let name: ExteriorName = 'Factory New';
  for (const range of exteriorRanges) if (float >= range.from) name = range.name;
  return name;
}

/** SKIN-2: a float as the pages show it, with 6 decimals. */
export function formatFloat(float: number): string {
  return float.toFixed(6);
}

/** SKIN-3: the game's rarity colours; the catalogue's `quality` holds these grades. */
export const rarityColors = {
  'Consumer Grade': '#b0c3d9',
  'Industrial Grade': '#5e98d9',
  'Mil-Spec': '#4b69ff',
  Restricted: '#8847ff',
  Classified: '#d32ce6',
  Covert: '#eb4b4b',
  Contraband: '#e4ae39',
  Extraordinary: '#eb4b4b',
} as const;
export type Rarity = keyof typeof rarityColors;

/** SKIN-3: the colour of an item's quality when it is one of the game's rarities, else null. */
export function rarityColor(quality: string | null): string | null {
  return quality !== null && Object.hasOwn(rarityColors, quality) ? rarityColors[quality as Rarity] : null;
}

/** SKIN-1: the phases a Doppler-type finish comes in. */
export const dopplerPhases = ['Phase 1', 'Phase 2', 'Phase 3', 'Phase 4', 'Ruby', 'Sapphire', 'Black Pearl', 'Emerald'] as const;

export const MAX_STICKERS = 5;
export const MAX_PAINT_SEED = 1000;

/** SKIN-5: the `stattrak` filter's values. */
export const stattrakFilterValues = ['stattrak', 'souvenir', 'normal'] as const;
export type StattrakFilter = (typeof stattrakFilterValues)[number];

/** LIST-2: the trade filters of the catalogue on items' trade lock: tradable now, or under Steam's trade protection. */
export const tradeFilterValues = ['tradable', 'protected'] as const;
export type TradeFilter = (typeof tradeFilterValues)[number];
