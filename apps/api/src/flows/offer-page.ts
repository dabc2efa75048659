import type { OfferDetails } from '@skins/contract';
import type { Ctx } from '../lib/ctx.ts';
import { unixSeconds } from '../lib/unix-seconds.ts';
import { offerDetails } from '../modules/offers/index.ts';
import { payoutHeldUntil, payoutsOfOffer } from '../modules/payouts/index.ts';

/**
 * OFFER-4, OPS-20: the customer's offer page: the offer with its payouts, oldest first. Payouts
 * sit above the offers (issue 48: a payout moves its offer), so the two meet here; PROTECT-3: with
 * the date a payout asked now would be held until.
 */
export async function offerPage(ctx: Ctx & { userId: number }, id: number): Promise<OfferDetails> {
  const details = await offerDetails(ctx, id, async (offerId) =>
    (await payoutsOfOffer(ctx.db, offerId)).map((p) => ({ method: p.method, status: p.status, account_last4: p.accountLast4, message: p.message, release_at: p.releaseAt?.toISOString() ?? null, created_at: unixSeconds(p.createdAt) })),
  );
  // PROTECT-3: what the payout form tells the seller before they ask: until when a payout asked now is held.
  const heldUntil = await payoutHeldUntil(ctx.db, details.protected_until === null ? null : new Date(details.protected_until), new Date());
  return { ...details, payout_held_until: heldUntil?.toISOString() ?? null };
}
