import { balanceChangeStatusValues, staffRoleValues } from '@skins/contract';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { countries } from '../content/tables.ts';
import { languages } from '../i18n/tables.ts';

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
    /** STAFF-1: an operator's back-office role (owner, support, finance); null exactly for customers. */
    staffRole: text('staff_role', { enum: staffRoleValues }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    /** OPS-100: the language of the user's last request that named one: what they are mailed in (null: the default). */
    langId: integer('lang_id').references(() => languages.id, { onDelete: 'set null' }),
    /** OPS-84: set while an operator has blocked the account (no sign-in, no session); the reason is the operator's. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    /** SEC-20: the TOTP secret (RFC 6238), sealed (AES-256-GCM, bound to the user); set while setting up, kept once confirmed. */
    totpSecretSealed: text('totp_secret_sealed'),
    /** SEC-20: when two-factor sign-in was turned on (null: off, even while a secret waits to be confirmed). */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** SEC-21: the last TOTP time step accepted, so that a code is not accepted twice within its window. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** GDPR-6: when the person's data were erased: the row stays (orders, ledger and payouts point at it) as an anonymous account no one signs in to. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_steamid_key').on(t.steamid),
    check('users_balance_nonnegative', sql`${t.balanceMinor} >= 0`),
    check('users_role_valid', sql`${t.role} IN ('customer', 'operator')`),
    // GDPR-6: an erased account keeps neither an email nor a Steam id.
    check('users_has_identity', sql`${t.email} IS NOT NULL OR ${t.steamid} IS NOT NULL OR ${t.erasedAt} IS NOT NULL`),
    check('users_staff_role_valid', sql`${t.staffRole} IS NULL OR ${t.staffRole} IN ('owner', 'support', 'finance')`),
    check('users_staff_role_of_operator', sql`(${t.role} = 'operator') = (${t.staffRole} IS NOT NULL)`),
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
    /** WALLET-4: the operator's reason of an adjustment, shown in the customer's statement (null for other reasons). */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('balance_ledger_ref_key').on(t.reason, t.refType, t.refId),
    index('balance_ledger_user').on(t.userId, t.id),
    check('balance_ledger_after_nonnegative', sql`${t.balanceAfterMinor} >= 0`),
    check('balance_ledger_delta_nonzero', sql`${t.deltaMinor} <> 0`),
  ],
);

/** SEC-7: a browser's cookie session, or an API client's bearer token issued by POST /auth/token. */
export const sessionKinds = ['browser', 'api'] as const;
export type SessionKind = (typeof sessionKinds)[number];

/**
 * Server-side sessions; only the SHA-256 of the token is stored. SEC-9: public_id names a session
 * in the account's session list (never the token or its hash); created_at bounds its absolute
 * lifetime, last_seen_at is its last use; device is the readable user agent ('Chrome on Linux').
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: sessionKinds }).notNull().default('browser'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    device: text('device').notNull().default(''),
    /** SEC-22: when the person last proved who they are in this session (sign-in, password or code): a recent one lets a payout go without asking again. */
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** SEC-20: the ten one-time recovery codes of two-factor sign-in, stored hashed; a used one is kept with its time. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code').on(t.userId, t.codeHash)],
);

/**
 * SEC-20: a sign-in that passed its password (or Steam) and waits for the second factor. No
 * session exists yet; only the SHA-256 of the challenge is stored, and it ends after a few minutes
 * or a few wrong codes.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: sessionKinds }).notNull().default('browser'),
    /** Where the browser goes once signed in (Steam sign-in's redirect). */
    redirect: text('redirect'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_challenges_user').on(t.userId)],
);

/** SEC-23: the devices (a long-lived random cookie, stored hashed) an account has signed in from: a new one is mailed about. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('known_devices_user_device').on(t.userId, t.deviceHash)],
);

export const balanceChangeStatuses = balanceChangeStatusValues;

/**
 * OPS-134: a balance change above the setting balance_adjust_review_above waits here for a
 * second operator (four eyes); the one who asked can neither approve nor reject it. An approved
 * one has moved the balance through the ledger (adjustment, ref_type balance_change, ref_id = id).
 */
export const balanceChangeRequests = pgTable(
  'balance_change_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deltaMinor: bigint('delta_minor', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: balanceChangeStatuses }).notNull().default('pending'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('balance_change_requests_status').on(t.status, t.id),
    check('balance_change_requests_status_valid', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    check('balance_change_requests_delta_nonzero', sql`${t.deltaMinor} <> 0`),
    check('balance_change_requests_four_eyes', sql`${t.decidedBy} IS NULL OR ${t.decidedBy} <> ${t.requestedBy}`),
  ],
);

export const authTokenKinds = ['email_verification', 'password_reset', 'email_change'] as const;

/** Single-use tokens mailed to users (verification, reset, email change); stored hashed, with an expiry. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: authTokenKinds }).notNull(),
    /** SEC-10: the address an email_change token moves the account to. */
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_kind').on(t.userId, t.kind)],
);
