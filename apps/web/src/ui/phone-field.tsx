import { DEBOUNCE_MS, type Country } from '@skins/contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedCountries } from './country-names';
import { toast } from './toast';
import { FieldShell, inputClass } from './field';
import { callingCode, PHONE_MAX_LENGTH, sanitizePhone, supportedCountry } from './phone';

export interface PhoneFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The picked country's ISO code (lowercase, spec §3), '' for none. */
  country: string;
  onCountryChange: (iso: string) => void;
  countries: Country[];
  error?: string;
  name?: string;
}

/**
 * Spec §5 Phone input: a country picker and a tel input (maxlength 25) that keeps only digits,
 * spaces, parentheses, plus and hyphen. Picking a country the phone library does not support clears
 * the value and, 500 ms after the last such pick, toasts 'This country is not supported'.
 */
export function PhoneField({ label, value, onChange, country, onCountryChange, countries, error, name = 'phone' }: PhoneFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const pickCountry = (iso: string) => {
    if (iso && !supportedCountry(iso)) {
      onCountryChange('');
      onChange('');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => toast.error(t('auth_country_not_supported'), { toastId: 'country-not-supported' }), DEBOUNCE_MS.unsupportedCountryToast);
      return;
    }
    onCountryChange(iso);
    const code = iso ? callingCode(iso) : undefined;
    // A fresh number starts with the country's calling code.
    if (code && (!value || /^\+\d*\s?$/.test(value))) onChange(`${code} `);
  };

  // Named in the interface language, sorted by those names.
  const named = useLocalizedCountries(countries);
  const picked = named.find((c) => c.iso.toLowerCase() === country);
  const pickedCode = picked ? callingCode(picked.iso) : undefined;

  return (
    <FieldShell id={id} label={label} error={error}>
      {/* Both parts keep 120 px at least: in a narrow column the number wraps under the country. */}
      <div className="flex flex-wrap gap-2">
        {/* A native select shows its option's whole text when closed, which no narrow box holds
            ('Germany (+4…'): it lies transparent over a summary of ISO code and calling code, so the
            list, the keyboard and assistive tech still get the full names. */}
        <div className={`${inputClass.replace('w-full', 'w-32 sm:w-36')} relative flex shrink-0 items-center justify-between gap-1 px-2 focus-within:border-accent-400`}>
          <span aria-hidden="true" data-testid="phone-country-summary" className="truncate tabular-nums">
            {picked ? `${picked.iso.toUpperCase()} ${pickedCode ?? ''}`.trim() : '—'}
          </span>
          {/* A character, not an icon: this field is on the first view of /auth and /cart, at the edge of their JS budget (BUDGET-1). */}
          <span aria-hidden="true" className="shrink-0 text-slate-400">
            ▾
          </span>
          <select
            aria-label={t('auth_phone_country')}
            title={picked ? `${picked.title}${pickedCode ? ` (${pickedCode})` : ''}` : undefined}
            value={country}
            onChange={(e) => pickCountry(e.target.value)}
            className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg bg-ink-800 text-sm text-slate-100 opacity-0"
          >
            <option value="">—</option>
            {named.map((c) => (
              <option key={c.id} value={c.iso.toLowerCase()}>
                {c.title}
                {callingCode(c.iso) ? ` (${callingCode(c.iso)})` : ''}
              </option>
            ))}
          </select>
        </div>
        <input
          id={id}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          value={value}
          onChange={(e) => onChange(sanitizePhone(e.target.value))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass.replace('w-full', 'min-w-[120px] flex-1')}`}
        />
      </div>
    </FieldShell>
  );
}
