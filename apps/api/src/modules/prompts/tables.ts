import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';
import { orders } from '../checkout/tables.ts';

/**
 * A prompt: a paid request for a skin the catalogue does not hold (issue 7). Created unpaid, paid
 * once with POST /purchase/prompt (its fee order is order_id), then fulfilled by the operator
 * (fulfilled_order_id is the order of the found skin) or refused (the fee is refunded).
 */
export const promptStatuses = ['unpaid', 'requested', 'fulfilled', 'refused'] as const;

export const prompts = pgTable(
  'prompts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    quality: text('quality').notNull(),
    maxPriceCents: integer('max_price_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    status: text('status', { enum: promptStatuses }).notNull().default('unpaid'),
    orderId: integer('order_id').references(() => orders.id),
    fulfilledOrderId: integer('fulfilled_order_id').references(() => orders.id),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prompts_user_created').on(t.userId, t.createdAt),
    index('prompts_status').on(t.status),
    check('prompts_money_positive', sql`${t.maxPriceCents} > 0 AND ${t.feeCents} > 0`),
  ],
);
