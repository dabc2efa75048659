import { z } from 'zod';

export const paginationMetaSchema = z.object({ total: z.number().int(), pages: z.number().int() });
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** `?page=` of a paged list: a page from 1; anything else reads as absent (the first page). */
export const pageQueryField = z.coerce.number().int().positive().max(1_000_000).optional().catch(undefined);


/** Success envelope of every API answer (ARCHITECTURE "API rules"). */
export function okEnvelope<P extends z.ZodType>(payload: P) {
  return z.object({ status: z.literal('OK'), payload });
}

/** Success envelope of a paged list: meta carries total and pages. */
export function okPagedEnvelope<P extends z.ZodType>(payload: P) {
  return z.object({ status: z.literal('OK'), payload, meta: paginationMetaSchema });
}

/** A 204 answer (GET /sanctum/csrf-cookie) has no body: the web client reads it as null. */
export const noContentSchema = z.null();

/** Failure envelope: a message a person can act on, and per-field messages for bad input. */
export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

