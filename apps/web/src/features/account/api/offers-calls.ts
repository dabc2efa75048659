import { type ContactInfo, type Offer, offerActionResponseSchema, offerCreateResponseSchema, type OfferDetails, offerDetailsResponseSchema, offerHistoryResponseSchema, type OfferHistoryMeta, payoutCardManualResponseSchema, payoutRedirectResponseSchema, payoutSubmittedResponseSchema, type ReauthBody } from '@skins/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** GET /offer/history?page=N: 8 offers a page, newest first, with meta total and pages (spec §7, §9). */
export const offerHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['offers', page],
    queryFn: ({ signal }) => api.get<Ok<Offer[], OfferHistoryMeta>>('/offer/history', { query: { page }, signal, schema: import.meta.env.DEV && offerHistoryResponseSchema }).then((r) => ({ rows: r.payload ?? [], meta: r.meta })),
  });

/**
 * GET /offer/{id}: one offer with its events and payout (spec §7). Shared by the offer details
 * modal (account) and the pending payout page, which polls it.
 */
export const offerDetailsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['offer', id], queryFn: ({ signal }) => api.get<Ok<OfferDetails>>(`/offer/${id}`, { signal, schema: import.meta.env.DEV && offerDetailsResponseSchema }).then((r) => r.payload) });

/** Spec §3 Sell order payload; the price as typed, in `currency`. */
export interface OfferCreateRequest {
  title: string;
  price: string;
  quality: string;
  item_url: string;
  currency: string;
  /** OFFER-14, OFFER-15, OFFER-16: the skin's optional float (as typed), pattern and stickers. */
  float?: string;
  pattern?: string;
  stickers?: { name: string; slot: number | null }[];
}

/** POST /offer/create -> { status, id, message, payload }. */
export const createOffer = (body: OfferCreateRequest) => api.post<{ status: 'OK'; id: number; message: string; payload: Offer }>('/offer/create', { ...body }, { schema: import.meta.env.DEV && offerCreateResponseSchema });

/** POST /offer/accept { id, trade_link? } (OFFER-12) and /offer/decline { id } -> { status, message, payload }. */
export const answerOffer = (answer: 'accept' | 'decline', id: number, tradeLink?: string) =>
  api.post<{ status: 'OK'; message: string; payload: Offer }>(`/offer/${answer}`, tradeLink ? { id, trade_link: tradeLink } : { id }, { schema: import.meta.env.DEV && offerActionResponseSchema });

/** Spec §3 Contact info, in the payout calls' names (§7), with the country as its id. SEC-22: each payout call also carries the proof (ReauthBody). */
export type PayoutContact = Omit<ContactInfo, 'country'> & { country: number };

/** POST /offer/request-payout/card-form: the provider's hosted page pays out by card, Multibanco or MB WAY. */
export const requestCardFormPayout = (body: PayoutContact & ReauthBody & { id: number; method: 'card' | 'multibanco' | 'mbway' }) =>
  api.post<{ status: 'OK'; message: string; redirect_url: string }>('/offer/request-payout/card-form', { ...body }, { schema: import.meta.env.DEV && payoutRedirectResponseSchema });

/** POST /offer/request-payout/sepa-manual: a bank transfer to an IBAN. */
export const requestSepaPayout = (body: PayoutContact & ReauthBody & { id: number; currency: string; first_name: string; last_name: string; account_number: string }) =>
  api.post<{ status: 'OK'; message: string; payload: Offer }>('/offer/request-payout/sepa-manual', { ...body }, { schema: import.meta.env.DEV && payoutSubmittedResponseSchema });

/** POST /offer/request-payout/card-manual: card details, then the provider's page (redirect_url). */
export const requestCardPayout = (
  body: PayoutContact & ReauthBody & { id: number; card_number: string; card_holder_name: string; expire_month: string; expire_year: string; terms_accepted: boolean },
) => api.post<{ status: 'OK'; message: string; redirect_url: string; payload: Offer }>('/offer/request-payout/card-manual', { ...body }, { schema: import.meta.env.DEV && payoutCardManualResponseSchema });

/** After a change to an offer its history pages are asked again, and its details when `id` is given. */
export function useOffersChanged() {
  const client = useQueryClient();
  return (id?: number) => {
    void client.invalidateQueries({ queryKey: ['offers'] });
    if (id !== undefined) void client.invalidateQueries({ queryKey: ['offer', id] });
  };
}

/** POST /offer/create, then the history shows the new offer. */
export function useCreateOffer() {
  const changed = useOffersChanged();
  return useMutation({ mutationFn: createOffer, onSuccess: () => changed() });
}

/** POST /offer/accept or /offer/decline of offer `id`, then its history and details are asked again (and the profile, which an accept may give its trade link, OFFER-12). */
export function useAnswerOffer(id: number) {
  const changed = useOffersChanged();
  const client = useQueryClient();
  // Asked again after a refusal too: a 409 means the offer moved on elsewhere (another tab, the shop).
  return useMutation({
    mutationFn: (a: 'accept' | 'decline' | { answer: 'accept'; tradeLink: string }) => (typeof a === 'string' ? answerOffer(a, id) : answerOffer(a.answer, id, a.tradeLink)),
    onSettled: (_r, _e, a) => {
      changed(id);
      if (typeof a !== 'string') void client.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

/** POST /offer/request-payout/card-form (the provider's page follows), then the history is asked again. */
export function useRequestCardFormPayout() {
  const changed = useOffersChanged();
  return useMutation({ mutationFn: requestCardFormPayout, onSuccess: () => changed() });
}

/** TRADE-5: POST /offer/{id}/trade-offer: the bot sends the trade offer again; then the offer is asked again (also after a refusal: it moved on). */
export function useResendTradeOffer(id: number) {
  const changed = useOffersChanged();
  return useMutation({
    mutationFn: () => api.post<{ status: 'OK'; message: string; payload: Offer }>(`/offer/${id}/trade-offer`, {}, { schema: import.meta.env.DEV && offerActionResponseSchema }),
    onSettled: () => changed(id),
  });
}
