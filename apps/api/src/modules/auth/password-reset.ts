import type { ForgotPasswordBody, ResetPasswordBody } from '@skins/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { sendMail } from '../mail/index.ts';
import { assertUncommonPassword, consumeAuthToken, findUserByEmail, findUserById, hashPassword, issueAuthToken, revokeUserSessions, setPasswordHash } from '../account/index.ts';

/** AUTH-14: a reset link works for 60 minutes, once. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

export function resetLink(publicUrl: string, token: string, email: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

/**
 * AUTH-13: mails a reset link when the email belongs to an account, and does nothing otherwise.
 * The route runs it after answering (SEC-11), so the answer is the same either way, in content
 * and in time.
 */
export async function requestPasswordReset(ctx: Ctx, input: ForgotPasswordBody): Promise<void> {
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user?.email) return;
  const token = await issueAuthToken(ctx.db, user.id, 'password_reset', PASSWORD_RESET_TTL_MS);
  // OPS-102: in the language of the account's last request, not of whoever asked.
  await sendMail(ctx, { email: user.email, name: user.name, langId: user.langId, userId: user.id }, 'password_reset', { link: resetLink(ctx.publicUrl, token, user.email) });
}

/**
 * AUTH-14: sets the new password from a valid link of that email, uses the link up and ends
 * every session of the account, in one transaction. SEC-8: a common password is refused before
 * the link is used up.
 */
export async function resetPassword(ctx: Ctx, input: ResetPasswordBody): Promise<void> {
  assertUncommonPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const consumed = await consumeAuthToken(tx, input.token, 'password_reset');
    const user = consumed ? await findUserById(tx, consumed.userId) : null;
    // A wrong email rolls the transaction back, so the link is not used up by it.
    if (!user?.email || user.email.toLowerCase() !== input.email.trim().toLowerCase()) throw new AppError('AUTH_RESET_LINK_INVALID');
    await setPasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id);
  });
}
