import type { z } from 'zod';
import { inputClass } from '../../../ui/field';

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
export function DayField({ id, label, value, error, onChange }: { id: string; label: string; value: string; error: string | undefined; onChange: (value: string) => void }) {
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
