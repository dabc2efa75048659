import { operatorSupportResponseSchema, type OperatorSupportMessage, type DayRange, type PaginationMeta } from '@skins/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

export interface SupportListParams extends DayRange {
  page: number;
  q: string;
  answered: string;
}

/** GET /operator/support (OPS-86): support messages, answered or not. */
export const getSupport = (p: SupportListParams) =>
  api.get<Ok<OperatorSupportMessage[], PaginationMeta>>('/operator/support', { query: { ...p }, withLocale: false, schema: import.meta.env.DEV && operatorSupportResponseSchema });

export const supportQueryOptions = (p: SupportListParams) => queryOptions({ queryKey: ['operator', 'support', p], queryFn: () => getSupport(p), placeholderData: keepPreviousData });

export const useSupport = (p: SupportListParams) => useQuery(supportQueryOptions(p));
