import { depositStatusResponseSchema, type depositStatusValues } from '@skins/contract';
import { api } from '../../../api/client';

export type PaymentStatus = (typeof depositStatusValues)[number];

/**
 * The payment stage of a top-up (GET /deposit/status/{id}) or of an order (GET /purchase/status/{id},
 * same shape); a failed call counts as null (spec §4 Payments: Error or null -> failure page).
 */
export async function fetchPaymentStatus(kind: 'deposit' | 'purchase', id: string, signal?: AbortSignal): Promise<PaymentStatus | null> {
  try {
    const r = await api.get<{ payload?: { status?: PaymentStatus | null } | null }>(`/${kind}/status/${encodeURIComponent(id)}`, { signal, schema: import.meta.env.DEV && depositStatusResponseSchema });
    return r.payload?.status ?? null;
  } catch (e) {
    if (signal?.aborted) throw e;
    return null;
  }
}
