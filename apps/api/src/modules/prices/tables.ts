import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { referenceSources } from './reference-rule.ts';
import { items } from '../catalog/tables.ts';

/**
 * PRICE-1: one row per item sold, written in the transaction that sells it: the market name it traded
 * under, its price in euro cents and when. The price history aggregates it by (market_name, sold_at).
 */
export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    marketName: text('market_name').notNull(),
    itemId: integer('item_id').references(() => items.id, { onDelete: 'set null' }),
    priceCents: integer('price_cents').notNull(),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sales_market_name_sold_at').on(t.marketName, t.soldAt), check('sales_price_nonnegative', sql`${t.priceCents} >= 0`)],
);

/**
 * REFPRICE-2: the reference price of each market name on sale, refreshed by the sweep: Steam's last
 * price of it (kept between rounds, since Steam answers only a few names a minute) and the
 * reference the rule made of it and the shop's own sales (null: none), with where it came from.
 */
export const referencePrices = pgTable(
  'reference_prices',
  {
    marketName: text('market_name').primaryKey(),
    steamCents: integer('steam_cents'),
    /** When Steam was last asked about the name (null: never); an unknown name is asked again after a while too. */
    steamCheckedAt: timestamp('steam_checked_at', { withTimezone: true }),
    referenceCents: integer('reference_cents'),
    source: text('source', { enum: referenceSources }),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('reference_prices_positive', sql`(${t.steamCents} IS NULL OR ${t.steamCents} > 0) AND (${t.referenceCents} IS NULL OR ${t.referenceCents} > 0)`)],
);
