import { cartContentsSchema, type CartContents, type CartEntry } from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useCurrency } from '../../../app/locale-store';
import { useSignedIn } from '../../../app/session-store';

/**
 * GET /cart/contents (spec §7), shared by the catalogue's add/remove toggle, the header's count and
 * the /cart page. The query key is ['cart', currency] (a currency change reloads the cart, spec §4
 * Currency); the session store drops ['cart'] on sign-out.
 */
export const cartQueryKey = (currency: string) => ['cart', currency] as const;

export function getCart(): Promise<CartEntry[]> {
  return api.get<CartContents>('/cart/contents', { schema: import.meta.env.DEV && cartContentsSchema }).then((r) => r.cart);
}

export const cartQueryOptions = (currency: string) => queryOptions({ queryKey: cartQueryKey(currency), queryFn: getCart, staleTime: 30_000 });

/** Spec §4 Cart: the cart is fetched only when signed in; a guest's cart is empty (data stays undefined). */
export function useCart() {
  const signedIn = useSignedIn();
  const currency = useCurrency();
  return useQuery({ ...cartQueryOptions(currency.code), enabled: signedIn });
}

/** JOURNEY-6, CART-WEB-1: how many items the cart holds that can still be bought (a sold or reserved one counts nowhere). */
export function useCartCount(): number {
  return useCart().data?.filter((e) => e.available).length ?? 0;
}
