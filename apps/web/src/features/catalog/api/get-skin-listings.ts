import { okEnvelope, skinListingsSchema, type SkinListings } from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';
import { useCurrency } from '../../../app/locale-store';

/** LIST-1: GET /items/{id}/listings: every listing of the item's market name, lowest float first, with float ranks. */
export function getSkinListings(id: number): Promise<SkinListings> {
  return api.get<Ok<SkinListings>>(`/items/${id}/listings`, { schema: import.meta.env.DEV && okEnvelope(skinListingsSchema) }).then((r) => r.payload);
}

/** The key carries the currency, as the details' does (CAT-40): the listings' prices are in it. */
export const skinListingsQueryOptions = (id: number, currency: string) => queryOptions({ queryKey: ['items', 'listings', id, currency], queryFn: () => getSkinListings(id), retry: false });

export function useSkinListings(id: number) {
  const currency = useCurrency();
  return useQuery(skinListingsQueryOptions(id, currency.code));
}
