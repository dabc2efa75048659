import { z } from 'zod';
import { pageQueryField, paginationMetaSchema } from './envelope.ts';
import { payoutStatusValues } from './offers.ts';
import { operatorPayoutSchema } from './operator.ts';

const settledStatus = z.enum(payoutStatusValues);

/**
 * PAYOUT-11: GET /operator/payout-conflicts?state=open|resolved: a provider result that contradicts
 * the recorded settlement, with both facts side by side and the payout they are about.
 */
export const operatorPayoutConflictSchema = z.object({
  id: z.number().int(),
  payout: operatorPayoutSchema,
  recorded: z.object({ status: settledStatus, by: z.string().nullable(), by_email: z.string().nullable(), at: z.number().int() }),
  provider: z.object({ status: settledStatus, event_id: z.string(), at: z.number().int() }),
  resolution: z.enum(['provider', 'recorded']).nullable(),
  resolved_by_email: z.string().nullable(),
  resolved_at: z.number().int().nullable(),
  note: z.string().nullable(),
});
export type OperatorPayoutConflict = z.infer<typeof operatorPayoutConflictSchema>;

export const operatorPayoutConflictsQuerySchema = z.object({
  state: z.enum(['open', 'resolved']).optional().catch(undefined),
  page: pageQueryField,
});
export const operatorPayoutConflictsResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(operatorPayoutConflictSchema), meta: paginationMetaSchema });

const NOTE_REQUIRED = 'Say what was done (money recovered, seller told)';

/** PAYOUT-12: POST /operator/payout-conflicts/{id}/resolve: take the provider's fact or keep the record, with a note. */
export const operatorResolveConflictBodySchema = z.object(
  {
    resolution: z.enum(['provider', 'recorded'], { error: 'Choose the provider\'s result or the record' }),
    note: z.string({ error: NOTE_REQUIRED }).trim().min(1, NOTE_REQUIRED).max(500, 'At most 500 characters'),
  },
  { error: NOTE_REQUIRED },
);
export type OperatorResolveConflictBody = z.infer<typeof operatorResolveConflictBodySchema>;
export const operatorPayoutConflictResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: operatorPayoutConflictSchema });
