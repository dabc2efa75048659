import { z } from 'zod';
import { charmSchema, stickerSchema } from './skins.ts';

/**
 * LIST-1, LIST-3: one listing of a skin on its product page's chooser: what tells it from the other
 * copies (float, pattern, stickers, charms, price, protection) and its float's rank among the
 * shop's listings of that market name (1 = the lowest float; listings without a float come last).
 */
export const skinListingSchema = z.object({
  id: z.number().int(),
  float_value: z.number().nullable(),
  paint_seed: z.number().int().nullable(),
  phase: z.string().nullable(),
  stickers: z.array(stickerSchema),
  charms: z.array(charmSchema),
  price: z.number(),
  /** ISO time the trade protection ends; null when tradable now. */
  trade_lock_until: z.string().nullable(),
  float_rank: z.number().int().nullable(),
  /** LIST-3: the float as a percentile of the skin's float range (floatPercentile). */
  float_percentile: z.number().nullable(),
  low_float: z.boolean(),
});
export type SkinListing = z.infer<typeof skinListingSchema>;

/** LIST-1: GET /items/{id}/listings: every available listing of the item's market name (the item too), lowest float first. */
export const skinListingsSchema = z.object({
  market_name: z.string(),
  /** How many listings the shop has of this market name ('#2 of `total`'). */
  total: z.number().int(),
  listings: z.array(skinListingSchema),
});
export type SkinListings = z.infer<typeof skinListingsSchema>;

/** LIST-1: at most this many listings are answered (the lowest floats; the rank still counts them all). */
export const MAX_SKIN_LISTINGS = 50;
