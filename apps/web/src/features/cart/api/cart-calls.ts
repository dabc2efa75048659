import type { checkoutBodySchema, Promo, PurchaseResponse } from '@skins/contract';
import type { z } from 'zod';
import { api } from '../../../api/client';

/** GET /promocode/check?code= -> payload with calculated_discount (spec §7). */
export const checkPromo = (code: string) => api.get<{ status: string; payload: Promo; message?: string }>('/promocode/check', { query: { code } });

/** Spec §3 Checkout payload as sent (the call adds the idempotency key). */
export type PurchaseRequest = Omit<z.input<typeof checkoutBodySchema>, 'idempotencyKey'>;

/** POST /purchase/product; the idempotency key makes a repeated submission one order (PAY-WEB-8). */
export const purchaseProducts = (body: PurchaseRequest, idempotencyKey: string) => api.post<PurchaseResponse>('/purchase/product', { ...body, idempotencyKey });
