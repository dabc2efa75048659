import { z } from 'zod';
import { MAX_STICKERS, rarityColors, type Rarity } from './catalog-values.ts';

/**
 * Spec issue 19 (the SKIN rules): the shapes of what makes one copy of a skin differ from another:
 * float, pattern, phase, StatTrak™/Souvenir, stickers, charms, rarity colour, inspect link, trade
 * lock. The plain values (exteriors, colours, phases) are in catalog-values.ts, free of zod.
 */

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
/** SKIN-1: the skin fields an item stores (the operator's answer, the list's rows with their own date type). */
export const skinColumnsShape = {
  float_value: z.number().nullable(),
  paint_seed: z.number().int().nullable(),
  phase: z.string().nullable(),
  stattrak: z.boolean(),
  souvenir: z.boolean(),
  stickers: z.array(stickerSchema),
  charms: z.array(charmSchema),
  inspect_link: z.string().nullable(),
  trade_lock_until: z.string().nullable(),
};
/** SKIN-1, SKIN-3, SKIN-4: the stored ones with what list and details derive from the item. */
export const skinFieldsShape = {
  ...skinColumnsShape,
  market_name: z.string(),
  rarity: z.enum(Object.keys(rarityColors) as [Rarity, ...Rarity[]]).nullable(),
  rarity_color: z.string().nullable(),
};

