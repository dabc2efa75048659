import { okEnvelope, type Product, productSchema } from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, type Ok } from '../../../api/client';
import { useCurrency } from '../../../app/locale-store';

export function getItem(id: number): Promise<Product> {
  return api.get<Ok<Product>>(`/items/${id}`, { schema: import.meta.env.DEV && okEnvelope(productSchema) }).then((r) => r.payload);
}

/** A 404 is an answer, not a hiccup: it is not retried. CAT-40: the key carries the currency. */
export const getItemQueryOptions = (id: number, currency: string) =>
  queryOptions({
    queryKey: ['items', 'detail', id, currency],
    queryFn: () => getItem(id),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });

export function useItem(id: number | null) {
  const currency = useCurrency();
  return useQuery({ ...getItemQueryOptions(id ?? 0, currency.code), enabled: id !== null });
}
