import { useId, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

/** A compact native select with a label for assistive tech (shown visually only when asked). */
export function Select({
  label,
  showLabel = false,
  options,
  className = '',
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & { label: string; showLabel?: boolean; options: SelectOption[] }) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className={showLabel ? 'text-sm text-slate-400' : 'sr-only'}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          className="h-9 cursor-pointer appearance-none rounded-lg border border-ink-600 bg-ink-800 py-1 pr-8 pl-3 text-sm font-medium text-slate-100 transition-colors hover:border-slate-500 focus-visible:outline-2 focus-visible:outline-accent-400 disabled:opacity-60"
          {...rest}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 fill-slate-400">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </div>
    </div>
  );
}
