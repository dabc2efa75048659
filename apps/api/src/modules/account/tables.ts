import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { countries } from '../content/tables.ts';

export const userRoles = ['customer', 'operator'] as const;

/**
 * Spec §3 User profile. balance_minor is in minor units of the internal currency and can
 * never go below zero; every change of it has a row in balance_ledger.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    passwordHash: text('password_hash'),
    name: text('name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    phone: text('phone'),
    phoneE164: text('phone_e164'),
    avatarUrl: text('avatar_url'),
    countryId: integer('country_id').references(() => countries.id),
    city: text('city'),
    address: text('address'),
    postCode: text('post_code'),
    steamTradeLink: text('steam_trade_link'),
    steamid: text('steamid'),
    role: text('role', { enum: userRoles }).notNull().default('customer'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_steamid_key').on(t.steamid),
    check('users_balance_nonnegative', sql`${t.balanceMinor} >= 0`),
    check('users_role_valid', sql`${t.role} IN ('customer', 'operator')`),
    check('users_has_identity', sql`${t.email} IS NOT NULL OR ${t.steamid} IS NOT NULL`),
  ],
);

export const ledgerReasons = ['topup', 'purchase', 'refund', 'payout', 'adjustment'] as const;

/**
 * Append-only ledger of balance movements: a user's balance always equals the sum of its rows.
 * (reason, ref_type, ref_id) is unique so a retried webhook or checkout cannot move money twice.
 */
export const balanceLedger = pgTable(
  'balance_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deltaMinor: bigint('delta_minor', { mode: 'number' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
    reason: text('reason', { enum: ledgerReasons }).notNull(),
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('balance_ledger_ref_key').on(t.reason, t.refType, t.refId),
    index('balance_ledger_user').on(t.userId, t.id),
    check('balance_ledger_after_nonnegative', sql`${t.balanceAfterMinor} >= 0`),
    check('balance_ledger_delta_nonzero', sql`${t.deltaMinor} <> 0`),
  ],
);
