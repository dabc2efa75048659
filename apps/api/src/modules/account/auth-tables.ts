import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';

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
  },
  (t) => [index('sessions_user').on(t.userId)],
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
