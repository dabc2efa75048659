import { z } from 'zod';
import { customerIdQueryField } from './common.ts';
import { withDayRange } from './day-range.ts';
import { pageQueryField, paginationMetaSchema } from './envelope.ts';

/** OPS-134: the states of a balance change that waits for a second operator: pending until one approves or rejects it, once. */
export const balanceChangeStatusValues = ['pending', 'approved', 'rejected'] as const;
export type BalanceChangeStatus = (typeof balanceChangeStatusValues)[number];

/**
 * OPS-134: a balance change above the setting balance_adjust_review_above (four eyes): the
 * customer, the amount in credits (negative takes), the reason, who asked and when, who decided
 * and when. `mine`: asked by the operator reading it, who can neither approve nor reject it.
 */
export const operatorBalanceChangeSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_email: z.string().nullable(),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(balanceChangeStatusValues),
  requested_by: z.number().int(),
  requested_by_email: z.string().nullable(),
  created_at: z.number().int(),
  decided_by: z.number().int().nullable(),
  decided_by_email: z.string().nullable(),
  decided_at: z.number().int().nullable(),
  mine: z.boolean(),
});
export type OperatorBalanceChange = z.infer<typeof operatorBalanceChangeSchema>;

/** OPS-134: GET /operator/balance-changes?status=&user_id=&page= : newest first; an unknown status reads as none, a customer id that is none is a 422 (INPUT-2). */
/** OPS-176: from/to: the UTC days the changes were asked in. */
export const operatorBalanceChangesQuerySchema = withDayRange({
  status: z.enum(balanceChangeStatusValues).optional().catch(undefined),
  user_id: customerIdQueryField,
  page: pageQueryField,
});
export type OperatorBalanceChangesQuery = z.infer<typeof operatorBalanceChangesQuerySchema>;
export const operatorBalanceChangesResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(operatorBalanceChangeSchema), meta: paginationMetaSchema });

/** OPS-134: POST /operator/balance-changes/{id}/approve and /reject: the decided change. */
export const operatorBalanceChangeResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: operatorBalanceChangeSchema });

/** OPS-134: the answers about a balance change that waits for approval (an operator's: not translated). */
export const operatorBalanceChangeMessages = {
  waiting: "The change is above the review limit: it waits for a second operator's approval. The balance is unchanged until then.",
  approved: "The balance change was approved and the customer's balance changed.",
  rejected: 'The balance change was rejected. The balance is unchanged.',
} as const;
