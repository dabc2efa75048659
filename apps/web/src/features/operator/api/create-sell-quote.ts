import { sellQuoteResponseSchema, toMajor, type SellQuote, type SellQuoteBody } from '@skins/contract';
import { api, type Ok } from '../../../api/client';
import { useSellQuoteMutation } from './get-sell-quotes';

/** POST /operator/sell-quotes (INV-5): a quote for a market name that has none; the form's checked body back in the API's names. */
export const createSellQuote = (body: SellQuoteBody) =>
  api.post<Ok<SellQuote>>('/operator/sell-quotes', { market_name: body.marketName, price: toMajor(body.priceMinor) }, { withLocale: false, schema: import.meta.env.DEV && sellQuoteResponseSchema });

export const useCreateSellQuote = () => useSellQuoteMutation(createSellQuote);
