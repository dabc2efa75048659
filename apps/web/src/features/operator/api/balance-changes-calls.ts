import {
  type DayRange,
  operatorBalanceChangeResponseSchema,
  operatorBalanceChangesResponseSchema,
  type BalanceChangeStatus,
  type OkMessage,
  type OperatorBalanceChange,
  type PaginationMeta,
} from '@skins/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

const opts = { withLocale: false } as const;

export interface BalanceChangesParams extends DayRange {
  page: number;
  status?: BalanceChangeStatus;
  /** One customer's changes (the customer page). */
  user_id?: number;
}

/** GET /operator/balance-changes?status=&user_id=&page= (OPS-134): newest first. */
export const getBalanceChanges = (p: BalanceChangesParams) =>
  api.get<Ok<OperatorBalanceChange[], PaginationMeta>>('/operator/balance-changes', { ...opts, query: { ...p }, schema: import.meta.env.DEV && operatorBalanceChangesResponseSchema });

export const balanceChangesQueryOptions = (p: BalanceChangesParams) => queryOptions({ queryKey: ['operator', 'balance-changes', p], queryFn: () => getBalanceChanges(p), placeholderData: keepPreviousData });

export const useBalanceChanges = (p: BalanceChangesParams) => useQuery(balanceChangesQueryOptions(p));

/** POST /operator/balance-changes/{id}/approve or /reject (OPS-134): a second operator decides, once. */
export const decideBalanceChange = (id: number, verb: 'approve' | 'reject') =>
  api.post<OkMessage & { payload: OperatorBalanceChange }>(`/operator/balance-changes/${id}/${verb}`, {}, { ...opts, schema: import.meta.env.DEV && operatorBalanceChangeResponseSchema });
