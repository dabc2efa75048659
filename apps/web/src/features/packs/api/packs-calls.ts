import { okEnvelope, type Pack, packSchema } from '@skins/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';
import { z } from 'zod';

/**
 * The packs' reads, in the storefront's chunk (the home's packs section). BUDGET-1: the purchase
 * (a mutation) lives in purchase-pack.ts, with the lazy pack page, so the first view loads no mutation code.
 */

/** GET /packs (issue 7); prices in the chosen currency, so the currency is part of the key. */
export const packsQueryOptions = (currency: string) =>
  queryOptions({ queryKey: ['packs', currency], queryFn: () => api.get<Ok<Pack[]>>('/packs', { schema: import.meta.env.DEV && okEnvelope(z.array(packSchema)) }).then((r) => r.payload), staleTime: 30_000 });

/** GET /packs/{id}. */
export const packQueryOptions = (id: number, currency: string) =>
  queryOptions({ queryKey: ['packs', currency, id], queryFn: () => api.get<Ok<Pack>>(`/packs/${id}`, { schema: import.meta.env.DEV && okEnvelope(packSchema) }).then((r) => r.payload), retry: false });
