import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';
import { offers } from '../offers/tables.ts';

export const payoutMethods = ['card', 'card_form', 'sepa', 'multibanco', 'mbway'] as const;
export const payoutStatuses = ['processing', 'approved', 'failed'] as const;

/**
 * A payout for an offer: at most one per offer (unique offer_id). Card numbers and IBANs are
 * never stored in full: only their last 4 characters.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    method: text('method', { enum: payoutMethods }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: payoutStatuses }).notNull().default('processing'),
    accountLast4: text('account_last4'),
    holderName: text('holder_name'),
    contact: jsonb('contact').notNull(),
    providerRef: text('provider_ref'),
    /** Why the payout failed, shown to the customer on /fail-payout. */
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payouts_offer_key').on(t.offerId),
    check('payouts_amount_positive', sql`${t.amountMinor} > 0`),
    check('payouts_last4_only', sql`${t.accountLast4} IS NULL OR length(${t.accountLast4}) <= 4`),
  ],
);
