import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';
import { items } from '../catalog/tables.ts';

/** WATCH-1: the items a user starred, once each. */
export const watchedItems = pgTable(
  'watched_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })],
);

/**
 * WATCH-1, WATCH-3: the market names a user starred, with an optional alert price in euro cents.
 * WATCH-5: an alert keeps the amount as typed (minor units of alert_currency) and its currency;
 * alert_cents is its euro value at the rate of the day it was set, the fallback should the shop
 * stop listing that currency. All three are set or null together.
 * Keyed (market_name, user_id) so that an item listed under a name finds its watchers by the key's prefix.
 */
export const watchedNames = pgTable(
  'watched_names',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    marketName: text('market_name').notNull(),
    alertCents: integer('alert_cents'),
    alertAmountMinor: integer('alert_amount_minor'),
    alertCurrency: text('alert_currency'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // SEC-25: a customer's names are counted (the 200 limit) and listed by user.
  (t) => [primaryKey({ columns: [t.marketName, t.userId] }), index('watched_names_user').on(t.userId)],
);
