import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';
import { offers } from '../offers/tables.ts';

export const payoutMethods = ['card', 'card_form', 'sepa', 'multibanco', 'mbway'] as const;
/** PROTECT-3: held waits for the item's trade protection to end; PROTECT-8: cancelled: the trade was reversed while held (no money moved). */
export const payoutStatuses = ['processing', 'approved', 'failed', 'held', 'cancelled'] as const;

/**
 * A payout for an offer. PAYOUT-1, OPS-20: the payouts of an offer are its history: a failed one
 * stays, and at most one that is not failed exists (partial unique index), so an offer pays out
 * once. A card number is never stored in full, only its last 4 (OPS-23); a bank payout's IBAN and
 * holder are kept sealed (AES-256-GCM, OPS-21) until the payout settles, then erased (OPS-22).
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
    /** The card holder of a card payout; a bank payout's holder is in bankDetailsSealed only. */
    holderName: text('holder_name'),
    /** OPS-21: the IBAN and holder of a bank payout, sealed (lib/sealed-text.ts); NULL once settled (OPS-22). */
    bankDetailsSealed: text('bank_details_sealed'),
    contact: jsonb('contact').notNull(),
    providerRef: text('provider_ref'),
    /** Why the payout failed, shown to the customer on /fail-payout. */
    message: text('message'),
    /** PAYOUT-11: who settled the payout ('operator:7', 'provider') and when: the recorded fact a provider result is held against. */
    settledBy: text('settled_by'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** PROTECT-3: when the sweep releases a held payout (the trade protection's end plus the margin). */
    releaseAt: timestamp('release_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payouts_offer').on(t.offerId, t.id),
    uniqueIndex('payouts_offer_open_key').on(t.offerId).where(sql`${t.status} NOT IN ('failed', 'cancelled')`),
    index('payouts_held_release').on(t.releaseAt).where(sql`${t.status} = 'held'`),
    check('payouts_amount_positive', sql`${t.amountMinor} > 0`),
    check('payouts_last4_only', sql`${t.accountLast4} IS NULL OR length(${t.accountLast4}) <= 4`),
  ],
);

export const payoutConflictResolutions = ['provider', 'recorded'] as const;

/**
 * PAYOUT-11: a provider result that contradicts what the shop recorded for a settled payout (the
 * provider says paid where the shop failed it, or declined where the shop paid it). Such a result
 * never changes the payout by itself: it is kept here with both facts, once per provider event,
 * until an operator resolves it (PAYOUT-12) by taking the provider's fact or keeping the record.
 */
export const payoutConflicts = pgTable(
  'payout_conflicts',
  {
    id: serial('id').primaryKey(),
    payoutId: integer('payout_id')
      .notNull()
      .references(() => payouts.id),
    recordedStatus: text('recorded_status', { enum: payoutStatuses }).notNull(),
    providerStatus: text('provider_status', { enum: payoutStatuses }).notNull(),
    /** Who settled the payout as recorded ('operator:7', 'provider'), from the offer's history. */
    recordedBy: text('recorded_by'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    providerEventId: text('provider_event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    resolution: text('resolution', { enum: payoutConflictResolutions }),
    resolvedBy: integer('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('payout_conflicts_event_key').on(t.providerEventId),
    index('payout_conflicts_open').on(t.receivedAt).where(sql`${t.resolvedAt} IS NULL`),
    check('payout_conflicts_differ', sql`${t.recordedStatus} <> ${t.providerStatus}`),
  ],
);
