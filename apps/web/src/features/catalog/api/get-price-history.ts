import { okEnvelope, priceHistorySchema, type PriceHistory, type PriceHistoryDays } from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** PRICE-2: GET /items/{id}/price-history?days=… (prices in euro cents; the page converts them). */
export function getPriceHistory(id: number, days: PriceHistoryDays): Promise<PriceHistory> {
  return api.get<Ok<PriceHistory>>(`/items/${id}/price-history`, { query: { days }, withLocale: false, schema: import.meta.env.DEV && okEnvelope(priceHistorySchema) }).then((r) => r.payload);
}

export const priceHistoryQueryOptions = (id: number, days: PriceHistoryDays) =>
  queryOptions({ queryKey: ['items', 'price-history', id, days], queryFn: () => getPriceHistory(id, days), staleTime: 60_000 });

export function usePriceHistory(id: number, days: PriceHistoryDays) {
  return useQuery(priceHistoryQueryOptions(id, days));
}
