import { sellQuotesResponseSchema, type SellQuote } from '@skins/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';
import { onePage } from './one-page';

/** GET /operator/sell-quotes (INV-5): every instant quote, by market name. */
export const getSellQuotes = () => api.get<Ok<SellQuote[]>>('/operator/sell-quotes', { withLocale: false, schema: import.meta.env.DEV && sellQuotesResponseSchema });

export const sellQuotesQueryOptions = () => queryOptions({ queryKey: ['operator', 'sell-quotes'], queryFn: getSellQuotes, select: onePage<SellQuote> });

export const useSellQuotes = () => useQuery(sellQuotesQueryOptions());

/** A change of the quotes (add, price, delete): the list is asked again. */
export function useSellQuoteMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey: ['operator', 'sell-quotes'] }) });
}
