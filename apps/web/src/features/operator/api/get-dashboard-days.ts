import { operatorDashboardDaysResponseSchema, type OperatorDashboardDays, type OperatorDayRangeQuery } from '@skins/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** GET /operator/dashboard/days (OPS-191): the shop's days of a range of UTC days, and its orders by state. */
export const getDashboardDays = (p: OperatorDayRangeQuery) =>
  api.get<Ok<OperatorDashboardDays>>('/operator/dashboard/days', { query: { ...p }, withLocale: false, schema: import.meta.env.DEV && operatorDashboardDaysResponseSchema }).then((r) => r.payload);

export const dashboardDaysQueryOptions = (p: OperatorDayRangeQuery | null) =>
  queryOptions({ queryKey: ['operator', 'dashboard-days', p], queryFn: () => getDashboardDays(p!), enabled: p !== null, placeholderData: keepPreviousData });

export const useDashboardDays = (p: OperatorDayRangeQuery | null) => useQuery(dashboardDaysQueryOptions(p));
