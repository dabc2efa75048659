import { z } from 'zod';

/**
 * Spec §7: every GET carries `currency` and `lang_id` in its query (POST/PUT/PATCH in the body).
 * An unknown or malformed value is not an error: it falls back as §4 says (issue 2).
 */
export const localeQuerySchema = z.object({
  currency: z.string().trim().max(16).optional().catch(undefined),
  lang_id: z.coerce.number().int().positive().optional().catch(undefined),
});
export type LocaleQuery = z.infer<typeof localeQuerySchema>;

/** A positive integer id in a path. */
export const idParamSchema = z.object({
  id: z.coerce.number({ error: 'The id must be a number' }).int('The id must be a whole number').positive('The id must be positive').max(2_147_483_647, 'The id is too large'),
});

/** Spec flags that travel as 1/0 (default, is_terms, is_privacy). */
export const flagSchema = z.union([z.literal(0), z.literal(1)]);
