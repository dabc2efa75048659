import type { Country } from '@skins/contract';
import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { useLocalizedCountries } from './country-names';
import { FieldShell, inputClass } from './field';

export type CountrySelectProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string; placeholder: string; countries: Country[]; error?: string };

/** A labelled country select (value: the country id) that works with react-hook-form's register(); names in the interface language. */
export const CountrySelect = forwardRef<HTMLSelectElement, CountrySelectProps>(function CountrySelect({ label, placeholder, countries, error, id, ...rest }, ref) {
  const auto = useId();
  const selectId = id ?? auto;
  const named = useLocalizedCountries(countries);
  return (
    <FieldShell id={selectId} label={label} error={error}>
      <select ref={ref} id={selectId} aria-invalid={error ? true : undefined} aria-describedby={error ? `${selectId}-error` : undefined} className={`${inputClass} cursor-pointer`} {...rest}>
        <option value="">{placeholder}</option>
        {named.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.title}
          </option>
        ))}
      </select>
    </FieldShell>
  );
});
