import { operatorItemsResponseSchema, type OperatorItem, type PaginationMeta } from '@skins/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

export interface ItemListParams {
  page: number;
  search: string;
  status: string;
  subcategory: string;
}

/** GET /operator/items (OPS-60): every item, newest first, by title or id, status and subcategory. */
export const getItems = (p: ItemListParams) =>
  api.get<Ok<OperatorItem[], PaginationMeta>>('/operator/items', { query: { ...p }, withLocale: false, schema: import.meta.env.DEV && operatorItemsResponseSchema });

export const itemsQueryOptions = (p: ItemListParams) => queryOptions({ queryKey: ['operator', 'items', p], queryFn: () => getItems(p), placeholderData: keepPreviousData });

export const useItems = (p: ItemListParams) => useQuery(itemsQueryOptions(p));
