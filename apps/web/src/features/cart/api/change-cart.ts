import { cartChangedSchema, type CartChanged } from '@skins/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** Unique items: the count sent is always 1 (spec §4 Cart, CART-4). */
export const addToCart = (id: number) => api.post<CartChanged>('/cart/add', { id, count: 1 }, { schema: import.meta.env.DEV && cartChangedSchema });

export const removeFromCart = (id: number) => api.post<CartChanged>('/cart/remove', { id, is_variation: false }, { schema: import.meta.env.DEV && cartChangedSchema });

/** Spec §4 Cart: after add, remove or a checkout the cart is refetched (every currency's copy goes stale). */
export const refetchCart = (client: QueryClient) => client.invalidateQueries({ queryKey: ['cart'] });
