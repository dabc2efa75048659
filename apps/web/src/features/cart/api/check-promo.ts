import { promoCheckResponseSchema, type Promo } from '@skins/contract';
import { api } from '../../../api/client';

/** GET /promocode/check?code= -> payload with calculated_discount (spec §7). */
export const checkPromo = (code: string) =>
  api.get<{ status: string; payload: Promo; message?: string }>('/promocode/check', { query: { code }, schema: import.meta.env.DEV && promoCheckResponseSchema });
