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

/**
 * OPS-123: a reply an operator mailed to a message's sender from the back office, kept with the
 * message (a message may get several: a conversation).
 */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => supportMessages.id),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => users.id),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_replies_message').on(t.messageId, t.id)],
);
