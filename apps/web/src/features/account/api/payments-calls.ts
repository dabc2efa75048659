import { depositCheckoutResponseSchema, okEnvelope, okMessageSchema, type OkMessage, type OrderHistoryRow, orderHistoryRowSchema, type PaymentHistoryRow, paymentHistoryRowSchema, type StatementKind, type StatementPayload, statementPayloadSchema } from '@skins/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, api, type Ok } from '../../../api/client';
import { localeStore } from '../../../app/locale-store';
import { z } from 'zod';

/** WALLET-11: the statement's filters as the tab holds them ('' for none). */
export interface StatementFilters {
  kind: StatementKind | '';
  from: string;
  to: string;
}

const filterQuery = (f: StatementFilters) => ({ kind: f.kind, from: f.from, to: f.to });

/** WALLET-10: GET /user/statement: one page of `perPage` rows. */
export const statementQueryOptions = (filters: StatementFilters, page: number, perPage: number) =>
  queryOptions({
    queryKey: ['statement', filters, page, perPage],
    queryFn: () =>
      api
        .get<Ok<StatementPayload>>('/user/statement', { query: { ...filterQuery(filters), page, per_page: perPage }, schema: import.meta.env.DEV && okEnvelope(statementPayloadSchema) })
        .then((r) => r.payload ?? { rows: [], page, has_more: false, balance: 0, balance_currency: '' }),
  });

/** WALLET-11: where the CSV of the current filters downloads, in the visitor's language and currency (as every call). */
export function statementCsvUrl(filters: StatementFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filterQuery(filters))) if (value) params.set(key, value);
  const locale = localeStore.get();
  params.set('currency', locale.currency.code);
  if (locale.languageId) params.set('lang_id', String(locale.languageId));
  return `${API_BASE}/user/statement.csv?${params.toString()}`;
}

/** GET /deposit/history (spec §7): the top-ups, of which the payment history shows those still waiting or ended unpaid (PAY-33). */
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
