import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { items } from '../catalog/tables.ts';

/** A bundle of several skins sold together at one price, in euro cents (issue 7). */
export const packs = pgTable(
  'packs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imgUrl: text('img_url').notNull(),
    priceCents: integer('price_cents').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('packs_price_positive', sql`${t.priceCents} > 0`)],
);

/** The skins of a pack: catalogue items, which may also be sold on their own. */
export const packItems = pgTable(
  'pack_items',
  {
    packId: integer('pack_id')
      .notNull()
      .references(() => packs.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
  },
  (t) => [primaryKey({ columns: [t.packId, t.itemId] }), index('pack_items_item').on(t.itemId)],
);
