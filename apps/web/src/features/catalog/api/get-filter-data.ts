import { type FilterData, filterDataSchema, okEnvelope } from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';
import { logFailure } from './log-failure';

/** GET /items/filter-data?category=...: reloaded when the category changes (spec §4 Product list). */
export function getFilterData(category: string): Promise<FilterData> {
  return api.get<Ok<FilterData>>('/items/filter-data', { query: { category }, schema: import.meta.env.DEV && okEnvelope(filterDataSchema) }).then((r) => r.payload, logFailure('filter data'));
}

export const getFilterDataQueryOptions = (category: string) =>
  queryOptions({ queryKey: ['items', 'filter-data', category], queryFn: () => getFilterData(category), staleTime: 5 * 60_000 });

export function useFilterData(category: string) {
  return useQuery(getFilterDataQueryOptions(category));
}
