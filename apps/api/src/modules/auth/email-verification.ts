import type { Ctx } from '../../lib/ctx.ts';
import { AppError } from '../../lib/app-error.ts';
import { sendMail } from '../mail/index.ts';
import { type UserRow, consumeAuthToken, findAuthToken, findUserById, issueAuthToken, markEmailVerified } from '../account/index.ts';

/** How long a mailed verification link works. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** The link in the verification email: GET /api/email/verify/{token}. */
export function verificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/api/email/verify/${token}`;
}

/** AUTH-11, ACCOUNT-3: mails a fresh verification link (earlier links stop working). */
export async function sendVerificationEmail(ctx: Ctx, user: Pick<UserRow, 'id' | 'email' | 'name' | 'langId'>): Promise<void> {
  if (!user.email) return;
  const token = await issueAuthToken(ctx.db, user.id, 'email_verification', EMAIL_VERIFICATION_TTL_MS);
  // OPS-102: in the user's language.
  await sendMail(ctx, { email: user.email, name: user.name, langId: user.langId, userId: user.id }, 'email_verification', { link: verificationLink(ctx.publicUrl, token) });
}

/** AUTH-16: resends the link; an already verified address is not an error. */
export async function resendVerification(ctx: Ctx): Promise<'sent' | 'already-verified'> {
  const user = ctx.userId === undefined ? null : await findUserById(ctx.db, ctx.userId);
  if (!user) throw new AppError('AUTH_UNAUTHENTICATED');
  if (user.emailVerifiedAt) return 'already-verified';
  if (!user.email) throw new AppError('ACCOUNT_EMAIL_MISSING');
  await sendVerificationEmail(ctx, user);
  return 'sent';
}

export type VerifyOutcome = 'verified' | 'already-verified' | 'invalid';

/**
 * AUTH-15: opens a verification link. A link of an address that is verified by now (a second
 * click) is "already verified"; an unknown, used or expired link is "invalid".
 */
export async function verifyEmail(ctx: Ctx, token: string): Promise<VerifyOutcome> {
  const row = await findAuthToken(ctx.db, token, 'email_verification');
  const user = row ? await findUserById(ctx.db, row.userId) : null;
  if (!row || !user) return 'invalid';
  if (user.emailVerifiedAt) {
    await consumeAuthToken(ctx.db, token, 'email_verification');
    return 'already-verified';
  }
  const consumed = await consumeAuthToken(ctx.db, token, 'email_verification');
  if (!consumed) return 'invalid';
  await markEmailVerified(ctx.db, user.id);
  return 'verified';
}
