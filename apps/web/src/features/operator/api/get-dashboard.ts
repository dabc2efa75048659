import { operatorDashboardResponseSchema, type OperatorDashboard } from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** GET /operator/dashboard (OPS-40): the queues and today's figures; also the back office's gate (401, 403). */
export const getDashboard = () => api.get<Ok<OperatorDashboard>>('/operator/dashboard', { withLocale: false, schema: import.meta.env.DEV && operatorDashboardResponseSchema }).then((r) => r.payload);

export const dashboardQueryOptions = () => queryOptions({ queryKey: ['operator', 'dashboard'], queryFn: getDashboard });

export const useDashboard = () => useQuery(dashboardQueryOptions());
