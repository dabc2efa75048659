import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';

/** A message sent through the contact/support form (spec §2 Other screens); kept even when mail fails. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    /** The signed-in sender, if any. */
    userId: integer('user_id').references(() => users.id),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** OPS-86: when an operator marked the message answered, and who. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: integer('answered_by').references(() => users.id),
  },
  (t) => [index('support_messages_created').on(t.createdAt)],
);
