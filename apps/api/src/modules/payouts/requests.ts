import { last4, offerMessages, type ContactInfo } from '@skins/contract';
import type { PayoutProvider } from '../../adapters/payouts/port.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { isUniqueViolation } from '../account/users.ts';
import { newPaymentReference } from '../payments/payment-records.ts';
import { presentOffer } from '../offers/present.ts';
import { findOwnOffer, transitionError } from '../offers/service.ts';
import { moveOffer } from '../offers/transitions.ts';
import { openPayoutOfOffer } from './queries.ts';
import { payouts, type payoutMethods } from './tables.ts';

type UserCtx = Ctx & { userId: number };
type PayoutMethod = (typeof payoutMethods)[number];

/** Where the account is: the customer's details for a manual payout, or the provider's page. */
export type PayoutTarget =
  | { via: 'provider'; method: PayoutMethod; account?: { number: string; holderName: string } }
  | { via: 'manual'; method: PayoutMethod; account: { number: string; holderName: string } };

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
 * through; any other is a 409 and adds no payout. The amount is the
 * shop's price in the offer currency. Of a card number or IBAN only the last 4 are kept. Every
 * payout goes to the payout provider (ARCHITECTURE "The outside world"), which settles it by its
 * webhook; a provider payout also answers the provider's page for the customer, while a bank
 * payout (spec §4: no redirect) waits there for the provider or the operator (OPS-7).
 */
export async function requestPayout(ctx: UserCtx, deps: { provider: PayoutProvider | null }, offerId: number, contact: ContactInfo, target: PayoutTarget) {
  await findOwnOffer(ctx, offerId);
  // SEC-2: without a payout provider, bank payouts still wait for the operator (OPS-7); card payouts cannot be made.
  const provider = deps.provider;
  if (!provider && target.via === 'provider') throw new AppError('PAYOUT_PROVIDER_UNAVAILABLE');
  const reference = newPaymentReference('po');
  try {
    return await (ctx.db as Db).transaction(async (tx) => {
      const offer = await moveOffer(tx, offerId, 'payout_processing', `user:${ctx.userId}`, { userId: ctx.userId });
      if (!offer || offer.servicePriceMinor === null) {
        if (await openPayoutOfOffer(tx, offerId)) throw new AppError('PAYOUT_ALREADY_REQUESTED');
        throw transitionError((await findOwnOffer({ ...ctx, db: tx }, offerId)).status, 'paid out');
      }
      await tx.insert(payouts).values({
        offerId,
        userId: ctx.userId,
        method: target.method,
        amountMinor: offer.servicePriceMinor,
        currency: offer.currency,
        accountLast4: target.account ? last4(target.account.number) : null,
        holderName: target.account?.holderName ?? null,
        contact,
        providerRef: reference,
      });
      if (!provider) return { offer: presentOffer(offer), redirectUrl: undefined };
      const res = await provider.createPayout({
        reference,
        amountMinor: offer.servicePriceMinor,
        currency: offer.currency,
        method: target.method,
        returnUrls: payoutReturnUrls(ctx.publicUrl, offerId, offerMessages.payoutFailed),
      });
      if (!res.ok) throw new AppError('PAYOUT_FAILED');
      return { offer: presentOffer(offer), redirectUrl: target.via === 'provider' ? res.redirectUrl : undefined };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'payouts_offer_open_key')) throw new AppError('PAYOUT_ALREADY_REQUESTED');
    throw err;
  }
}
