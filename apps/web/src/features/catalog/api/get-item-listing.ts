import { itemListingSchema, okEnvelope, type ItemListing } from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, type Ok } from '../../../api/client';

/** CAT-45: GET /items/{id}/listing: what became of an item whose details are a 404 (sold, held, or none such). */
export function getItemListing(id: number): Promise<ItemListing> {
  return api.get<Ok<ItemListing>>(`/items/${id}/listing`, { withLocale: false, schema: import.meta.env.DEV && okEnvelope(itemListingSchema) }).then((r) => r.payload);
}

export const itemListingQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['items', 'listing', id],
    queryFn: () => getItemListing(id),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });

/** Asked only once the details answered 404: an item on sale needs no second request. */
export function useItemListing(id: number | null, enabled: boolean) {
  return useQuery({ ...itemListingQueryOptions(id ?? 0), enabled: id !== null && enabled });
}
