import { z } from 'zod';
import { withDayRange } from './day-range.ts';
import { pageQueryField, paginationMetaSchema } from './envelope.ts';

/** OPS-30: one step of the back office's audit log. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const filterText = z.string().trim().min(1).max(100).optional().catch(undefined);

/** OPS-30: GET /operator/audit?page=&action=&target_type=&target_id=&actor_id= ; OPS-176: from/to the UTC days of the steps. */
export const operatorAuditQuerySchema = withDayRange({
  page: pageQueryField,
  action: filterText,
  target_type: filterText,
  target_id: filterText,
  // A filter that cannot match (not a user id) is a 422 naming it, not silently ignored.
  actor_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export const operatorAuditResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(auditEntrySchema), meta: paginationMetaSchema });
