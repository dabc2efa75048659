import type { z } from 'zod';

/**
 * Issue 14 "Forms from one source": a web form checked by a contract schema, the API's own rules in
 * the spec's order, so no rule is restated in the web. `shape` holds the form's values (UI-only
 * fields too); `toBody` maps them to the contract schema's input; `fieldOf` names the form field
 * that shows a contract field's message; `keyOf` turns the contract's English text into the
 * area's message key (t shows a text with no key as it is). The output is the form's values.
 */
export function contractForm<S extends z.ZodObject>(
  shape: S,
  contract: z.ZodType,
  toBody: (v: z.output<S>) => unknown,
  keyOf: (text: string) => string,
  fieldOf: (field: string) => string = (f) => f,
) {
  return shape.superRefine((v, ctx) => {
    const result = contract.safeParse(toBody(v));
    if (!result.success)
      for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', path: [fieldOf(String(issue.path[0] ?? ''))], message: keyOf(issue.message) });
  });
}

/** The key of an English text among one area's keys (`prefix`, e.g. 'cart_'); else the text itself. */
export function textKeys(messages: Record<string, string>, prefix: string): (text: string) => string {
  const keys = new Map<string, string>();
  for (const [key, text] of Object.entries(messages)) if (key.startsWith(prefix) && !keys.has(text)) keys.set(text, key);
  return (text) => keys.get(text) ?? text;
}
