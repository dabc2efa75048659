import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { findUserById, toSessionUser, type SessionUser } from '../account/users.ts';
import { sessions, type SessionKind } from './tables.ts';
import { hashToken, newToken } from './tokens.ts';

/** A session's expiry is pushed forward at most this often, so a busy client does not write on every request. */
const RENEW_AFTER_MS = 60 * 60 * 1000;

/**
 * AUTH-6: starts a session with a new random id (rotation at every sign-in); the session the
 * client presented before, if any, ends. Only the SHA-256 of the id is stored. Returns the id
 * (the cookie value of a browser session, the bearer token of an API client's, SEC-7) and its expiry.
 */
export async function createSession(
  db: DbOrTx,
  input: { userId: number; kind: SessionKind; ttlMs: number; replaces?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const now = new Date();
  if (input.replaces) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(input.replaces)));
  // Housekeeping: the user's expired sessions go when a new one starts.
  await db.delete(sessions).where(and(eq(sessions.userId, input.userId), lt(sessions.expiresAt, now)));
  const token = newToken();
  const expiresAt = new Date(now.getTime() + input.ttlMs);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId: input.userId, kind: input.kind, expiresAt });
  return { token, expiresAt };
}

export interface ActiveSession {
  user: SessionUser;
  tokenHash: string;
  /** True when this lookup pushed the expiry forward (the cookie should be re-sent). */
  renewed: boolean;
}

/** AUTH-7: the live session of a token, its expiry sliding forward by ttlMs on use; null when unknown or expired. */
export async function lookupSession(db: DbOrTx, token: string, ttlMs: number): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const [session] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  if (!session) return null;
  const user = await findUserById(db, session.userId);
  if (!user) return null;
  const renewed = now.getTime() - session.lastSeenAt.getTime() > RENEW_AFTER_MS;
  if (renewed) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + ttlMs) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { user: toSessionUser(user), tokenHash, renewed };
}

/** AUTH-12: ends the session of a token (unknown tokens are fine). */
export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user, or every one but `exceptTokenHash` (the one making the change). */
export async function revokeUserSessions(db: DbOrTx, userId: number, exceptTokenHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(exceptTokenHash ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptTokenHash)) : eq(sessions.userId, userId));
}
