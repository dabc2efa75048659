import { and, asc, eq, lte } from 'drizzle-orm';
import type { PayoutProvider } from '../../adapters/payouts/port.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { withTransaction } from '../../lib/transaction.ts';
import type { MailCtx } from '../mail/index.ts';
import { payoutMachine } from './machine.ts';
import { openPayoutOfOffer, type PayoutRow } from './queries.ts';
import { sendToProvider } from './requests.ts';
import { settlePayoutIn } from './settle.ts';
import { payouts } from './tables.ts';
import { movePayout } from './transitions.ts';

/** How many held payouts one round releases at most (the rest wait for the next round). */
const RELEASE_BATCH = 50;

type ReleaseCtx = MailCtx & { db: Db };
export interface ReleaseDeps {
  provider: PayoutProvider | null;
  detailsKey: Buffer;
}

/**
 * PROTECT-4: releases the held payouts whose release time has come: held -> processing through the
 * payout's conditional move (of two processes releasing one payout, one moves it and only that one
 * calls the provider), then the provider is asked
 * once, as a payout requested now would be (a bank payout without a provider waits for the operator, OPS-7).
 * The trade-protection sweep (flows/trade-protection.ts) runs it under its advisory lock. A provider
 * that refuses fails the payout (the seller may ask again). Answers the payouts this call released.
 */
export async function releaseHeldPayouts(ctx: ReleaseCtx, deps: ReleaseDeps, now = new Date()): Promise<PayoutRow[]> {
  const due = await ctx.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.status, 'held'), lte(payouts.releaseAt, now)))
    .orderBy(asc(payouts.releaseAt), asc(payouts.id))
    .limit(RELEASE_BATCH);
  const released: PayoutRow[] = [];
  for (const held of due) {
    const moved = await withTransaction(ctx, (tx) => movePayout(tx, held.id, 'processing', payoutMachine.sourcesOf('processing'), { updatedAt: now }));
    if (!moved) continue;
    released.push(moved);
    // SEC-2, OPS-7: without a provider a bank payout waits for the operator, as when asked.
    if (moved.method === 'sepa' && deps.provider === null) continue;
    if (!deps.provider) {
      // No provider any more: the payout fails and the seller asks again.
      ctx.log.error({ payoutId: held.id }, 'a released payout cannot reach the provider');
      await withTransaction(ctx, (tx) => settlePayoutIn(tx, ctx.log, held.id, 'failed', 'provider'));
      continue;
    }
    try {
      await sendToProvider(ctx, deps.provider, moved, undefined);
    } catch (err) {
      ctx.log.error({ err, payoutId: held.id }, 'the provider refused a released payout');
    }
  }
  return released;
}

/**
 * PROTECT-8: a reversed trade's payout: a held one is cancelled (held -> cancelled, its sealed card
 * and bank details erased: no provider was asked, no money moved); one already released or paid
 * cannot be (`paid`: the alert says it was paid before the reversal). In the caller's transaction.
 */
export async function cancelHeldPayoutOf(tx: DbOrTx, offerId: number, now = new Date()): Promise<{ cancelled: PayoutRow | null; paid: PayoutRow | null }> {
  const open = await openPayoutOfOffer(tx, offerId);
  if (!open) return { cancelled: null, paid: null };
  const cancelled = await movePayout(tx, open.id, 'cancelled', payoutMachine.sourcesOf('cancelled'), { bankDetailsSealed: null, settledBy: 'trade_reversal', settledAt: now, updatedAt: now });
  return cancelled ? { cancelled, paid: null } : { cancelled: null, paid: open };
}
