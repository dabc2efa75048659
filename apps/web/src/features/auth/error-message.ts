import { ApiError } from '../../api/client';

/**
 * Spec §8 Sign-in failure: the first message of the first field in the error's errors, else its
 * message, else null (the caller shows 'An error occurred').
 */
export function serverErrorMessage(error: unknown): string | null {
  if (error instanceof ApiError && error.errors) {
    for (const messages of Object.values(error.errors)) if (Array.isArray(messages) && messages[0]) return messages[0];
  }
  if (error instanceof Error && error.message) return error.message;
  return null;
}

/** Spec §7 register: the server's field names, mapped to the form's. */
export const REGISTER_FIELDS = {
  name: 'firstName',
  surname: 'lastName',
  email: 'email',
  phone: 'phone',
  password: 'password',
  passConfirm: 'confirmPassword',
} as const;

/** The form field that shows a register failure's field message (unknown server fields have none). */
export function registerFieldOf(field: string): (typeof REGISTER_FIELDS)[keyof typeof REGISTER_FIELDS] | undefined {
  return Object.hasOwn(REGISTER_FIELDS, field) ? REGISTER_FIELDS[field as keyof typeof REGISTER_FIELDS] : undefined;
}
