import { type AnyPgColumn, bigint, bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * MAIL-1: the mail log: every mail the shop sent or failed to send, one row, written where mails
 * are sent (deliver in service.ts). The body is the rendered text; a one-time link in it
 * (password reset, verification, email change) is not kept (SEC-6: it is a credential), and such
 * a mail is never resent (MAIL-5). `resend_of` names the row a resend sends again (MAIL-4).
 */
export const mailLog = pgTable(
  'mail_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    userId: integer('user_id'),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
    language: text('language').notNull(),
    state: text('state', { enum: ['sent', 'failed'] }).notNull(),
    error: text('error'),
    oneTimeLink: boolean('one_time_link').notNull().default(false),
    resendOf: bigint('resend_of', { mode: 'number' }).references((): AnyPgColumn => mailLog.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_log_created').on(t.createdAt, t.id), index('mail_log_user').on(t.userId, t.id)],
);
