import { operatorPacksResponseSchema, type OperatorPack, type PaginationMeta } from '@skins/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

export interface PackListParams {
  page: number;
  search: string;
  active: string;
}

/** GET /operator/packs (OPS-70): packs, withdrawn ones too, newest first. */
export const getPacks = (p: PackListParams) =>
  api.get<Ok<OperatorPack[], PaginationMeta>>('/operator/packs', { query: { ...p }, withLocale: false, schema: import.meta.env.DEV && operatorPacksResponseSchema });

export const packsQueryOptions = (p: PackListParams) => queryOptions({ queryKey: ['operator', 'packs', p], queryFn: () => getPacks(p), placeholderData: keepPreviousData });

export const usePacks = (p: PackListParams) => useQuery(packsQueryOptions(p));
