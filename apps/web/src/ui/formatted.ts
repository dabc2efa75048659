import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A registered input whose typed text is rewritten before the form sees it (digits grouped by 4,
 * upper case, only the characters a phone number may hold): spread it instead of the registration.
 */
export function formatted<N extends string>(field: UseFormRegisterReturn<N>, format: (value: string) => string): UseFormRegisterReturn<N> {
  return {
    ...field,
    onChange: (event) => {
      event.target.value = format(event.target.value);
      return field.onChange(event);
    },
  };
}
