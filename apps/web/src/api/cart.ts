import type { CartChanged, CartContents, CartEntry } from '@skins/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useLocale } from '../app/locale-store';
import { useSignedIn } from '../app/session-store';
import { api } from './client';

/**
 * The cart calls of spec §7, shared by the catalogue's add/remove toggle and the /cart page.
 * The query key is ['cart', currency] (a currency change reloads the cart, spec §4 Currency);
 * the session store drops ['cart'] on sign-out.
 */
export const cartQueryKey = (currency: string) => ['cart', currency] as const;

export function fetchCart(): Promise<CartEntry[]> {
  return api.get<CartContents>('/cart/contents').then((r) => r.cart);
}

export const cartQueryOptions = (currency: string) => queryOptions({ queryKey: cartQueryKey(currency), queryFn: fetchCart, staleTime: 30_000 });

/** Spec §4 Cart: the cart is fetched only when signed in; a guest's cart is empty (data stays undefined). */
export function useCart() {
  const signedIn = useSignedIn();
  const { currency } = useLocale();
  return useQuery({ ...cartQueryOptions(currency.code), enabled: signedIn });
}

/** Unique items: the count sent is always 1 (spec §4 Cart, CART-4). */
export const addToCart = (id: number) => api.post<CartChanged>('/cart/add', { id, count: 1 });

/** A quantity update is a no-op for unique items; the server answers the cart. */
export const updateCart = (itemId: number, count = 1) => api.post<CartChanged>('/cart/update', { item_id: itemId, count });

export const removeFromCart = (id: number) => api.post<CartChanged>('/cart/remove', { id, is_variation: false });

export const clearCart = () => api.post<CartChanged>('/cart/clear');

/** Spec §4 Cart: after add, update or remove the cart is refetched (every currency's copy goes stale). */
export const refetchCart = (client: QueryClient) => client.invalidateQueries({ queryKey: ['cart'] });
