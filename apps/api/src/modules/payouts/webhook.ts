import type { PayoutProvider } from '../../adapters/payouts/port.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { recordProviderEvent } from '../payments/index.ts';
import { PROVIDER_DECLINED, recordConflictIn } from './conflicts.ts';
import { findPayoutByRef } from './queries.ts';
import { notifyPayoutSettled, settlePayoutIn } from './settle.ts';

export type PayoutWebhookOutcome = 'applied' | 'duplicate' | 'no_change' | 'conflict';

/**
 * PAYOUT-9: the payout provider's webhook. A bad or stale signature, a bad body, or an amount or
 * currency other than the payout's (SEC-13) is refused and changes nothing;
 * each event id counts once (recorded in the same transaction as its effect); the outcome settles
 * the payout through settlePayoutIn (PAYOUT-7). PAYOUT-11: a late event that agrees with how the
 * payout was settled changes nothing ('no_change'); one that contradicts it changes nothing either
 * but is kept for the operator ('conflict').
 */
export async function handlePayoutWebhook(
  ctx: Pick<RootCtx, 'db' | 'mail' | 'log' | 'publicUrl'>,
  provider: PayoutProvider,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<PayoutWebhookOutcome> {
  const verified = provider.verifyWebhook(headers, rawBody);
  if (!verified.ok) throw new AppError(verified.reason === 'bad_signature' ? 'PAYMENT_SIGNATURE_INVALID' : 'PAYMENT_EVENT_INVALID');
  const { event } = verified;
  const payout = await findPayoutByRef(ctx.db, event.reference);
  if (!payout) throw new AppError('PAYOUT_NOT_FOUND');
  if (event.amountMinor !== payout.amountMinor || event.currency !== payout.currency) {
    ctx.log.warn({ payoutId: payout.id, eventId: event.eventId, amountMinor: event.amountMinor, currency: event.currency }, 'payout webhook amount or currency does not match the payout; refused');
    throw new AppError('PAYMENT_EVENT_MISMATCH');
  }
  const result = await withTransaction(ctx, async (tx) => {
    if (!(await recordProviderEvent(tx, provider.name, event.eventId, event.payload))) return { outcome: 'duplicate' as const };
    if (event.status === 'processing') return { outcome: 'no_change' as const };
    const settled = await settlePayoutIn(tx, ctx.log, payout.id, event.status, 'provider', event.status === 'failed' ? PROVIDER_DECLINED : null);
    if (settled) return { outcome: 'applied' as const, settled };
    const conflict = await recordConflictIn(tx, ctx.log, payout.id, { eventId: event.eventId, status: event.status });
    return { outcome: conflict ? ('conflict' as const) : ('no_change' as const) };
  });
  if ('settled' in result && result.settled) await notifyPayoutSettled(ctx, result.settled);
  return result.outcome;
}
