import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * OPS-111: the events that were mailed, one row each (the key names the event, e.g.
 * 'order_paid:42'): a webhook replay or a race that reaches the mail a second time finds the
 * row and sends nothing.
 */
export const mailEvents = pgTable('mail_events', {
  eventKey: text('event_key').primaryKey(),
  kind: text('kind').notNull(),
  userId: integer('user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
