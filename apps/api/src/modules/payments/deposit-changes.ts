import { toMajor } from '@skins/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { moveBalance } from '../account/index.ts';
import { readSettings } from '../content/index.ts';
import { type MailCtx, notifyUser } from '../mail/index.ts';
import { depositMachine } from './machines.ts';
import { deposits } from './tables.ts';

/**
 * PAY-24: a top-up follows its payment through the transition table; a successful one credits
 * the balance once, through the ledger (reason topup, ref the deposit), in the internal currency.
 */
export async function settleDeposit(tx: DbOrTx, depositId: number, to: 'success' | 'error' | 'cancelled' | 'expired', now: Date): Promise<boolean> {
  const [deposit] = await tx
    .update(deposits)
    .set({ status: to, updatedAt: now })
    .where(and(eq(deposits.id, depositId), inArray(deposits.status, depositMachine.sourcesOf(to))))
    .returning();
  if (!deposit) return false;
  if (to === 'success') await moveBalance(tx, { userId: deposit.userId, deltaMinor: deposit.internalAmountMinor, reason: 'topup', refType: 'deposit', refId: String(deposit.id) });
  return true;
}

/** OPS-106: tells the customer that a top-up was credited, in the internal currency, once per top-up (after the commit). */
export async function notifyTopUp(ctx: MailCtx, depositId: number): Promise<void> {
  const [deposit] = await ctx.db.select().from(deposits).where(eq(deposits.id, depositId));
  if (!deposit) return;
  const { internal_currency } = await readSettings(ctx.db);
  const amount = `${toMajor(deposit.internalAmountMinor).toFixed(2)} ${internal_currency.name}`;
  await notifyUser(ctx, deposit.userId, 'topup_credited', { amount, link: '/account/transactions' }, `topup_credited:${depositId}`);
}
