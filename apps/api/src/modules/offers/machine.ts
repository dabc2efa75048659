import type { OfferStatus } from '@skins/contract';
import { stateMachine } from '../../lib/state-machine.ts';

/**
 * OFFER-5, OFFER-6, OFFER-8, OPS-3, OPS-4, OPS-5, PAYOUT-1, PAYOUT-7: the sell flow (spec §4 Offer statuses). The shop quotes a pending
 * offer or rejects it; the customer accepts or declines the quote (the shop may still withdraw it);
 * the shop confirms the item arrived, or cancels an offer whose item never came (OPS-25); the
 * customer requests a payout, which settles once. OPS-20: a failed payout returns the offer to
 * ready_for_payout (the shop holds the item), so the seller can ask again.
 */
export const offerMachine = stateMachine<OfferStatus>({
  pending: ['offer', 'failed'],
  offer: ['awaiting_item', 'declined_by_user', 'failed'],
  awaiting_item: ['ready_for_payout', 'failed'],
  // PAYOUT-12: only a resolved payout conflict moves ready_for_payout -> approved (the failed payout was
  // paid after all) or approved -> ready_for_payout (the paid payout was declined after all).
  // PROTECT-8: a received item the seller took back by Steam's trade reversal, whatever its payout did.
  ready_for_payout: ['payout_processing', 'approved', 'reversed'],
  payout_processing: ['approved', 'ready_for_payout', 'reversed'],
  approved: ['ready_for_payout', 'reversed'],
  declined_by_user: [],
  failed: [],
  reversed: [],
});
