import { DEPOSIT_POLL_MS, depositStatusResponseSchema, type depositStatusValues } from '@skins/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

export type PaymentStatus = (typeof depositStatusValues)[number];
export type PaymentKind = 'deposit' | 'purchase';

/**
 * The payment stage of a top-up (GET /deposit/status/{id}) or of an order (GET /purchase/status/{id},
 * same shape); a failed call counts as null (spec §4 Payments: Error or null -> failure page).
 */
export async function fetchPaymentStatus(kind: PaymentKind, id: string, signal?: AbortSignal): Promise<PaymentStatus | null> {
  try {
    const r = await api.get<{ payload?: { status?: PaymentStatus | null } | null }>(`/${kind}/status/${encodeURIComponent(id)}`, { signal, schema: import.meta.env.DEV && depositStatusResponseSchema });
    return r.payload?.status ?? null;
  } catch (e) {
    if (signal?.aborted) throw e;
    return null;
  }
}

/**
 * PAY-WEB-8: the payment's status, asked at once and every 5 s while the page that shows it is open
 * (React Query stops when it closes) while it is Pending: any other status is final (the page moves
 * on, or stays on Cancelled). Without an id nothing is asked.
 */
export const usePaymentStatus = (kind: PaymentKind, id: string | null) =>
  useQuery({
    queryKey: ['payment-status', kind, id],
    queryFn: ({ signal }) => fetchPaymentStatus(kind, id ?? '', signal),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data === undefined || q.state.data === 'Pending' ? DEPOSIT_POLL_MS : false),
  });
