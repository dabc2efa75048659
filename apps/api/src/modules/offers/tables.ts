import { sql } from 'drizzle-orm';
import { offerTradeStateValues, type OfferSticker } from '@skins/contract';
import { bigserial, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';
import { items } from '../catalog/tables.ts';

/** Spec §3 Quality options of a sell order. */
export const offerQualities = ['field_tested', 'battle_scarred', 'minimal_wear', 'well_worn', 'factory_new', 'not_painted'] as const;
/** Spec §4 Offer statuses; failed covers "others (shown as failure)". */
/** PROTECT-8: reversed: the seller took the item back within Steam's trade protection. */
export const offerStatuses = ['pending', 'offer', 'awaiting_item', 'ready_for_payout', 'payout_processing', 'approved', 'declined_by_user', 'failed', 'reversed'] as const;

/** A customer's offer to sell a skin to the shop (spec §3 Offer). Prices in minor units of `currency`. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    quality: text('quality', { enum: offerQualities }).notNull(),
    itemUrl: text('item_url').notNull(),
    userPriceMinor: integer('user_price_minor').notNull(),
    servicePriceMinor: integer('service_price_minor'),
    currency: text('currency').notNull().default('EUR'),
    /** OPS-24, OPS-25: why the shop rejected or cancelled the offer, shown to the seller. */
    reason: text('reason'),
    /** OFFER-14, OFFER-15, OFFER-16: the skin as the seller described it (all optional): float 0 to 1, pattern 0 to 1000, up to 5 stickers. */
    floatValue: doublePrecision('float_value'),
    pattern: integer('pattern'),
    stickers: jsonb('stickers').$type<OfferSticker[]>().notNull().default([]),
    /** INV-4: an offer made from the Steam inventory: the asset the trade bot asks for, its market name and inspect link (all null for a typed offer). */
    steamAssetId: text('steam_asset_id'),
    marketName: text('market_name'),
    inspectLink: text('inspect_link'),
    /** PROTECT-2: set on receipt: until then Steam lets the seller reverse the trade and the shop cannot trade the item on. */
    protectedUntil: timestamp('protected_until', { withTimezone: true }),
    /** PROTECT-5: the catalogue item the operator listed for this offer's skin. */
    itemId: integer('item_id').references(() => items.id),
    /** TRADE-3: the bot's trade offer asking the seller for the Steam item (null until sent), its state and when it was reached. */
    tradeOfferId: text('trade_offer_id'),
    tradeState: text('trade_state', { enum: offerTradeStateValues }),
    tradeStateAt: timestamp('trade_state_at', { withTimezone: true }),
    /** TRADE-3: a send claimed by one process (cleared after it), the trade offers sent so far (TRADE-5: at most 3), and why the last send failed (the sweep retries). */
    tradeClaimedAt: timestamp('trade_claimed_at', { withTimezone: true }),
    tradeSends: integer('trade_sends').notNull().default(0),
    tradeSendError: text('trade_send_error'),
    status: text('status', { enum: offerStatuses }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offers_user_created').on(t.userId, t.createdAt),
    index('offers_status').on(t.status),
    // PROTECT-5: one offer per catalogue item.
    uniqueIndex('offers_item_key').on(t.itemId),
    // TRADE-4: the bot's report names the trade offer; the sweep polls the open ones.
    index('offers_trade_offer').on(t.tradeOfferId),
    // INV-4: a Steam item is in one live offer at most (a declined or failed one frees it), whoever races.
    uniqueIndex('offers_live_steam_asset')
      .on(t.steamAssetId)
      .where(sql`${t.steamAssetId} IS NOT NULL AND ${t.status} NOT IN ('declined_by_user', 'failed', 'reversed')`),
    check('offers_float_range', sql`${t.floatValue} IS NULL OR ${t.floatValue} BETWEEN 0 AND 1`),
    check('offers_pattern_range', sql`${t.pattern} IS NULL OR ${t.pattern} BETWEEN 0 AND 1000`),
    check('offers_prices_positive', sql`${t.userPriceMinor} > 0 AND (${t.servicePriceMinor} IS NULL OR ${t.servicePriceMinor} > 0)`),
  ],
);

/** Each transition of an offer with its time (issue 6). */
export const offerEvents = pgTable(
  'offer_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('offer_events_offer').on(t.offerId, t.id)],
);
