import { cartChangedSchema, type CartChanged } from '@skins/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../api/client';

/** Unique items: the count sent is always 1 (spec §4 Cart, CART-4). */
export const addToCart = (id: number) => api.post<CartChanged>('/cart/add', { id, count: 1 }, { schema: import.meta.env.DEV && cartChangedSchema });

export const removeFromCart = (id: number) => api.post<CartChanged>('/cart/remove', { id, is_variation: false }, { schema: import.meta.env.DEV && cartChangedSchema });

/** Spec §4 Cart: after add, remove or a checkout the cart is refetched (every currency's copy goes stale). */
export const refetchCart = (client: QueryClient) => client.invalidateQueries({ queryKey: ['cart'] });

/**
 * CART-30: add or remove an item, then the cart is refetched (after a refusal too: the cart may
 * have changed elsewhere); settles once the cart is fresh, so the button and the row never show the
 * old cart after the call. No React Query mutation code: product cards use it on the first view (BUDGET-1).
 */
export function useChangeCart() {
  const client = useQueryClient();
  return useMemo(() => {
    const thenRefetch = <T,>(call: Promise<T>) => call.finally(() => refetchCart(client));
    return { add: (id: number) => thenRefetch(addToCart(id)), remove: (id: number) => thenRefetch(removeFromCart(id)) };
  }, [client]);
}
