import { operatorPromosResponseSchema, type OperatorPromo, type PaginationMeta } from '@skins/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

export interface PromoListParams {
  page: number;
  search: string;
  status: string;
}

/** GET /operator/promo-codes (OPS-75): codes newest first, by code and state. */
export const getPromos = (p: PromoListParams) =>
  api.get<Ok<OperatorPromo[], PaginationMeta>>('/operator/promo-codes', { query: { ...p }, withLocale: false, schema: import.meta.env.DEV && operatorPromosResponseSchema });

export const promosQueryOptions = (p: PromoListParams) => queryOptions({ queryKey: ['operator', 'promos', p], queryFn: () => getPromos(p), placeholderData: keepPreviousData });

export const usePromos = (p: PromoListParams) => useQuery(promosQueryOptions(p));
