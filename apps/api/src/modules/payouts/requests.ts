import { formatMoney, last4, offerMessages, toMajor, type ContactInfo } from '@skins/contract';
import { eq } from 'drizzle-orm';
import type { PayoutCard, PayoutProvider } from '../../adapters/payouts/port.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { utcMinute } from '../../lib/utc-minute.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { newPaymentReference } from '../payments/index.ts';
import { findOwnOffer, moveOffer, notifyOffer, presentOffer, transitionError } from '../offers/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { readSettings } from '../content/index.ts';
import { type BankDetails, sealBankDetails } from './bank-details.ts';
import { openPayoutOfOffer, type PayoutRow } from './queries.ts';
import { settlePayoutIn } from './settle.ts';
import { payouts, type payoutMethods } from './tables.ts';

type UserCtx = RootCtx & { userId: number };
const DAY_MS = 86_400_000;
type PayoutMethod = (typeof payoutMethods)[number];

/**
 * Where the money goes: the provider's page asks the customer (card-form), the card handed to the
 * provider (OPS-23), or the bank account the operator pays to (OPS-21).
 */
export type PayoutTarget = { via: 'provider'; method: Exclude<PayoutMethod, 'sepa'>; card?: PayoutCard } | { via: 'manual'; method: 'sepa'; bank: BankDetails };

/** PAYOUT-8: spec §2 payout result pages, with the offer they are about. */
export function payoutReturnUrls(publicUrl: string, offerId: number, failMessage: string) {
  return {
    success: `${publicUrl}/success-payout?status=approved&offer=${offerId}`,
    fail: `${publicUrl}/fail-payout?status=failed&offer=${offerId}&message=${encodeURIComponent(failMessage)}`,
    pending: `${publicUrl}/pending-payout?status=payout_processing&offer=${offerId}`,
  };
}

/**
 * PAYOUT-1, PAYOUT-6: the customer asks for the payout of an offer the shop has received
 * (ready_for_payout -> payout_processing), once: the offer's conditional move and the partial
 * unique offer_id (OPS-20: failed payouts stay as history and do not count) let one request
 * through; any other is a 409 and adds no payout. The amount is the shop's price in the offer
 * currency. A card number goes to the provider only, the payout keeps its last 4 (OPS-23); a bank
 * account is kept sealed for the operator (OPS-21) with its last 4 in clear. Every payout goes to
 * the payout provider (ARCHITECTURE "The outside world"), which settles it by its webhook; a
 * provider payout also answers the provider's page for the customer, while a bank payout (spec §4:
 * no redirect) waits there for the provider or the operator (OPS-7).
 */
