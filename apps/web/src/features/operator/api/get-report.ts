import { operatorReportResponseSchema, type OperatorReport, type ReportGroup } from '@skins/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

export interface ReportParams {
  from: string;
  to: string;
  group: ReportGroup;
}

/** GET /operator/reports (OPS-140): the figures of a range of UTC days by day, week or month. */
export const getReport = (p: ReportParams) => api.get<Ok<OperatorReport>>('/operator/reports', { query: { ...p }, withLocale: false, schema: import.meta.env.DEV && operatorReportResponseSchema }).then((r) => r.payload);

export const reportQueryOptions = (p: ReportParams | null) =>
  queryOptions({ queryKey: ['operator', 'report', p], queryFn: () => getReport(p!), enabled: p !== null, placeholderData: keepPreviousData });

export const useReport = (p: ReportParams | null) => useQuery(reportQueryOptions(p));
