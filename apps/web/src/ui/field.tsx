import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

export const inputClass =
  'h-11 w-full rounded-lg border border-ink-600 bg-ink-800 px-3 text-sm text-slate-100 placeholder:text-slate-500 transition-colors hover:border-slate-500 focus:border-accent-400 focus:outline-none aria-[invalid=true]:border-red-500/80';

/** A label, a control and its error (shown under it, linked for assistive tech). */
export function FieldShell({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-300">
        {label}
      </label>
      {children}
      {hint}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: ReactNode };

/** A labelled text input that works with react-hook-form's register(). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, className = '', ...rest }, ref) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <FieldShell id={inputId} label={label} error={error} hint={hint}>
      <input ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} className={`${inputClass} ${className}`} {...rest} />
    </FieldShell>
  );
});

/** A line of text for a form's outcome: red for failures, green for successes. */
export function FormMessage({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-3 py-2 text-sm ${tone === 'error' ? 'border-red-500/40 bg-red-500/10 text-red-300' : 'border-emerald-500/40 bg-emerald-500/10 text-emerald-300'}`}>
      {children}
    </p>
  );
}
