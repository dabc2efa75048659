import { operatorBulkResponseSchema, type OperatorBulkResponse, type OperatorItemsBulkBody, type OperatorPayoutsBulkBody, type OperatorSupportBulkBody } from '@skins/contract';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

const post = (path: string, body: Record<string, unknown>) => api.post<OperatorBulkResponse>(path, body, { withLocale: false, schema: import.meta.env.DEV && operatorBulkResponseSchema });

/** OPS-180, OPS-181: POST /operator/items/bulk {action: withdraw | reprice, ids, ...}. */
export const bulkItems = (body: OperatorItemsBulkBody) => post('/operator/items/bulk', body);
/** OPS-182, OPS-183: POST /operator/payouts/bulk {action: complete | fail, ids, reason?}. */
export const bulkPayouts = (body: OperatorPayoutsBulkBody) => post('/operator/payouts/bulk', body);
/** OPS-184: POST /operator/support/bulk {action: answer | close, ids, message?}. */
export const bulkSupport = (body: OperatorSupportBulkBody) => post('/operator/support/bulk', body);

/** OPS-185: after a bulk action, every back-office list and the dashboard are asked again (their rows and counts changed). */
export function useRefreshOperatorLists() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['operator'] });
}
