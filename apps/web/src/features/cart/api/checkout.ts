import { purchaseResponseSchema, type checkoutBodySchema, type PurchaseResponse } from '@skins/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { refetchCart } from './change-cart';

/** Spec §3 Checkout payload as sent (the call adds the idempotency key). */
export type PurchaseRequest = Omit<z.input<typeof checkoutBodySchema>, 'idempotencyKey'>;

/** POST /purchase/product; the idempotency key makes a repeated submission one order (PAY-8, PAY-WEB-6). */
export const purchaseProducts = (body: PurchaseRequest, idempotencyKey: string) =>
  api.post<PurchaseResponse>('/purchase/product', { ...body, idempotencyKey }, { schema: import.meta.env.DEV && purchaseResponseSchema });

/**
 * The cart checkout (spec §4 Payments). A purchase paid on the spot (no redirect_url) has changed
 * the balance and emptied the cart: both are refetched before the mutation settles, so the page
 * that follows shows them fresh. A redirect leaves the page; nothing is refetched.
 */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PurchaseRequest) => purchaseProducts(body, crypto.randomUUID()),
    onSuccess: async (answer) => {
      if (answer.redirect_url) return;
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['profile'] }), refetchCart(queryClient)]);
    },
  });
}
