import { z } from 'zod';
import { MARKET_NAME_MAX } from './market-name.ts';
import { DB_INT_MAX, MAX_MONEY_AMOUNT, localeQuerySchema } from './common.ts';
import { DEFAULT_PRICE_HISTORY_DAYS, priceHistoryDays } from './price-values.ts';

/** Issue 19 texts the API answers with (watchlist and price alerts). */
export const priceMessages = {
  daysInvalid: 'days must be one of 7, 30, 90, 365',
  watchTargetRequired: 'Give either item_id or market_name',
  marketNameTooLong: 'The market name is too long',
  alertPriceInvalid: 'The alert price must be a positive amount',
  watched: 'Added to your watchlist',
  unwatched: 'Removed from your watchlist',
  alertSaved: 'Price alert saved',
} as const;

/** PRICE-2: GET /items/{id}/price-history?days=7|30|90|365; any other value is a 422. */
export const priceHistoryQuerySchema = localeQuerySchema.extend({
  days: z.coerce.number({ error: priceMessages.daysInvalid }).pipe(z.literal(priceHistoryDays, { error: priceMessages.daysInvalid }))
    .default(DEFAULT_PRICE_HISTORY_DAYS),
});
export type PriceHistoryQuery = z.infer<typeof priceHistoryQuerySchema>;

/** PRICE-2: one day of sales of a market name (UTC date, YYYY-MM-DD); prices in euro cents. */
export const pricePointSchema = z.object({ date: z.string(), median_cents: z.number().int(), min_cents: z.number().int(), volume: z.number().int() });
export type PricePoint = z.infer<typeof pricePointSchema>;

/**
 * PRICE-2, PRICE-3: the daily sales of the item's market name over `days`, oldest first (days without
 * a sale are left out), the median of the last 30 days, and the item's price against it in percent
 * (negative: below the median; null when nothing sold in 30 days).
 */
export const priceHistorySchema = z.object({
  market_name: z.string(),
  days: z.number().int(),
  points: z.array(pricePointSchema),
  price_cents: z.number().int(),
  median_30d_cents: z.number().int().nullable(),
  vs_median_percent: z.number().int().nullable(),
});
export type PriceHistory = z.infer<typeof priceHistorySchema>;

/** WATCH-1: a starred item as the watchlist shows it: its price in the requested currency and whether it can be bought. */
export const watchedItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  market_name: z.string(),
  img_url: z.string(),
  price: z.number(),
  available: z.boolean(),
});
export type WatchedItem = z.infer<typeof watchedItemSchema>;

/**
 * WATCH-1, WATCH-3: a starred market name with its alert price in the requested currency (null: no
 * alert). WATCH-5: and the alert as it was typed: its amount in the currency it was set in.
 */
export const watchedMarketNameSchema = z.object({ market_name: z.string(), alert_price: z.number().nullable(), alert_amount: z.number().nullable(), alert_currency: z.string().nullable() });
export type WatchedMarketName = z.infer<typeof watchedMarketNameSchema>;

export const watchlistSchema = z.object({ items: z.array(watchedItemSchema), market_names: z.array(watchedMarketNameSchema) });
export type Watchlist = z.infer<typeof watchlistSchema>;

/** SEC-25: the most entries a user watches, starred items and market names together (the watchlist page shows them all at once). */
export const WATCHLIST_MAX = 200;
const itemId = z.coerce.number().int().positive().max(DB_INT_MAX);
const name = z.string().trim().min(1, priceMessages.watchTargetRequired).max(MARKET_NAME_MAX, priceMessages.marketNameTooLong);

/** WATCH-1: what POST and DELETE /account/watchlist star or unstar: exactly one item id or market name. */
export const watchTargetSchema = z
  .object({ item_id: itemId.optional(), market_name: name.optional() })
  .refine((v) => (v.item_id === undefined) !== (v.market_name === undefined), { message: priceMessages.watchTargetRequired, path: ['item_id'] });
export type WatchTarget = z.infer<typeof watchTargetSchema>;

/** WATCH-3: PUT /account/watchlist sets (or, with null, clears) a market name's alert price in the body's currency. */
export const watchAlertBodySchema = z.object({
  market_name: name,
  alert_price: z.number({ error: priceMessages.alertPriceInvalid }).positive(priceMessages.alertPriceInvalid).max(MAX_MONEY_AMOUNT, priceMessages.alertPriceInvalid).nullable(),
});
export type WatchAlertBody = z.infer<typeof watchAlertBodySchema>;

/** The answer of every watchlist call: the whole list after the change. */
export const watchlistResponseSchema = z.object({ status: z.literal('OK'), message: z.string().optional(), payload: watchlistSchema });
