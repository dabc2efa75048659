import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { checkFields } from './day-range-form';

/**
 * OPS-154, OPS-194: a range form kept in the URL (shareable, Back works): the fields as typed (the
 * URL's, or `defaults` for a key it lacks, until the operator types), the query the URL asks for
 * (null while the contract refuses it), each field's message, and Show, which checks the fields
 * with the contract first and puts them in the URL only when they pass.
 */
export function useRangeSearch<S extends z.ZodType, F extends Record<string, string>>(schema: S, defaults: () => F) {
  const [search, setSearch] = useSearchParams();
  const applied = Object.fromEntries(Object.entries(defaults()).map(([key, value]) => [key, search.get(key) ?? value])) as F;
  const appliedKey = JSON.stringify(applied);
  const [draft, setDraft] = useState({ key: appliedKey, fields: applied });
  if (draft.key !== appliedKey) setDraft({ key: appliedKey, fields: applied });
  const fields = draft.key === appliedKey ? draft.fields : applied;
  const { query, errors: appliedErrors } = checkFields(schema, applied);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const change = (key: keyof F, value: string) => setDraft({ key: appliedKey, fields: { ...fields, [key]: value } });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkFields(schema, fields);
    setErrors(checked.errors);
    const valid = checked.query as Record<string, unknown> | null;
    if (valid) setSearch(new URLSearchParams(Object.keys(applied).map((key) => [key, String(valid[key])])));
  };
  return { fields, query, errors: { ...appliedErrors, ...errors }, change, submit };
}
