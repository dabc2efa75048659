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

/** The first message of each known field of a register failure, keyed by the form's field names. */
export function registerFieldErrors(error: unknown): Partial<Record<(typeof REGISTER_FIELDS)[keyof typeof REGISTER_FIELDS], string>> {
  const out: Partial<Record<(typeof REGISTER_FIELDS)[keyof typeof REGISTER_FIELDS], string>> = {};
  if (!(error instanceof ApiError) || !error.errors) return out;
  for (const [server, field] of Object.entries(REGISTER_FIELDS)) {
    const first = error.errors[server]?.[0];
    if (first) out[field] = first;
  }
  return out;
}
