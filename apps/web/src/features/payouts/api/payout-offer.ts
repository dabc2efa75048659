import { offerStatusKind, PAYOUT_POLL_MS, type OfferDetails } from '@skins/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { offerDetailsQueryOptions } from '../../account/api/offers-calls';

/** How an offer's payout ended: approved; failed (a failed payout, or any failure status of the offer: spec §4 "others"); or not yet (null). */
export type PayoutOutcome = { approved: true } | { approved: false; message: string | null } | null;

export function payoutOutcome(offer: OfferDetails | undefined): PayoutOutcome {
  if (!offer) return null;
  if (offer.status === 'approved') return { approved: true };
  if (offerStatusKind(offer.status) === 'failure' || offer.payout?.status === 'failed') return { approved: false, message: offer.payout?.message ?? null };
  return null;
}

/**
 * OFFER-WEB-9: the offer of a pending payout (GET /offer/{id}), asked at once and every 5 s while the
 * page is open, until its payout has an outcome; a failed request (unknown offer) stops it. A null id
 * asks nothing.
 */
export const usePendingPayoutOffer = (id: number | null) =>
  useQuery({ ...offerDetailsQueryOptions(id ?? 0), enabled: id !== null, refetchInterval: (q) => (q.state.status === 'error' || payoutOutcome(q.state.data) ? false : PAYOUT_POLL_MS) });

/** OFFER-WEB-9: on the success page the payout has settled: the offers history and every offer's details are asked again when next shown. */
export function useRefreshAfterPayout() {
  const client = useQueryClient();
  useEffect(() => {
    void client.invalidateQueries({ queryKey: ['offers'] });
    void client.invalidateQueries({ queryKey: ['offer'] });
  }, [client]);
}
