import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';
import { items } from '../catalog/tables.ts';

/** A user's cart: unique items (spec §4 Cart), so the primary key is (user, item). */
export const cartItems = pgTable(
  'cart_items',
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
