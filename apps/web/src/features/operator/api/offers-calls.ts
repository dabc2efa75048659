import { operatorOfferEventsResponseSchema, operatorOfferResponseSchema, operatorOffersResponseSchema, tradeReversalResponseSchema, type OperatorOffer, type OperatorOfferEvent, type DayRange, type PaginationMeta, type SandboxTradeState } from '@skins/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

const opts = { withLocale: false } as const;

/** GET /operator/offers?q=&status=&from=&to=&user_id=&page= (OPS-2, OPS-46, OPS-178; OPS-170: one seller's, on the customer page). */
export const useOperatorOffers = (p: { q: string; status: string; page: number; user_id?: number } & DayRange) =>
  useQuery(
    queryOptions({
      queryKey: ['operator', 'offers', p],
      queryFn: () => api.get<Ok<OperatorOffer[], PaginationMeta>>('/operator/offers', { ...opts, query: p, schema: import.meta.env.DEV && operatorOffersResponseSchema }),
      placeholderData: keepPreviousData,
    }),
  );

/** GET /operator/offers/{id}/events (OPS-47). */
export const useOfferEvents = (id: number) =>
  useQuery({
    queryKey: ['operator', 'offer-events', id],
    queryFn: () => api.get<Ok<OperatorOfferEvent[]>>(`/operator/offers/${id}/events`, { ...opts, schema: import.meta.env.DEV && operatorOfferEventsResponseSchema }).then((r) => r.payload),
  });

type Move = { kind: 'quote'; price: string } | { kind: 'reject'; message: string } | { kind: 'cancel'; message: string } | { kind: 'received' };

/** POST /operator/offers/{id}/quote|reject|cancel|received (OPS-3, OPS-4, OPS-5, OPS-25). */
export function moveOffer(id: number, move: Move) {
  const body = move.kind === 'quote' ? { price: move.price } : move.kind === 'received' ? {} : move.message ? { message: move.message } : {};
  return api.post<Ok<OperatorOffer>>(`/operator/offers/${id}/${move.kind}`, body, { ...opts, schema: import.meta.env.DEV && operatorOfferResponseSchema });
}


/** POST /operator/offers/{id}/item (PROTECT-5): the catalogue item created for a received offer's skin. */
export function linkOfferItem(id: number, itemId: number) {
  return api.post<Ok<OperatorOffer>>(`/operator/offers/${id}/item`, { item_id: itemId }, { ...opts, schema: import.meta.env.DEV && operatorOfferResponseSchema });
}

/** POST /operator/offers/{id}/reversed (PROTECT-8): the seller took the item back by a Steam trade reversal. */
export function markTradeReversed(id: number) {
  return api.post<{ message: string }>(`/operator/offers/${id}/reversed`, {}, { ...opts, schema: import.meta.env.DEV && tradeReversalResponseSchema });
}

/** TRADE-7: POST /operator/offers/{id}/sandbox-trade { state }: the sandbox bot's manual switch. */
export const setSandboxTrade = (id: number, state: SandboxTradeState) =>
  api.post<Ok<OperatorOffer>>(`/operator/offers/${id}/sandbox-trade`, { state }, { ...opts, schema: import.meta.env.DEV && operatorOfferResponseSchema });
