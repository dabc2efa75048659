import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { PaymentProvider } from '../../adapters/payments/port.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import type { MailCtx } from '../mail/index.ts';
import { notifyTopUp, settleDeposit } from './deposit-changes.ts';
import { movePayment } from './payment-records.ts';
import { deposits, payments } from './tables.ts';

/** PAY-35: Stripe's Checkout Session of a payment lives 30 minutes (the adapter sets it), and a late webhook gets five more. */
export const TOP_UP_PAYMENT_WINDOW_MS = 35 * 60_000;
/** PAY-35: a delayed method's payment (a Multibanco voucher is valid 7 days) is waited for a day longer. */
export const DELAYED_TOP_UP_MAX_MS = 8 * 24 * 60 * 60_000;

/**
 * PAY-33: POST /deposit/{id}/cancel: the customer gives up a pending top-up of their own. Its
 * payment is left as the provider has it: should the provider still take the money, the top-up is
 * credited all the same (PAY-34).
 */
export async function cancelOwnTopUp(ctx: RootCtx & { userId: number }, id: number): Promise<void> {
  const [row] = await ctx.db.select({ id: deposits.id }).from(deposits).where(and(eq(deposits.id, id), eq(deposits.userId, ctx.userId)));
  if (!row) throw new AppError('DEPOSIT_NOT_FOUND');
  if (!(await ctx.db.transaction((tx) => settleDeposit(tx, id, 'cancelled', new Date())))) throw new AppError('DEPOSIT_NOT_PENDING');
}

/**
 * PAY-35: a top-up whose provider answer never came (the page was closed, a webhook lost) is asked
 * of the provider once its payment window has passed: a payment the provider took is credited, a
 * delayed one still on its way is asked again a window later (up to DELAYED_TOP_UP_MAX_MS), and any
 * other is expired, which the customer sees in the payment history and on the pending page.
 * Answers the ids of the top-ups it expired and of those it credited.
 */
export async function endStaleTopUps(ctx: MailCtx & { db: Db }, provider: PaymentProvider | null, now: Date): Promise<{ expired: number[]; credited: number[] }> {
  const due = await ctx.db
    .select({ id: deposits.id, createdAt: deposits.createdAt })
    .from(deposits)
    .where(and(eq(deposits.status, 'pending'), lte(deposits.updatedAt, new Date(now.getTime() - TOP_UP_PAYMENT_WINDOW_MS))))
    .orderBy(asc(deposits.updatedAt))
    .limit(50);
  const ended = { expired: [] as number[], credited: [] as number[] };
  for (const deposit of due) {
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.depositId, deposit.id)).orderBy(desc(payments.id)).limit(1);
    const answer = payment && provider?.name === payment.provider ? await provider.paymentStatus(payment.providerRef) : 'unknown';
    if (answer === 'success' && payment) {
      if (await ctx.db.transaction(async (tx) => (await movePayment(tx, payment.id, 'success', now)) && settleDeposit(tx, deposit.id, 'success', now))) ended.credited.push(deposit.id);
    } else if (answer === 'pending' && now.getTime() - deposit.createdAt.getTime() < DELAYED_TOP_UP_MAX_MS) {
      await ctx.db.update(deposits).set({ updatedAt: now }).where(and(eq(deposits.id, deposit.id), eq(deposits.status, 'pending')));
    } else if (await ctx.db.transaction((tx) => settleDeposit(tx, deposit.id, 'expired', now))) {
      ended.expired.push(deposit.id);
    }
  }
  for (const id of ended.credited) await notifyTopUp(ctx, id);
  return ended;
}
