import { okEnvelope, type Product, productSchema } from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';
import { useCurrency } from '../../../app/locale-store';
import { logFailure } from './log-failure';
import { z } from 'zod';

/** GET /items/recommended: the popular list of the home page's Daily Drops. */
export function getRecommendedItems(): Promise<Product[]> {
  return api.get<Ok<Product[]>>('/items/recommended', { schema: import.meta.env.DEV && okEnvelope(z.array(productSchema)) }).then((r) => r.payload, logFailure('recommended items'));
}

/** CAT-40: the key carries the currency. */
export const getRecommendedItemsQueryOptions = (currency: string) =>
  queryOptions({ queryKey: ['items', 'recommended', currency], queryFn: getRecommendedItems });

export function useRecommendedItems() {
  const currency = useCurrency();
  return useQuery(getRecommendedItemsQueryOptions(currency.code));
}
