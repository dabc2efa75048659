import { z } from 'zod';
import { typedDecimal } from './form-rules.ts';
import { inWholeCents, WHOLE_CENTS_MESSAGE } from './form-values.ts';
import { operatorCatalogMessages } from './operator-catalog.ts';
import { operatorSupportReplyBodySchema } from './operator-people.ts';

/**
 * OPS-180, OPS-181, OPS-182, OPS-183, OPS-184 (issue 47): the back office's bulk actions on its lists. Each call names an action
 * and up to BULK_MAX_IDS ids; each row succeeds or fails on its own and the answer says which, with
 * the reason (the single action's error code and its English text).
 */
export const BULK_MAX_IDS = 200;

export const operatorBulkMessages = {
  ids: `Choose 1 to ${BULK_MAX_IDS} rows`,
  priceOrPercent: 'Enter a new price or a change in percent, not both',
  reasonRequired: 'Enter the reason the seller will read',
  reasonTooLong: 'The reason can be at most 500 characters',
} as const;
const m = operatorBulkMessages;

/** The chosen rows: 1..200 distinct positive ids (a repeated id counts once). */
const bulkIds = z
  .array(z.number({ error: m.ids }).int(m.ids).positive(m.ids).max(2_147_483_647, m.ids), { error: m.ids })
  .min(1, m.ids)
  .max(BULK_MAX_IDS, m.ids)
  .transform((ids) => [...new Set(ids)]);

/** OPS-181: a new price in euros: 0.01..1,000,000 in whole cents ('Use at most 2 decimals'). */
const bulkPrice = z.preprocess(
  typedDecimal,
  z
    .number({ error: operatorCatalogMessages.pricePositive })
    .min(0.01, operatorCatalogMessages.pricePositive)
    .refine(inWholeCents, WHOLE_CENTS_MESSAGE)
    .max(1_000_000, operatorCatalogMessages.priceTooHigh),
);
/** OPS-181: a change in percent, as the bulk price change takes it (OPS-65): -99..+1000, not 0. */
const bulkPercent = z.coerce
  .number({ error: operatorCatalogMessages.percentRange })
  .min(-99, operatorCatalogMessages.percentRange)
  .max(1000, operatorCatalogMessages.percentRange)
  .refine((p) => p !== 0, operatorCatalogMessages.percentRange);

/** OPS-180, OPS-181: POST /operator/items/bulk {action: withdraw, ids} | {action: reprice, ids, price | percent}. */
export const operatorItemsBulkBodySchema = z
  .object({ action: z.enum(['withdraw', 'reprice']), ids: bulkIds, price: bulkPrice.optional(), percent: bulkPercent.optional() })
  .refine((b) => b.action === 'withdraw' || (b.price === undefined) !== (b.percent === undefined), { message: m.priceOrPercent, path: ['price'] });
export type OperatorItemsBulkBody = z.infer<typeof operatorItemsBulkBodySchema>;

/** OPS-182: POST /operator/payouts/bulk {action: complete, ids} | {action: fail, ids, reason}. */
export const operatorPayoutsBulkBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('complete'), ids: bulkIds }),
  z.object({
    action: z.literal('fail'),
    ids: bulkIds,
    reason: z.string({ error: m.reasonRequired }).trim().min(1, m.reasonRequired).max(500, m.reasonTooLong),
  }),
]);
export type OperatorPayoutsBulkBody = z.infer<typeof operatorPayoutsBulkBodySchema>;

/** OPS-184: POST /operator/support/bulk {action: answer, ids, message} | {action: close, ids}. */
export const operatorSupportBulkBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('answer'), ids: bulkIds, message: operatorSupportReplyBodySchema.shape.message }),
  z.object({ action: z.literal('close'), ids: bulkIds }),
]);
export type OperatorSupportBulkBody = z.infer<typeof operatorSupportBulkBodySchema>;

/** One row's outcome: done, or not done with the single action's error code and text. */
export const bulkRowResultSchema = z.object({ id: z.number().int(), done: z.boolean(), code: z.string().nullable(), reason: z.string().nullable() });
export type BulkRowResult = z.infer<typeof bulkRowResultSchema>;
export const operatorBulkResponseSchema = z.object({
  status: z.literal('OK'),
  message: z.string(),
  payload: z.object({ done: z.number().int(), not_done: z.number().int(), results: z.array(bulkRowResultSchema) }),
});
export type OperatorBulkResponse = z.infer<typeof operatorBulkResponseSchema>;

/** The answer's message: '12 done, 1 not done'. */
export function bulkSummary(results: readonly BulkRowResult[]): string {
  const done = results.filter((r) => r.done).length;
  return `${done} done, ${results.length - done} not done`;
}
