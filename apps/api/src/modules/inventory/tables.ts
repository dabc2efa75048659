import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** INV-5: the shop's instant quote per market name: what it pays (EUR minor units) for any copy of that skin. */
export const sellQuotes = pgTable(
  'sell_quotes',
  {
    id: serial('id').primaryKey(),
    marketName: text('market_name').notNull().unique(),
    priceMinor: integer('price_minor').notNull(),
    /** The operator who set the price last: a taken quote is the shop's answer in their name. */
    setBy: integer('set_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sell_quotes_price_positive', sql`${t.priceMinor} > 0`)],
);

/**
 * INV-3: the last inventory Steam gave for a Steam id, with when. In the database rather than in a
 * process: every process (and machine) shares it, so N processes do not ask Steam N times under its
 * per-address rate limit, and the offer a customer makes is checked against the list they were shown.
 */
export const steamInventoryCache = pgTable('steam_inventory_cache', {
  steamId: text('steam_id').primaryKey(),
  items: jsonb('items').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});
