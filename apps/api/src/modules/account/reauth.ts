import { errorCatalog, type ReauthBody } from '@skins/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from './passwords.ts';
import { sessions } from './tables.ts';
import { acceptSecondFactor, twoFactorOn } from './two-factor.ts';
import type { UserRow } from './users.ts';

/** SEC-22: a sign-in (or a proof) this recent lets a payout go without asking again. */
export const RECENT_PROOF_MS = 10 * 60 * 1000;

/**
 * SEC-18: what a sensitive step asks for.
 * - 'change' (a new email or trade link, setting up or turning off two-factor sign-in): the current
 *   password, or a code when two-factor sign-in is on; an account with neither (Steam only) passes
 *   with a sign-in of the last RECENT_PROOF_MS.
 * - 'payout' (a payout request, which carries card or bank details): with two-factor sign-in on a
 *   code, always (SEC-22); otherwise a recent sign-in or the current password.
 */
export type ReauthPurpose = 'change' | 'payout';

/** SEC-18: the session a sensitive step is asked in, and the key that opens a two-factor secret. */
export interface SessionProof {
  key: Buffer;
  /** The session's token hash (its proof is renewed when a password or code is accepted); null for none. */
  tokenHash: string | null;
  /** When the session's person last proved who they are (sign-in or an accepted proof); null for none. */
  authenticatedAt: Date | null;
}

export interface ReauthInput {
  user: UserRow;
  proof: ReauthBody;
  session: SessionProof;
  purpose: ReauthPurpose;
}

const refused = (code: 'ACCOUNT_REAUTH_REQUIRED' | 'ACCOUNT_WRONG_PASSWORD' | 'AUTH_TWO_FACTOR_CODE_REQUIRED' | 'AUTH_TWO_FACTOR_CODE_INVALID', field: 'current_password' | 'otp') =>
  new AppError(code, { fields: { [field]: [errorCatalog[code].message] } });

/** SEC-18: passes when the request proves its person for `purpose`, else throws the refusal at its field. An accepted proof renews the session's. */
export async function assertReauthenticated(db: DbOrTx, input: ReauthInput): Promise<void> {
  const { user, proof, session } = input;
  const recent = session.authenticatedAt !== null && Date.now() - session.authenticatedAt.getTime() < RECENT_PROOF_MS;
  const secondFactor = twoFactorOn(user);
  if (proof.otp && secondFactor) {
    if (!(await acceptSecondFactor(db, session.key, user, proof.otp))) throw refused('AUTH_TWO_FACTOR_CODE_INVALID', 'otp');
  } else if (input.purpose === 'payout' && secondFactor) {
    throw refused('AUTH_TWO_FACTOR_CODE_REQUIRED', 'otp');
  } else if (proof.current_password && user.passwordHash) {
    if (!(await verifyPassword(proof.current_password, user.passwordHash))) throw refused('ACCOUNT_WRONG_PASSWORD', 'current_password');
  } else if (recent && (input.purpose === 'payout' || (!user.passwordHash && !secondFactor))) {
    return;
  } else {
    throw secondFactor && !user.passwordHash ? refused('AUTH_TWO_FACTOR_CODE_REQUIRED', 'otp') : refused('ACCOUNT_REAUTH_REQUIRED', 'current_password');
  }
  // An accepted password or code is a fresh proof of the session's person (SEC-22).
  if (session.tokenHash) await db.update(sessions).set({ authenticatedAt: new Date() }).where(eq(sessions.tokenHash, session.tokenHash));
}
