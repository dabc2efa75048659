import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { toastDone } from '../api/use-acted';

/** The first message of each refused field, by field name. */
export type FieldErrors = Record<string, string>;

/** OPS-68: a form's body checked by the contract's own schema (the API's rules, not restated): its output, or the first message per field. */
export function checkBody<S extends z.ZodType>(schema: S, body: unknown): { ok: true; body: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, body: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message;
  return { ok: false, errors };
}

/**
 * A back-office form's save: the body is checked by its contract schema first, then sent; the
 * API's field messages (422, 409 on a field) land on the fields, any other refusal in `failure`.
 * A success is toasted (toastDone: the API's message, else `done`). Resolves true when saved.
 */
export function useContractSave<S extends z.ZodType>(schema: S, save: (body: z.output<S>) => Promise<{ message?: string }>, fallback: string, done: string) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (form: unknown): Promise<boolean> => {
    setFailure(null);
    const checked = checkBody(schema, form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return false;
    }
    setErrors({});
    setBusy(true);
    try {
      toastDone(await save(checked.body), done);
      return true;
    } catch (err) {
      const fields = err instanceof ApiError && err.errors ? Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0] ?? ''])) : {};
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorMessage(err, fallback));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { errors, failure, busy, submit };
}
