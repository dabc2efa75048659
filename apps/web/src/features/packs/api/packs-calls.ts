import type { BalancePurchaseResponse, Pack } from '@skins/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** GET /packs (issue 7); prices in the chosen currency, so the currency is part of the key. */
export const packsQueryOptions = (currency: string) =>
  queryOptions({ queryKey: ['packs', currency], queryFn: () => api.get<Ok<Pack[]>>('/packs').then((r) => r.payload), staleTime: 30_000 });

/** GET /packs/{id}. */
export const packQueryOptions = (id: number, currency: string) =>
  queryOptions({ queryKey: ['packs', currency, id], queryFn: () => api.get<Ok<Pack>>(`/packs/${id}`).then((r) => r.payload), retry: false });

/** POST /purchase/pack from the balance; the idempotency key makes a repeated submission one order (PACK-5). */
export const purchasePack = (packId: number, tradeUrl: string, idempotencyKey: string) =>
  api.post<BalancePurchaseResponse>('/purchase/pack', { pack_id: packId, trade_url: tradeUrl, idempotencyKey });
