import type { FieldRule } from './form-rules.ts';
import { isBlank, lengthOf } from './form-values.ts';

/**
 * INPUT-5: the longest accepted name and delivery fields, one limit per field for every form that
 * has it (sign-up, the profile, the cart and top-up checkouts), so that a value one form takes is
 * never refused by the next.
 */
export const PERSON_FIELD_LIMITS = { name: 100, surname: 100, address: 200, city: 100, postCode: 20 } as const;
export type PersonField = keyof typeof PERSON_FIELD_LIMITS;

/** INPUT-7: a post code is letters, digits, spaces and hyphens (SW1A 1AA, 00-950, 1000-001), from a letter or digit. */
const POST_CODE = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;
export const postCodeCharactersMessage = 'Post code may contain only letters, digits, spaces and hyphens';

/** INPUT-5: whether a form needs the field: always, only when it is sent (the profile keeps a name left out), or never. */
export type Requirement = 'always' | 'whenSent' | 'never';

/**
 * INPUT-5, INPUT-7: one field's rules in order: required (as the form needs it), at most the field's
 * limit, and a post code's characters. The texts are the form's own (the spec words them per form).
 */
export function personFieldRules<K extends PersonField>(
  field: K,
  texts: { required?: string; tooLong: string },
  requirement: Requirement,
): FieldRule<Partial<Record<K, string | null>>>[] {
  const rules: FieldRule<Partial<Record<K, string | null>>>[] = [];
  if (requirement !== 'never' && texts.required)
    rules.push({ field, message: texts.required, fails: (v) => (requirement === 'always' || v[field] !== undefined) && isBlank(v[field]) });
  rules.push({ field, message: texts.tooLong, fails: (v) => lengthOf(v[field]) > PERSON_FIELD_LIMITS[field] });
  if (field === 'postCode') rules.push({ field, message: postCodeCharactersMessage, fails: (v) => !isBlank(v[field]) && !POST_CODE.test((v[field] ?? '').trim()) });
  return rules;
}
