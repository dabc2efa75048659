import { sellQuoteResponseSchema, toMajor, type SellQuote, type SellQuoteChangeBody } from '@skins/contract';
import { api, type Ok } from '../../../api/client';
import { useSellQuoteMutation } from './get-sell-quotes';

/** PATCH /operator/sell-quotes/{id} (INV-5): a quote's new price. */
export const changeSellQuote = (id: number, body: SellQuoteChangeBody) =>
  api.patch<Ok<SellQuote>>(`/operator/sell-quotes/${id}`, { price: toMajor(body.priceMinor) }, { withLocale: false, schema: import.meta.env.DEV && sellQuoteResponseSchema });

export const useChangeSellQuote = (id: number) => useSellQuoteMutation((body: SellQuoteChangeBody) => changeSellQuote(id, body));
