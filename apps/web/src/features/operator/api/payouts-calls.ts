import {
  type DayRange,
  operatorBankDetailsResponseSchema,
  operatorPayoutConflictResponseSchema,
  operatorPayoutConflictsResponseSchema,
  operatorPayoutResponseSchema,
  operatorPayoutsResponseSchema,
  type OperatorBankDetails,
  type OperatorPayout,
  type OperatorPayoutConflict,
  type OperatorResolveConflictBody,
  type PaginationMeta,
} from '@skins/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

const opts = { withLocale: false } as const;

/** GET /operator/payouts?q=&status=&from=&to=&user_id=&page= (OPS-6, OPS-178; OPS-170: one seller's, on the customer page). */
export const useOperatorPayouts = (p: { q: string; status: string; page: number; user_id?: number } & DayRange) =>
  useQuery(
    queryOptions({
      queryKey: ['operator', 'payouts', p],
      queryFn: () => api.get<Ok<OperatorPayout[], PaginationMeta>>('/operator/payouts', { ...opts, query: p, schema: import.meta.env.DEV && operatorPayoutsResponseSchema }),
      placeholderData: keepPreviousData,
    }),
  );

/** POST /operator/payouts/{id}/complete|fail (OPS-7, OPS-8). */
export const settlePayout = (id: number, action: 'complete' | 'fail', message = '') =>
  api.post<Ok<OperatorPayout>>(`/operator/payouts/${id}/${action}`, message ? { message } : {}, { ...opts, schema: import.meta.env.DEV && operatorPayoutResponseSchema });

/** GET /operator/payouts/{id}/bank-details (OPS-21): read on demand only, never cached. */
export const getBankDetails = (id: number) =>
  api.get<Ok<OperatorBankDetails>>(`/operator/payouts/${id}/bank-details`, { ...opts, schema: import.meta.env.DEV && operatorBankDetailsResponseSchema }).then((r) => r.payload);

/** GET /operator/payout-conflicts?state=open|resolved&page= (PAYOUT-11). */
export const useOperatorPayoutConflicts = (p: { state: string; page: number }) =>
  useQuery(
    queryOptions({
      queryKey: ['operator', 'payout-conflicts', p],
      queryFn: () =>
        api.get<Ok<OperatorPayoutConflict[], PaginationMeta>>('/operator/payout-conflicts', { ...opts, query: p, schema: import.meta.env.DEV && operatorPayoutConflictsResponseSchema }),
      placeholderData: keepPreviousData,
    }),
  );

/** POST /operator/payout-conflicts/{id}/resolve (PAYOUT-12): the provider's result or the record, with a note. */
export const resolvePayoutConflict = (id: number, body: OperatorResolveConflictBody) =>
  api.post<Ok<OperatorPayoutConflict>>(`/operator/payout-conflicts/${id}/resolve`, body, { ...opts, schema: import.meta.env.DEV && operatorPayoutConflictResponseSchema });
