import type { Country } from '@skins/contract';
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { PhoneField } from './phone-field';

interface FormPhoneFieldProps<T extends FieldValues & { phone: string; phoneCountry: string }, U> {
  form: UseFormReturn<T, unknown, U>;
  label: string;
  countries: Country[];
  error?: string;
}

/**
 * The phone input with its country picker, bound to a form's `phone` and `phoneCountry` fields
 * (sign-up, profile and cart checkout share it).
 */
export function FormPhoneField<T extends FieldValues & { phone: string; phoneCountry: string }, U>({ form, label, countries, error }: FormPhoneFieldProps<T, U>) {
  const countryField = 'phoneCountry' as Path<T>;
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
