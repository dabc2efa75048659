import { z } from 'zod';
import { MAX_STICKERS, rarityColors, type Rarity } from './catalog-values.ts';

/**
 * Spec issue 19 (the SKIN rules): the shapes of what makes one copy of a skin differ from another:
 * float, pattern, phase, StatTrak™/Souvenir, stickers, charms, rarity colour, inspect link, trade
 * lock. The plain values (exteriors, colours, phases) are in catalog-values.ts, free of zod.
 */

/** The highest charm pattern the game gives. */
export const MAX_CHARM_PATTERN = 100_000;

/** SKIN-13: what a bad sticker or charm is told (the operator's form shows them by the field). */
export const skinFieldMessages = {
  stickerName: 'A sticker needs a name of up to 120 characters',
  stickerSlot: `A sticker's slot is 0 to ${MAX_STICKERS - 1}`,
  stickerWear: "A sticker's wear must be between 0 and 1",
  stickersMax: `At most ${MAX_STICKERS} stickers`,
  stickerSlotTwice: 'One sticker per slot',
  charmName: 'A charm needs a name of up to 120 characters',
  charmPattern: `A charm's pattern must be a whole number from 0 to ${MAX_CHARM_PATTERN}`,
} as const;
const sm = skinFieldMessages;
const skinName = (message: string) => z.string({ error: message }).trim().min(1, message).max(120, message);

export const stickerSchema = z.object({
  name: skinName(sm.stickerName),
  slot: z.number({ error: sm.stickerSlot }).int(sm.stickerSlot).min(0, sm.stickerSlot).max(MAX_STICKERS - 1, sm.stickerSlot),
  wear: z.number({ error: sm.stickerWear }).min(0, sm.stickerWear).max(1, sm.stickerWear),
});
export type Sticker = z.infer<typeof stickerSchema>;
export const charmSchema = z.object({
  name: skinName(sm.charmName),
  pattern: z.number({ error: sm.charmPattern }).int(sm.charmPattern).min(0, sm.charmPattern).max(MAX_CHARM_PATTERN, sm.charmPattern),
});
export type Charm = z.infer<typeof charmSchema>;

/** SKIN-1: up to 5 stickers, one per slot. */
export const stickersSchema = z
  .array(stickerSchema)
  .max(MAX_STICKERS, sm.stickersMax)
  .refine((list) => new Set(list.map((s) => s.slot)).size === list.length, sm.stickerSlotTwice);

/** ART-4: a sticker or charm as list and details answer it: with its picture (relative to /img, like img_url). */
export type ProductSticker = Sticker & { img_url: string };
export type ProductCharm = Charm & { img_url: string };
const withArt = { img_url: z.string() };

/** SKIN-1: the skin fields of an item, as list and details answer them (additive to spec §3 Product). */
export interface SkinFields {
  market_name: string;
  float_value: number | null;
  paint_seed: number | null;
  phase: string | null;
  stattrak: boolean;
  souvenir: boolean;
  stickers: ProductSticker[];
  charms: ProductCharm[];
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
/** SKIN-1, SKIN-3, SKIN-4: the stored ones with what list and details derive from the item (ART-4: the stickers' and charms' pictures). */
export const skinFieldsShape = {
  ...skinColumnsShape,
  stickers: z.array(stickerSchema.extend(withArt)),
  charms: z.array(charmSchema.extend(withArt)),
  market_name: z.string(),
  rarity: z.enum(Object.keys(rarityColors) as [Rarity, ...Rarity[]]).nullable(),
  rarity_color: z.string().nullable(),
};

