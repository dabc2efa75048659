import type { Country } from '@skins/contract';
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { useGeoPreselect } from '../features/reference-data/api/geoip';
import { supportedCountry } from './phone';
import { PhoneField } from './phone-field';

interface FormPhoneFieldProps<T extends FieldValues & { phone: string; phoneCountry: string }, U> {
  form: UseFormReturn<T, unknown, U>;
  label: string;
  countries: Country[];
  error?: string;
}

/**
 * The phone input with its country picker, bound to a form's `phone` and `phoneCountry` fields
 * (sign-up, profile and cart checkout share it). GEO-4: with no phone and no country yet, the
 * picker starts at the visitor's country when it is known.
 */
export function FormPhoneField<T extends FieldValues & { phone: string; phoneCountry: string }, U>({ form, label, countries, error }: FormPhoneFieldProps<T, U>) {
  const countryField = 'phoneCountry' as Path<T>;
  useGeoPreselect(
    (iso) => supportedCountry(iso)?.toLowerCase(),
    () => !form.getValues(countryField) && !form.getValues('phone' as Path<T>),
    (iso) => form.setValue(countryField, iso as PathValue<T, Path<T>>),
  );
  return (
    <Controller
      control={form.control}
      name={'phone' as Path<T>}
      render={({ field }) => (
        <PhoneField
          label={label}
          value={field.value}
          onChange={field.onChange}
          country={form.watch(countryField)}
          onCountryChange={(iso) => form.setValue(countryField, iso as PathValue<T, Path<T>>)}
          countries={countries}
          error={error}
        />
      )}
    />
  );
}
