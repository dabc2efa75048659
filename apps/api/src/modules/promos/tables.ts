import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';

export const discountTypes = ['fixed', 'percentage'] as const;

/**
 * Spec §3 Promo. A fixed code's discount is discount_cents (euro cents), a percentage code's
 * discount_basis_points (1/100 %): exactly one is set, by the type (issue 48: one unit per column).
 * used_count never passes max_uses. SEC-3: a customer uses a code at most per_customer_limit times
 * (1 unless set); a first_order_only code applies to a customer's first order only (ADR 007).
 * PROMO-6: min_subtotal_cents, when set, is the least cart subtotal (before VAT and delivery) the
 * code applies to.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    discountType: text('discount_type', { enum: discountTypes }).notNull().default('fixed'),
    discountCents: integer('discount_cents'),
    discountBasisPoints: integer('discount_basis_points'),
    appliesToDelivery: boolean('applies_to_delivery').notNull().default(false),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    minSubtotalCents: integer('min_subtotal_cents'),
  },
  (t) => [
    uniqueIndex('promo_codes_code_key').on(sql`upper(${t.code})`),
    check(
      'promo_codes_discount_of_type',
      sql`(${t.discountType} = 'fixed' AND ${t.discountCents} IS NOT NULL AND ${t.discountBasisPoints} IS NULL) OR (${t.discountType} = 'percentage' AND ${t.discountBasisPoints} IS NOT NULL AND ${t.discountCents} IS NULL)`,
    ),
    check('promo_codes_amount_positive', sql`${t.discountCents} > 0 OR ${t.discountBasisPoints} > 0`),
    check('promo_codes_percentage_range', sql`${t.discountBasisPoints} IS NULL OR ${t.discountBasisPoints} <= 10000`),
    check('promo_codes_uses', sql`${t.maxUses} IS NULL OR ${t.usedCount} <= ${t.maxUses}`),
    check('promo_codes_per_customer_positive', sql`${t.perCustomerLimit} > 0`),
    check('promo_codes_min_subtotal_positive', sql`${t.minSubtotalCents} IS NULL OR ${t.minSubtotalCents} > 0`),
  ],
);

/**
 * SEC-3: one row per order that used a promo code, so that a customer's uses of a code can be
 * counted in the order's transaction. An order that ends unpaid deletes its row (PROMO-5). The
 * order is named by id only: promos sits below checkout (issue 48 tiers), so no foreign key runs
 * up to orders; the order's end (checkout's orderEnded) deletes the row before any order is deleted.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_redemptions_order_key').on(t.orderId), index('promo_redemptions_promo_user').on(t.promoCodeId, t.userId)],
);
