import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The built-in mail adapter's outbox: every message sent with MAIL_TRANSPORT=outbox (the default without SMTP_URL). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_to').on(t.to, t.id)],
);
