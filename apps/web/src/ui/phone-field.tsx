import { DEBOUNCE_MS, type Country } from '@skins/contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
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

  return (
    <FieldShell id={id} label={label} error={error}>
      {/* Both parts keep 120 px at least: in a narrow column the number wraps under the country. */}
      <div className="flex flex-wrap gap-2">
        <select
          aria-label={t('auth_phone_country')}
          value={country}
          onChange={(e) => pickCountry(e.target.value)}
          className={`${inputClass.replace('w-full', 'w-32 sm:w-36')} shrink-0 cursor-pointer px-2`}
        >
          <option value="">—</option>
          {countries.map((c) => (
            <option key={c.id} value={c.iso.toLowerCase()}>
              {c.title}
              {callingCode(c.iso) ? ` (${callingCode(c.iso)})` : ''}
            </option>
          ))}
        </select>
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