export async function requestPayout(ctx: UserCtx, deps: { provider: PayoutProvider | null; detailsKey: Buffer }, offerId: number, contact: ContactInfo, target: PayoutTarget, now = new Date()) {
  await findOwnOffer(ctx, offerId);
  // SEC-2: without a payout provider, bank payouts still wait for the operator (OPS-7); card payouts cannot be made.
  const provider = deps.provider;
  if (!provider && target.via === 'provider') throw new AppError('PAYOUT_PROVIDER_UNAVAILABLE');
  const reference = newPaymentReference('po');
  const account = target.via === 'manual' ? target.bank.iban : target.card?.cardNumber;
  let recorded;
  try {
    recorded = await withTransaction(ctx, async (tx) => {
      const offer = await moveOffer(tx, offerId, 'payout_processing', `user:${ctx.userId}`, { userId: ctx.userId });
      if (!offer || offer.servicePriceMinor === null) {
        if (await openPayoutOfOffer(tx, offerId)) throw new AppError('PAYOUT_ALREADY_REQUESTED');
        throw transitionError((await findOwnOffer({ ...ctx, db: tx }, offerId)).status, 'paid out');
      }
      const releaseAt = await payoutHeldUntil(tx, offer.protectedUntil, now);
      // PROTECT-9, OPS-23: a held payout waits days for its release, and a card number is never kept by
      // the shop (it goes to the provider at once or not at all): while protected, a bank account only.
      if (releaseAt && target.via === 'provider') throw new AppError('PAYOUT_PROTECTED_BANK_ONLY');
      const [payout] = await tx
        .insert(payouts)
        .values({
          offerId,
          userId: ctx.userId,
          method: target.method,
          amountMinor: offer.servicePriceMinor,
          currency: offer.currency,
          accountLast4: account ? last4(account) : null,
          holderName: target.via === 'provider' ? (target.card?.holderName ?? null) : null,
          contact,
          providerRef: reference,
          ...(releaseAt ? { status: 'held' as const, releaseAt } : {}),
        })
        .returning({ id: payouts.id });
      const payoutId = payout!.id;
      // SEC-27: the bank details are sealed for this row (its id is in the seal), in the same transaction.
      if (target.via === 'manual') await tx.update(payouts).set({ bankDetailsSealed: sealBankDetails(deps.detailsKey, payoutId, target.bank) }).where(eq(payouts.id, payoutId));
      return { offer, payoutId, amountMinor: offer.servicePriceMinor, releaseAt };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'payouts_offer_open_key')) throw new AppError('PAYOUT_ALREADY_REQUESTED');
    throw err;
  }
  const { offer, payoutId, amountMinor, releaseAt } = recorded;
  // OPS-105: the seller is told once the request stands (with the provider's refusal it does not); the last 4 only, never the account.
  const amount = formatMoney(toMajor(amountMinor), offer.currency);
  const requested = () =>
    releaseAt
      ? notifyOffer(ctx, offer, 'payout_held', { amount, date: utcMinute(releaseAt) }, `payout_held:${payoutId}`)
      : notifyOffer(ctx, offer, 'payout_requested', { amount, last4: account ? last4(account) : null }, `payout_requested:${payoutId}`);
  // PROTECT-3: a held payout calls no provider and moves no money until the sweep releases it.
  if (!provider || releaseAt) {
    await requested();
    return { offer: presentOffer(offer), redirectUrl: undefined };
  }
  const card = target.via === 'provider' ? target.card : undefined;
  const redirectUrl = await sendToProvider(ctx, provider, { id: payoutId, offerId, providerRef: reference, amountMinor, currency: offer.currency, method: target.method }, card);
  await requested();
  return { offer: presentOffer(offer), redirectUrl: target.via === 'provider' ? redirectUrl : undefined };
}

/**
 * ARCHITECTURE "Data": the provider is called after the payout is committed (at the request, or at a
 * held payout's release). When it refuses, the payout fails (OPS-20: the offer is ready_for_payout
 * again) and the customer may ask again: a 502 PAYOUT_FAILED. Answers the provider's page.
 */
export async function sendToProvider(
  ctx: Pick<RootCtx, 'db' | 'log' | 'publicUrl'>,
  provider: PayoutProvider,
  payout: Pick<PayoutRow, 'id' | 'offerId' | 'providerRef' | 'amountMinor' | 'currency' | 'method'>,
  card: PayoutCard | undefined,
): Promise<string> {
  const refused = () => withTransaction(ctx, (tx) => settlePayoutIn(tx, ctx.log, payout.id, 'failed', 'provider', offerMessages.payoutFailed));
  let res;
  try {
    res = await provider.createPayout({
      reference: payout.providerRef ?? '',
      amountMinor: payout.amountMinor,
      currency: payout.currency,
      method: payout.method,
      returnUrls: payoutReturnUrls(ctx.publicUrl, payout.offerId, offerMessages.payoutFailed),
      ...(card ? { card } : {}),
    });
  } catch (err) {
    await refused();
    throw err;
  }
  if (!res.ok) {
    ctx.log.warn({ payoutId: payout.id, reason: res.reason }, 'the payout provider refused a payout');
    await refused();
    throw new AppError('PAYOUT_FAILED');
  }
  return res.redirectUrl;
}

/**
 * PROTECT-3: a payout asked while the offer's item is under Steam's trade protection is held until
 * the protection ends plus the operator's margin (payout_hold_margin_days), for every method alike
 * (card, the provider's other methods, bank): the seller could still take the item back. Null: not held.
 */
export async function payoutHeldUntil(db: DbOrTx, protectedUntil: Date | null, now: Date): Promise<Date | null> {
  if (!protectedUntil || protectedUntil <= now) return null;
  const { payout_hold_margin_days: margin } = await readSettings(db);
  return new Date(protectedUntil.getTime() + margin * DAY_MS);
}
