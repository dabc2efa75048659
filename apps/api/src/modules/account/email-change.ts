import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { consumeAuthToken, issueAuthToken, revokeAuthTokens } from './tokens.ts';
import { emailTaken, findUserByEmail, findUserById, setEmail, type UserRow } from './users.ts';

/** SEC-10: how long an email change link works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** An address that another account uses is refused on the email field. */
export async function assertEmailFree(db: DbOrTx, userId: number, email: string): Promise<void> {
  const owner = await findUserByEmail(db, email);
  if (owner && owner.id !== userId) throw emailTaken();
}

/** SEC-10: a saved new email waits for its link; who asked, and where the link goes (mailed by flows/email-change.ts). */
export interface EmailChangeRequest {
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'langId'>;
  newEmail: string;
}

/** SEC-10: the single-use token of the link to the new address (earlier ones stop working). */
export function issueEmailChangeToken(db: DbOrTx, request: EmailChangeRequest): Promise<string> {
  return issueAuthToken(db, request.user.id, 'email_change', EMAIL_CHANGE_TTL_MS, request.newEmail);
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
