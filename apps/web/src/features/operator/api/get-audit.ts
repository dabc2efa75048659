import { operatorAuditResponseSchema, type AuditEntry, type DayRange, type PaginationMeta } from '@skins/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

export interface AuditListParams extends DayRange {
  page: number;
  action: string;
  target_type: string;
  target_id: string;
}

/** GET /operator/audit (OPS-30): the audit log, newest first, by action and target. */
export const getAudit = (p: AuditListParams) => api.get<Ok<AuditEntry[], PaginationMeta>>('/operator/audit', { query: { ...p }, withLocale: false, schema: import.meta.env.DEV && operatorAuditResponseSchema });

export const auditQueryOptions = (p: AuditListParams) => queryOptions({ queryKey: ['operator', 'audit', p], queryFn: () => getAudit(p), placeholderData: keepPreviousData });

export const useAudit = (p: AuditListParams) => useQuery(auditQueryOptions(p));
