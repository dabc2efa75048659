import { z } from 'zod';
import { DB_INT_MAX, flagSchema } from './common.ts';

/** Spec §3 Currency: code, symbol, value (units per euro), default (1 marks default). */
export const currencySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  symbol: z.string(),
  value: z.number().positive(),
  default: flagSchema,
});
export type Currency = z.infer<typeof currencySchema>;

/** Spec §3 Language: id, code, title, default (1 marks default). */
export const languageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  default: flagSchema,
});
export type Language = z.infer<typeof languageSchema>;

/** GET /localizations: a map of key to text for one language. */
export const localizationsSchema = z.record(z.string(), z.string());
export type Localizations = z.infer<typeof localizationsSchema>;

/** The query of GET /localizations: lang_id picks the language (unknown falls back to the default). */
export const localizationsQuerySchema = z.object({
  lang_id: z.coerce.number().int().positive().max(DB_INT_MAX).optional().catch(undefined),
});
