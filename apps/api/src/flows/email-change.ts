import type { Ctx } from '../lib/ctx.ts';
import { type EmailChangeRequest, issueEmailChangeToken } from '../modules/account/index.ts';
import { sendMail } from '../modules/mail/index.ts';

/** The link in the confirmation mail: a page of the web app that posts the token. */
export function emailChangeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/email/change?token=${encodeURIComponent(token)}`;
}

/**
 * SEC-10: a new email is not applied at once. The new address (checked free by the caller, and
 * again on confirmation) gets a single-use link, the old one a notice without any link that
 * changes something. A mail that cannot be sent is logged: the user can save the address again
 * for a new link. The token is the account's, the mails the mail module's (a tier above, issue 48).
 */
export async function requestEmailChange(ctx: Ctx, request: EmailChangeRequest): Promise<void> {
  const { user, newEmail } = request;
  const token = await issueEmailChangeToken(ctx.db, request);
  // OPS-102: both in the user's language.
  const mails = [sendMail(ctx, { email: newEmail, name: user.name, langId: user.langId, userId: user.id }, 'email_change', { link: emailChangeLink(ctx.publicUrl, token) })];
  if (user.email) mails.push(sendMail(ctx, { email: user.email, name: user.name, langId: user.langId, userId: user.id }, 'email_change_notice', { email: newEmail }));
  for (const result of await Promise.allSettled(mails)) {
    if (result.status === 'rejected') ctx.log.error({ err: result.reason, userId: user.id }, 'email change mail could not be sent');
  }
}
