import type { OfferDetails } from '@skins/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, type Ok } from './client';

/**
 * GET /offer/{id}: one offer with its events and payout (spec §7). Shared by the offer details
 * modal (account) and the pending payout page, which polls it.
 */
export const offerDetailsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['offer', id], queryFn: ({ signal }) => api.get<Ok<OfferDetails>>(`/offer/${id}`, { signal }).then((r) => r.payload) });
