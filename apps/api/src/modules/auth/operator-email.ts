import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { findUserById, markEmailVerified, type UserRow } from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';
import { sendVerificationEmail } from './email-verification.ts';

type OperatorCtx = RootCtx & { userId: number };

/** OPS-115: the back office helps only a customer whose address waits for verification. */
async function unverifiedCustomer(ctx: OperatorCtx, id: number): Promise<UserRow> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw new AppError('OPS_CUSTOMER_NOT_FOUND');
  if (user.emailVerifiedAt) throw new AppError('OPS_EMAIL_ALREADY_VERIFIED');
  if (!user.email) throw new AppError('ACCOUNT_EMAIL_MISSING');
  return user;
}

/** OPS-115: the operator mails the customer a fresh verification link; audited once it is sent. */
export async function mailVerificationLinkFor(ctx: OperatorCtx, customerId: number): Promise<void> {
  const user = await unverifiedCustomer(ctx, customerId);
  await sendVerificationEmail(ctx, user);
  await recordAudit(ctx.db, { actorId: ctx.userId, action: 'customer.resend_verification', target: { type: 'user', id: user.id }, before: null, after: { email: user.email } });
}

/** OPS-115: the operator, having checked who asks, marks the address verified; the reason goes into the audit entry of the same transaction. */
export async function markVerifiedByOperator(ctx: OperatorCtx, customerId: number, reason: string): Promise<void> {
  const user = await unverifiedCustomer(ctx, customerId);
  await withTransaction(ctx, async (tx) => {
    await markEmailVerified(tx, user.id);
    await recordAudit(tx, { actorId: ctx.userId, action: 'customer.verify_email', target: { type: 'user', id: user.id }, before: { email_verified: false, reason: null }, after: { email_verified: true, reason } });
  });
}
