import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { sendMail } from '../mail/index.ts';
import { consumeAuthToken, issueAuthToken, revokeAuthTokens } from './tokens.ts';
import { emailTaken, findUserByEmail, findUserById, setEmail, type UserRow } from './users.ts';

/** SEC-10: how long an email change link works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** The link in the confirmation mail: a page of the web app that posts the token. */
export function emailChangeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/email/change?token=${encodeURIComponent(token)}`;
}

/** An address that another account uses is refused on the email field. */
export async function assertEmailFree(db: DbOrTx, userId: number, email: string): Promise<void> {
  const owner = await findUserByEmail(db, email);
  if (owner && owner.id !== userId) throw emailTaken();
}

/**
 * SEC-10: a new email is not applied at once. The new address (checked free by the caller, and
 * again on confirmation) gets a single-use link (earlier ones stop working), the old one a notice
 * without any link that changes something. A mail that cannot be sent is logged: the user can save
 * the address again for a new link.
 */
export async function requestEmailChange(ctx: Ctx, user: Pick<UserRow, 'id' | 'email' | 'name' | 'langId'>, newEmail: string): Promise<void> {
  const token = await issueAuthToken(ctx.db, user.id, 'email_change', EMAIL_CHANGE_TTL_MS, newEmail);
  // OPS-102: both in the user's language.
  const mails = [sendMail(ctx, { email: newEmail, name: user.name, langId: user.langId, userId: user.id }, 'email_change', { link: emailChangeLink(ctx.publicUrl, token) })];
  if (user.email) mails.push(sendMail(ctx, { email: user.email, name: user.name, langId: user.langId, userId: user.id }, 'email_change_notice', { email: newEmail }));
  for (const result of await Promise.allSettled(mails)) {
    if (result.status === 'rejected') ctx.log.error({ err: result.reason, userId: user.id }, 'email change mail could not be sent');
  }
}

/**
 * SEC-10: opening the link applies the change once, if the address is still free: the account
 * takes the new email, verified (the link proved the mailbox), and older verification links stop
 * working. Sessions stay: the password did not change, and the old address was told.
 */
export async function confirmEmailChange(ctx: Ctx, token: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const consumed = await consumeAuthToken(tx, token, 'email_change');
    const user = consumed ? await findUserById(tx, consumed.userId) : null;
    if (!consumed?.newEmail || !user) throw new AppError('ACCOUNT_EMAIL_CHANGE_LINK_INVALID');
    // A taken address rolls the transaction back, so the link is not used up by it.
    await assertEmailFree(tx, user.id, consumed.newEmail);
    await setEmail(tx, user.id, consumed.newEmail);
    await revokeAuthTokens(tx, user.id, 'email_verification');
  });
}
