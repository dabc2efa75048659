import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { signInChallenges, type SessionKind } from './tables.ts';
import { hashToken, newToken } from './tokens.ts';

/** SEC-20: how long a sign-in waits for its code, and how many wrong codes it takes. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const CHALLENGE_MAX_ATTEMPTS = 5;

export interface SignInChallenge {
  userId: number;
  kind: SessionKind;
  redirect: string | null;
}

/** SEC-20: a sign-in that passed its first factor waits for the code; the token is the only handle (stored hashed). */
export async function createSignInChallenge(db: DbOrTx, input: SignInChallenge): Promise<string> {
  const token = newToken();
  const now = new Date();
  // Housekeeping: the user's ended challenges go when a new one starts.
  await db.delete(signInChallenges).where(and(eq(signInChallenges.userId, input.userId), lt(signInChallenges.expiresAt, now)));
  await db.insert(signInChallenges).values({ tokenHash: hashToken(token), ...input, createdAt: now, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
  return token;
}

/** The live challenge of a token: not expired, fewer than CHALLENGE_MAX_ATTEMPTS wrong codes. */
export async function findSignInChallenge(db: DbOrTx, token: string): Promise<SignInChallenge | null> {
  const [row] = await db
    .select()
    .from(signInChallenges)
    .where(and(eq(signInChallenges.tokenHash, hashToken(token)), gt(signInChallenges.expiresAt, new Date()), lt(signInChallenges.attempts, CHALLENGE_MAX_ATTEMPTS)));
  return row ? { userId: row.userId, kind: row.kind, redirect: row.redirect } : null;
}

/** SEC-21: a wrong code counts against the challenge; the last allowed one ends it. */
export async function countWrongCode(db: DbOrTx, token: string): Promise<void> {
  await db.update(signInChallenges).set({ attempts: sql`${signInChallenges.attempts} + 1` }).where(eq(signInChallenges.tokenHash, hashToken(token)));
}

/** SEC-20: ends the challenge once its code was accepted; false when another request ended it first. */
export async function consumeSignInChallenge(db: DbOrTx, token: string): Promise<boolean> {
  const ended = await db.delete(signInChallenges).where(eq(signInChallenges.tokenHash, hashToken(token))).returning({ userId: signInChallenges.userId });
  return ended.length === 1;
}
