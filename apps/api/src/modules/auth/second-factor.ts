import { errorCatalog } from '@skins/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { type UserRow, acceptSecondFactor, consumeSignInChallenge, countWrongCode, findSignInChallenge, findUserById, twoFactorOn } from '../account/index.ts';

const codeRefused = (code: 'AUTH_TWO_FACTOR_CODE_INVALID' | 'AUTH_TWO_FACTOR_CODE_REQUIRED', field: string) =>
  new AppError(code, { fields: { [field]: [errorCatalog[code].message] } });

/**
 * SEC-20, SEC-21: the account a waiting sign-in belongs to, once its code is accepted (each app
 * code and recovery code once). A wrong code counts against the challenge; an unknown, expired or
 * used-up challenge is AUTH_TWO_FACTOR_CHALLENGE_INVALID (sign in again).
 */
export async function userOfSecondFactor(ctx: Ctx, key: Buffer, challenge: string | undefined, code: string): Promise<UserRow> {
  const pending = challenge ? await findSignInChallenge(ctx.db, challenge) : null;
  const user = pending ? await findUserById(ctx.db, pending.userId) : null;
  if (!challenge || !user) throw new AppError('AUTH_TWO_FACTOR_CHALLENGE_INVALID');
  if (!(await acceptSecondFactor(ctx.db, key, user, code))) {
    await countWrongCode(ctx.db, challenge);
    throw codeRefused('AUTH_TWO_FACTOR_CODE_INVALID', 'code');
  }
  // Two racing requests with two good codes: one signs in.
  if (!(await consumeSignInChallenge(ctx.db, challenge))) throw new AppError('AUTH_TWO_FACTOR_CHALLENGE_INVALID');
  return user;
}

/** SEC-20: an API client's sign-in (POST /auth/token) of an account with two-factor on needs its code as `otp`. */
export async function assertSecondFactorFor(ctx: Ctx, key: Buffer, user: UserRow, otp: string | undefined): Promise<void> {
  if (!twoFactorOn(user)) return;
  if (!otp) throw codeRefused('AUTH_TWO_FACTOR_CODE_REQUIRED', 'otp');
  if (!(await acceptSecondFactor(ctx.db, key, user, otp))) throw codeRefused('AUTH_TWO_FACTOR_CODE_INVALID', 'otp');
}
