import type { z } from 'zod';

/**
 * Issue 14 "Forms from one source": a web form checked by a contract schema, the API's own rules in
 * the spec's order, so no rule is restated in the web. `shape` holds the form's values (UI-only
 * fields too); `toBody` maps them to the contract schema's input. The output is the form's values.
 */
export function contractForm<S extends z.ZodObject>(shape: S, contract: z.ZodType, toBody: (v: z.output<S>) => unknown, how: ContractFormOptions) {
  const { keyOf, fieldOf = (f) => f, firstOnly = false } = how;
  return shape.superRefine((v, ctx) => {
    const result = contract.safeParse(toBody(v));
    if (result.success) return;
    for (const issue of firstOnly ? result.error.issues.slice(0, 1) : result.error.issues)
      ctx.addIssue({ code: 'custom', path: [fieldOf(String(issue.path[0] ?? ''))], message: keyOf(issue.message) });
  });
}

export interface ContractFormOptions {
  /** The area's message key of a contract text (see textKeys). */
  keyOf: (text: string) => string;
  /** The form field that shows a contract field's message; by default the same name. */
  fieldOf?: (field: string) => string;
  /** Spec §5 forms where "the first failure stops": only the first message is shown. */
  firstOnly?: boolean;
}

/** The key of an English text among one area's keys (`prefix`, e.g. 'cart_'); else the text itself. */
export function textKeys(messages: Record<string, string>, prefix: string): (text: string) => string {
  const keys = new Map<string, string>();
  for (const [key, text] of Object.entries(messages)) if (key.startsWith(prefix) && !keys.has(text)) keys.set(text, key);
  return (text) => keys.get(text) ?? text;
}
