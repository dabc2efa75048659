import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authTokens, type authTokenKinds } from './tables.ts';

export type AuthTokenKind = (typeof authTokenKinds)[number];

/** A secret for a cookie, a bearer header or a mailed link: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a secret: its SHA-256, so a leaked table opens no session or link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a single-use mailed token; earlier unused tokens of the same kind stop working. An
 * email_change token carries the new address (SEC-10).
 */
export async function issueAuthToken(db: DbOrTx, userId: number, kind: AuthTokenKind, ttlMs: number, newEmail?: string): Promise<string> {
  const token = newToken();
  await revokeAuthTokens(db, userId, kind);
  await db.insert(authTokens).values({ tokenHash: hashToken(token), userId, kind, newEmail, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** Marks a token used if it is unused and unexpired; the conditional update makes it single-use under races. */
export async function consumeAuthToken(db: DbOrTx, token: string, kind: AuthTokenKind): Promise<{ userId: number; newEmail: string | null } | null> {
  const now = new Date();
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.kind, kind), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
    .returning({ userId: authTokens.userId, newEmail: authTokens.newEmail });
  return row ?? null;
}

/** The token's row whatever its state (to tell "already used" from "never issued"). */
export async function findAuthToken(db: DbOrTx, token: string, kind: AuthTokenKind) {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, hashToken(token)), eq(authTokens.kind, kind)));
  return row ?? null;
}

/** Drops a user's unused tokens of a kind (an email change voids earlier verification links). */
export async function revokeAuthTokens(db: DbOrTx, userId: number, kind: AuthTokenKind): Promise<void> {
  await db.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
}
