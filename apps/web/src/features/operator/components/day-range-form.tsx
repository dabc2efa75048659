import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../ui/button';
import { inputClass } from '../../../ui/field';
import { ExportCsvLink } from './export-link';

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** OPS-154, OPS-194: the last `days` UTC days, today included: a range page's default. */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  return { from: isoDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: isoDay(now) };
}

/** OPS-154, OPS-194: the contract's check of a range form: the valid query, or each field's first message. */
export function checkFields<S extends z.ZodType>(schema: S, fields: unknown): { query: z.output<S> | null; errors: Record<string, string> } {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return { query: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'to')] ??= issue.message;
  return { query: null, errors };
}

/** OPS-154, OPS-194: a day input of a range form: its label above, the contract's message below it. */
function DayField({ id, label, value, error, onChange }: { id: string; label: string; value: string; error: string | undefined; onChange: (value: string) => void }) {
  return (
    <div className="flex min-w-36 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-300">
        {label}
      </label>
      <input id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={`${inputClass} h-9`} />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * OPS-154, OPS-194: a range form (useRangeSearch): From and To, `children` (the form's other fields),
 * Show, and Export CSV of the range shown (`csvHref`, null while the URL's range is refused).
 */
export function RangeForm(props: {
  label: string;
  fields: { from: string; to: string };
  errorOf: (key: 'from' | 'to') => string | undefined;
  change: (key: 'from' | 'to', value: string) => void;
  submit: (e: FormEvent) => void;
  csvHref: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form aria-label={props.label} onSubmit={props.submit} noValidate className="flex flex-wrap items-start gap-3">
      {(['from', 'to'] as const).map((key) => (
        <DayField key={key} id={`${id}-${key}`} label={t(key === 'from' ? 'op_reports_from' : 'op_reports_to')} value={props.fields[key]} error={props.errorOf(key)} onChange={(value) => props.change(key, value)} />
      ))}
      {props.children}
      <Button type="submit" variant="secondary" className="h-9 self-end">
        {t('op_reports_show')}
      </Button>
      {props.csvHref && (
        <div className="self-end">
          <ExportCsvLink href={props.csvHref} />
        </div>
      )}
    </form>
  );
}
