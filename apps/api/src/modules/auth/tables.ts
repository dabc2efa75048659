import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../account/tables.ts';

/** SEC-7: a browser's cookie session, or an API client's bearer token issued by POST /auth/token. */
export const sessionKinds = ['browser', 'api'] as const;
export type SessionKind = (typeof sessionKinds)[number];

/** Server-side sessions; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: sessionKinds }).notNull().default('browser'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const authTokenKinds = ['email_verification', 'password_reset'] as const;

/** Single-use tokens mailed to users (verification, reset); stored hashed, with an expiry. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: authTokenKinds }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_tokens_user_kind').on(t.userId, t.kind)],
);
