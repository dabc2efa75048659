import { type InventoryItem, inventoryOfferResponseSchema, inventoryResponseSchema, type Offer } from '@skins/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, api, type Ok } from '../../../api/client';

/** INV-1: GET /offer/inventory: the seller's CS2 inventory (a refusal comes back as the ApiError of its code). */
export const inventoryQueryOptions = () =>
  queryOptions({
    queryKey: ['inventory'],
    queryFn: ({ signal }) => api.get<Ok<InventoryItem[]>>('/offer/inventory', { signal, schema: import.meta.env.DEV && inventoryResponseSchema }).then((r) => r.payload ?? []),
    // A refusal (private, ban, Steam down) is shown with a retry button, not retried in the background.
    retry: false,
  });

/** INV-4: one picked item: an asked price as typed, or the shop's quote. */
export type PickedItem = { asset_id: string; price: string } | { asset_id: string; take_quote: true };

/** INV-4: POST /offer/inventory { items } -> the offers made, one per item. */
export const sellFromInventory = (items: PickedItem[]) => api.post<{ status: 'OK'; message: string; payload: Offer[] }>('/offer/inventory', { items }, { schema: import.meta.env.DEV && inventoryOfferResponseSchema });

/** INV-4: after a sale the inventory (now 'Already offered') and the offers list are asked again. */
export function useSellFromInventory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sellFromInventory,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['inventory'] });
      void client.invalidateQueries({ queryKey: ['offers'] });
    },
  });
}

/** INV-6: where the browser goes to link Steam (a navigation: the OpenID round trip comes back to `back`). */
export const steamLinkHref = (back: string) => `${API_BASE}/auth/steam/link?redirect=${encodeURIComponent(back)}`;
