import { formatMoney, offerMessages, toMajor } from '@skins/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Ctx, RootCtx } from '../../lib/ctx.ts';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/index.ts';
import type { PayoutReasonCode } from '../mail/index.ts';
import { type Actor, moveOffer, notifyOffer } from '../offers/index.ts';
import { PROVIDER_DECLINED } from './conflicts.ts';
import { payoutMachine } from './machine.ts';
import { movePayout } from './transitions.ts';
import type { PayoutRow } from './queries.ts';
import { payouts } from './tables.ts';

type SettleCtx = Pick<RootCtx, 'db' | 'mail' | 'log' | 'publicUrl'>;

/**
 * PAYOUT-7: settles a payout inside the caller's transaction, for the provider's webhook and the
 * operator alike. The payout (processing -> approved|failed) and its offer (payout_processing ->
 * approved, or OPS-20: back to ready_for_payout when the payout failed, so the seller may ask
 * again) move through their transition tables, so a payout settles once: a second settle of
 * either outcome changes nothing and answers null.
 */
export async function settlePayoutIn(tx: DbOrTx, log: Ctx['log'], payoutId: number, to: 'approved' | 'failed', actor: Actor, message?: string | null, now = new Date()): Promise<PayoutRow | null> {
  // OPS-22: a settled payout needs no account any more: its sealed bank details are erased.
  const payout = await movePayout(tx, payoutId, to, payoutMachine.sourcesOf(to), { message: to === 'failed' ? message || offerMessages.payoutFailed : null, bankDetailsSealed: null, settledBy: actor, settledAt: now, updatedAt: now });
  if (!payout) return null;
  const offerTo = to === 'approved' ? 'approved' : 'ready_for_payout';
  if (!(await moveOffer(tx, payout.offerId, offerTo, actor, { from: ['payout_processing'] }, now))) log.error({ payoutId, offerId: payout.offerId }, 'payout settled but its offer was not in payout_processing');
  return payout;
}

/**
 * MAIL-7: the reasons the shop itself writes on a failed payout (the provider's), by their code: the
 * mail says them in the seller's language. An operator's own reason has no code and is mailed as written.
 */
function reasonCodeOf(message: string | null): PayoutReasonCode | null {
  // A function, not a table built at load: conflicts.ts may still be loading (an import cycle through offers).
  if (message === PROVIDER_DECLINED) return 'provider_declined';
  if (message === offerMessages.payoutFailed) return 'provider_refused';
  return null;
}

/** OPS-10, OPS-102, MAIL-6, MAIL-7: mails the customer the outcome of a settled payout (after the commit), once per payout, with its amount and the reason. */
export async function notifyPayoutSettled(ctx: SettleCtx, payout: PayoutRow): Promise<void> {
  const kind = payout.status === 'approved' ? 'payout_sent' : 'payout_failed';
  const amount = formatMoney(toMajor(payout.amountMinor), payout.currency);
  const reasonCode = reasonCodeOf(payout.message);
  await notifyOffer(ctx, { id: payout.offerId, userId: payout.userId }, kind, { amount, message: payout.message, reasonCode }, `${kind}:${payout.id}`);
}

/** PAYOUT-10: how long a provider payout is the provider's to settle before the operator may step in. */
export const PROVIDER_HOLD_MS = 7 * 86_400_000;

/**
 * PAYOUT-10: a payout the provider carries out (every method but a bank transfer the operator makes
 * by hand) is the provider's to settle while it is processing: an operator who completes or fails it
 * meanwhile could pay the seller twice (the seller asks again and the provider pays after all) or tell
 * them "paid" for money that never left. Answers when the operator may settle it, or null when now.
 * After a week with no result the operator may settle it; a later contradicting result is then a
 * conflict (PAYOUT-11), never lost.
 */
export function providerHoldsUntil(payout: Pick<PayoutRow, 'status' | 'method' | 'createdAt'>, now = new Date()): Date | null {
  if (payout.status !== 'processing' || payout.method === 'sepa') return null;
  const until = new Date(payout.createdAt.getTime() + PROVIDER_HOLD_MS);
  return until > now ? until : null;
}

/**
 * OPS-7, OPS-8: the operator completes or fails a payout: settlePayoutIn in its own transaction with
 * its audit row (OPS-49: status, amount and the reason; never the account), then the customer's mail.
 */
export async function operatorSettlePayout(ctx: SettleCtx, payoutId: number, to: 'approved' | 'failed', operatorId: number, message?: string | null): Promise<PayoutRow | null> {
  const settled = await withTransaction(ctx, async (tx) => {
    // PAYOUT-10: method and created_at never change, so this check needs no lock.
    const [current] = await tx.select().from(payouts).where(eq(payouts.id, payoutId));
    const heldUntil = current ? providerHoldsUntil(current) : null;
    if (heldUntil) throw new AppError('PAYOUT_HELD_BY_PROVIDER', { params: { date: heldUntil.toISOString().slice(0, 10) } });
    const payout = await settlePayoutIn(tx, ctx.log, payoutId, to, `operator:${operatorId}`, message);
    if (payout) {
      await recordAudit(tx, {
        actorId: operatorId,
        action: to === 'approved' ? 'payout.complete' : 'payout.fail',
        target: { type: 'payout', id: payoutId },
        before: { status: 'processing' },
        after: { status: payout.status, amount: toMajor(payout.amountMinor), currency: payout.currency, method: payout.method, offer_id: payout.offerId, ...(to === 'failed' ? { reason: payout.message } : {}) },
      });
    }
    return payout;
  });
  if (settled) await notifyPayoutSettled(ctx, settled);
  return settled;
}
