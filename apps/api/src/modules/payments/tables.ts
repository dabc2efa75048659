import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';
import { orders } from '../checkout/tables.ts';

export const depositStatuses = ['pending', 'success', 'error', 'cancelled', 'expired'] as const;

/** A balance top-up (spec §3 Payment history row); credited once, through the ledger, on success. */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    amountInCurrencyMinor: integer('amount_in_currency_minor').notNull(),
    internalAmountMinor: bigint('internal_amount_minor', { mode: 'number' }).notNull(),
    paymentType: text('payment_type').notNull().default('card'),
    description: text('description').notNull().default('Top Up Balance'),
    status: text('status', { enum: depositStatuses }).notNull().default('pending'),
    contact: jsonb('contact').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deposits_user_created').on(t.userId, t.createdAt), check('deposits_amount_positive', sql`${t.amountCents} > 0 AND ${t.internalAmountMinor} > 0`)],
);

export const paymentStatuses = ['pending', 'success', 'error', 'cancelled', 'refunded'] as const;

/** One attempt to collect money through the payment provider, for an order or a deposit. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id),
    depositId: integer('deposit_id').references(() => deposits.id),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    /** Where the provider's checkout page is: answered again to a retried checkout (PAY-8). */
    redirectUrl: text('redirect_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_key').on(t.provider, t.providerRef),
    check('payments_one_target', sql`(${t.orderId} IS NULL) <> (${t.depositId} IS NULL)`),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Every webhook event received, unique per provider event id: a replay changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId)],
);
