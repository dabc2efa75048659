import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
