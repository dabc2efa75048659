import type { Promo, PurchaseResponse } from '@skins/contract';
import { api } from '../../../api/client';

/** GET /promocode/check?code= -> payload with calculated_discount (spec §7). */
export const checkPromo = (code: string) => api.get<{ status: string; payload: Promo; message?: string }>('/promocode/check', { query: { code } });

/** Spec §3 Checkout payload as sent: directPayment is true unless paying by balance. */
export interface PurchaseRequest {
  steamId: string | null;
  tradeUrl: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  country: number;
  city: string;
  address: string;
  postCode: string;
  paymentMethod: string;
  directPayment: boolean;
  promocode: string | null;
}

/** POST /purchase/product; the idempotency key makes a repeated submission one order (PAY-WEB-8). */
export const purchaseProducts = (body: PurchaseRequest, idempotencyKey: string) => api.post<PurchaseResponse>('/purchase/product', { ...body, idempotencyKey });
