import { z } from 'zod';

/** INPUT-2: the largest value of a PostgreSQL integer column (ids, minor units, counts). */
export const DB_INT_MAX = 2_147_483_647;

/**
 * INPUT-2: the largest money amount, in major units, that any form or filter takes. As minor
 * units (x100) it is 21 times below DB_INT_MAX, so an exchange rate cannot push it out of a column.
 */
export const MAX_MONEY_AMOUNT = 1_000_000;

/** INPUT-2, MAIL-2, OPS-170: a customer's id as a list's filter (?user_id=): a positive whole number a column holds, else a 422 naming it. */
export const customerIdQueryField = z.coerce
  .number({ error: 'The customer id must be a number' })
  .int('The customer id must be a whole number')
  .positive('The customer id must be positive')
  .max(DB_INT_MAX, 'There is no customer with this id')
  .optional();

/** INPUT-1: text PostgreSQL cannot take: a NUL byte, or half of a UTF-16 surrogate pair. */
const UNSTORABLE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A value met in a walk and the way to it: the parent's step, so a path is built only for a hit. */
interface Step {
  value: unknown;
  key?: PropertyKey;
  parent?: Step;
}
function pathOf(step: Step): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Step | undefined = step; at?.parent; at = at.parent) path.unshift(at.key as PropertyKey);
  return path;
}

/**
 * INPUT-1: the path of the first string (a value or a key) in a parsed request part that the
 * database would refuse, or null. Walked with a stack, not recursion: a deeply nested body must
 * not overflow the call stack.
 */
export function unstorableTextPath(value: unknown): PropertyKey[] | null {
  const stack: Step[] = [{ value }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    if (typeof step.value === 'string') {
      if (UNSTORABLE_TEXT.test(step.value)) return pathOf(step);
    } else if (step.value !== null && typeof step.value === 'object') {
      const isArray = Array.isArray(step.value);
      for (const [key, child] of Object.entries(step.value)) {
        if (UNSTORABLE_TEXT.test(key)) return [...pathOf(step), key];
        stack.push({ value: child, key: isArray ? Number(key) : key, parent: step });
      }
    }
  }
  return null;
}

/** INPUT-1: the message of a field holding unstorable text; it names the field. INPUT-8: the API translates the template. */
export const unstorableTextTemplate = '{field} contains a character that is not allowed (a NUL or an unpaired surrogate)';
export const unstorableTextMessage = (field: string) => unstorableTextTemplate.replace('{field}', field);

/**
 * Spec §7: every GET carries `currency` and `lang_id` in its query (POST/PUT/PATCH in the body).
 * An unknown or malformed value is not an error: it falls back as §4 says (issue 2).
 */
export const localeQuerySchema = z.object({
  currency: z.string().trim().max(16).optional().catch(undefined),
  lang_id: z.coerce.number().int().positive().max(DB_INT_MAX).optional().catch(undefined),
});
export type LocaleQuery = z.infer<typeof localeQuerySchema>;

/** A positive integer id in a path. */
export const idParamSchema = z.object({
  id: z.coerce.number({ error: 'The id must be a number' }).int('The id must be a whole number').positive('The id must be positive').max(DB_INT_MAX, 'The id is too large'),
});

/** Spec flags that travel as 1/0 (default, is_terms, is_privacy). */
export const flagSchema = z.union([z.literal(0), z.literal(1)]);
