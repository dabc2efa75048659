import { type ItemsListQuery, okPagedEnvelope, type PaginationMeta, type Product, productSchema } from '@skins/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';
import { useCurrency } from '../../../app/locale-store';
import { z } from 'zod';

/** The query of GET /items/list (spec §7): comma lists travel as one string. */
export type ItemsListParams = Partial<Record<keyof ItemsListQuery, string | number | boolean | undefined>>;

export function getItems(params: ItemsListParams): Promise<Ok<Product[], PaginationMeta>> {
  return api.get<Ok<Product[], PaginationMeta>>('/items/list', { query: params, schema: import.meta.env.DEV && okPagedEnvelope(z.array(productSchema)) });
}

/** CAT-40: the key carries the currency, so a currency change reloads the prices (spec §4 Currency). */
export const getItemsQueryOptions = (params: ItemsListParams, currency: string) =>
  queryOptions({ queryKey: ['items', 'list', currency, params], queryFn: () => getItems(params), placeholderData: keepPreviousData });

export function useItems(params: ItemsListParams, enabled = true) {
  const currency = useCurrency();
  return useQuery({ ...getItemsQueryOptions(params, currency.code), enabled });
}
