import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById, toSessionUser, type SessionUser } from './users.ts';
import { sessions, users, type SessionKind } from './tables.ts';
import { hashToken, newToken } from './tokens.ts';

/** SEC-9: a session's last use (and its sliding expiry) is written at most this often, not on every request. */
const RENEW_AFTER_MS = 60 * 1000;

/** How long sessions live: ttlMs without use (AUTH-7, sliding), absoluteMs since sign-in whatever the use (SEC-9). */
export interface SessionLifetime {
  ttlMs: number;
  absoluteMs: number;
}

/** The end of a session used at `at`: ttlMs later, but never past its absolute end (SEC-9). */
const endAfterUse = (at: Date, createdAt: Date, lifetime: SessionLifetime) =>
  new Date(Math.min(at.getTime() + lifetime.ttlMs, createdAt.getTime() + lifetime.absoluteMs));

/** SEC-9: sessions still live at `now`: not expired, and signed in within the absolute lifetime (also when it was lowered since). */
const isLive = (now: Date, lifetime: SessionLifetime) =>
  and(gt(sessions.expiresAt, now), gt(sessions.createdAt, new Date(now.getTime() - lifetime.absoluteMs)));

/**
 * AUTH-6: starts a session with a new random id (rotation at every sign-in); the session the
 * client presented before, if any, ends. Only the SHA-256 of the id is stored. Returns the id
 * (the cookie value of a browser session, the bearer token of an API client's, SEC-7) and its expiry.
 * OPS-84: every way in (password, Steam, API token) ends here, so a blocked account is refused here.
 */
export async function createSession(
  db: DbOrTx,
  input: { userId: number; kind: SessionKind; lifetime: SessionLifetime; replaces?: string; device?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const user = await findUserById(db, input.userId);
  if (user?.blockedAt) throw new AppError('AUTH_ACCOUNT_BLOCKED');
  const now = new Date();
  if (input.replaces) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(input.replaces)));
  // Housekeeping: the user's expired sessions go when a new one starts.
  await db.delete(sessions).where(and(eq(sessions.userId, input.userId), lt(sessions.expiresAt, now)));
  const token = newToken();
  const expiresAt = endAfterUse(now, now, input.lifetime);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId: input.userId, kind: input.kind, createdAt: now, lastSeenAt: now, authenticatedAt: now, expiresAt, device: input.device ?? '' });
  return { token, expiresAt };
}

export interface ActiveSession {
  user: SessionUser;
  tokenHash: string;
  /** SEC-22: when the session's person last proved who they are (its sign-in, or a password or code since). */
  authenticatedAt: Date;
  /** True when this lookup pushed the expiry forward (the cookie should be re-sent). */
  renewed: boolean;
}

/**
 * Issue 20: the session and its user in one round trip (every signed-in request starts here), as a
 * named prepared statement: its SQL is built once per database handle and parsed once per connection.
 * The conditions are isLive's, with placeholders.
 */
function prepareSessionLookup(db: DbOrTx) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now')), gt(sessions.createdAt, sql.placeholder('signedInAfter'))))
    .prepare('session_lookup');
}
const sessionLookups = new WeakMap<DbOrTx, ReturnType<typeof prepareSessionLookup>>();
function sessionLookupOf(db: DbOrTx) {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  return lookup;
}

/**
 * AUTH-7: the live session of a token, its expiry sliding forward by ttlMs on use; null when
 * unknown or expired. SEC-9: also null past the absolute lifetime, however recently used.
 */
export async function lookupSession(db: DbOrTx, token: string, lifetime: SessionLifetime): Promise<ActiveSession | null> {
  const tokenHash = hashToken(token);
  const now = new Date();
  const [found] = await sessionLookupOf(db).execute({ tokenHash, now, signedInAfter: new Date(now.getTime() - lifetime.absoluteMs) });
  if (!found) return null;
  const { session, user } = found;
  // OPS-84: a session that a sign-in racing the block slipped in still opens nothing.
  if (user.blockedAt) return null;
  const renewed = now.getTime() - session.lastSeenAt.getTime() > RENEW_AFTER_MS;
  if (renewed) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: endAfterUse(now, session.createdAt, lifetime) })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { user: toSessionUser(user), tokenHash, authenticatedAt: session.authenticatedAt, renewed };
}

/** AUTH-12: ends the session of a token (unknown tokens are fine). */
export async function deleteSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** SEC-9: a session as the account page lists it; id is the public id, never the token or its hash. */
export interface UserSessionView {
  id: string;
  device: string;
  createdAt: Date;
  lastUsedAt: Date;
  current: boolean;
}

/** SEC-9: the user's live sessions, most recently used first; `current` marks the one asking. */
export async function listUserSessions(db: DbOrTx, userId: number, currentTokenHash: string | null, lifetime: SessionLifetime): Promise<UserSessionView[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isLive(new Date(), lifetime)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map((r) => ({ id: r.publicId, device: r.device, createdAt: r.createdAt, lastUsedAt: r.lastSeenAt, current: r.tokenHash === currentTokenHash }));
}

/**
 * SEC-9: ends one of the user's own sessions by its public id. Returns the ended session's token
 * hash (the caller tells by it whether it ended itself), null when the user has no such session.
 */
export async function endUserSession(db: DbOrTx, userId: number, publicId: string): Promise<string | null> {
  const [ended] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ tokenHash: sessions.tokenHash });
  return ended?.tokenHash ?? null;
}

/** Ends every session of a user, or every one but `exceptTokenHash` (the one making the change). */
export async function revokeUserSessions(db: DbOrTx, userId: number, exceptTokenHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(exceptTokenHash ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptTokenHash)) : eq(sessions.userId, userId));
}
