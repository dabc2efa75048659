import { depositCheckoutResponseSchema, okEnvelope, okMessageSchema, type OkMessage, type OrderHistoryRow, orderHistoryRowSchema, type PaymentHistoryRow, paymentHistoryRowSchema } from '@skins/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';
import { z } from 'zod';

/** GET /deposit/history (spec §7). */
export const depositHistoryQueryOptions = () =>
  queryOptions({ queryKey: ['deposit-history'], queryFn: () => api.get<Ok<PaymentHistoryRow[]>>('/deposit/history', { schema: import.meta.env.DEV && okEnvelope(z.array(paymentHistoryRowSchema)) }).then((r) => r.payload ?? []) });

/** GET /purchase/history (spec §7). */
export const purchaseHistoryQueryOptions = () =>
  queryOptions({ queryKey: ['purchase-history'], queryFn: () => api.get<Ok<OrderHistoryRow[]>>('/purchase/history', { schema: import.meta.env.DEV && okEnvelope(z.array(orderHistoryRowSchema)) }).then((r) => r.payload ?? []) });

/** PAY-27: POST /purchase/{id}/cancel: the buyer's own pending order ends; its items are back in the cart. */
export const cancelOrder = (id: number) => api.post<OkMessage>(`/purchase/${id}/cancel`, {}, { schema: import.meta.env.DEV && okMessageSchema });

/** PAY-27: cancels the order, then asks again for the order history and the cart (its items are back there). */
export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: ['purchase-history'] }), client.invalidateQueries({ queryKey: ['cart'] })]),
  });
}

/** Spec §3 Checkout form (top-up) plus the payment type and amount (spec §7 POST deposit/checkout). */
export interface DepositCheckoutBody {
  name: string;
  surname: string;
  phone: string;
  country: number;
  city: string;
  address: string;
  postCode: string;
  email: string;
  termsAccepted: boolean;
  paymentType: string;
  amount: number;
  currency: string;
}

/** POST /deposit/checkout -> { status, redirect_url, message, errors }. */
export const depositCheckout = (body: DepositCheckoutBody) => api.post<{ status: string; redirect_url?: string | null; message?: string }>('/deposit/checkout', { ...body }, { schema: import.meta.env.DEV && depositCheckoutResponseSchema });

/** PAY-33: POST /deposit/{id}/cancel: the customer's own pending top-up ends. */
export const cancelTopUp = (id: number) => api.post<OkMessage>(`/deposit/${id}/cancel`, {}, { schema: import.meta.env.DEV && okMessageSchema });

/** PAY-33: cancels the top-up, then asks again for the payment history. */
export function useCancelTopUp() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelTopUp, onSettled: () => client.invalidateQueries({ queryKey: ['deposit-history'] }) });
}
