import { z } from 'zod';

/**
 * Spec issue 19 (the SKIN rules): what makes one copy of a skin differ from another: its float (wear)
 * and the exterior that follows from it, pattern, phase, StatTrak™/Souvenir, stickers, charms,
 * rarity colour, inspect link and trade lock. Shared by the API, the seed and the web pages.
 */

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

export const stickerSchema = z.object({
  name: z.string().trim().min(1).max(120),
  slot: z.number().int().min(0).max(MAX_STICKERS - 1),
  wear: z.number().min(0).max(1),
});
export type Sticker = z.infer<typeof stickerSchema>;
export const charmSchema = z.object({ name: z.string().trim().min(1).max(120), pattern: z.number().int().min(0).max(100_000) });
export type Charm = z.infer<typeof charmSchema>;

/** SKIN-1: up to 5 stickers, one per slot. */
export const stickersSchema = z
  .array(stickerSchema)
  .max(MAX_STICKERS, `At most ${MAX_STICKERS} stickers`)
  .refine((list) => new Set(list.map((s) => s.slot)).size === list.length, 'One sticker per slot');

/** SKIN-1: the skin fields of an item, as list and details answer them (additive to spec §3 Product). */
export interface SkinFields {
  market_name: string;
  float_value: number | null;
  paint_seed: number | null;
  phase: string | null;
  stattrak: boolean;
  souvenir: boolean;
  stickers: Sticker[];
  charms: Charm[];
  rarity: Rarity | null;
  rarity_color: string | null;
  inspect_link: string | null;
  /** ISO time the trade lock ends; null when tradable now. */
  trade_lock_until: string | null;
}
export const skinFieldsShape = {
  market_name: z.string(),
  float_value: z.number().nullable(),
  paint_seed: z.number().int().nullable(),
  phase: z.string().nullable(),
  stattrak: z.boolean(),
  souvenir: z.boolean(),
  stickers: z.array(stickerSchema),
  charms: z.array(charmSchema),
  rarity: z.enum(Object.keys(rarityColors) as [Rarity, ...Rarity[]]).nullable(),
  rarity_color: z.string().nullable(),
  inspect_link: z.string().nullable(),
  trade_lock_until: z.string().nullable(),
};

/** SKIN-5: the `stattrak` filter's values. */
export const stattrakFilterValues = ['stattrak', 'souvenir', 'normal'] as const;
export type StattrakFilter = (typeof stattrakFilterValues)[number];
