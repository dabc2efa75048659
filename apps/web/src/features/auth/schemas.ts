import { PASSWORD_MIN_LENGTH, type MessageKey } from '@skins/contract';
import { z } from 'zod';
import { isValidPhone } from '../../ui/phone';

/**
 * Form schemas of the auth page (spec §5). Messages are i18n keys whose English texts are the
 * spec's; the form shows t(message).
 */
const key = (k: MessageKey) => k;

/** Spec §5 Sign-in: text, @, text, dot, text. Sign-up: the same, with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5 Sign-in: 'Email and password are required', then 'Invalid email format'. One message for the form. */
export const signInSchema = z
  .object({ email: z.string(), password: z.string() })
  .superRefine((v, ctx) => {
    const email = v.email.trim();
    if (!email || !v.password) ctx.addIssue({ code: 'custom', path: ['email'], message: key('auth_required') });
    else if (!EMAIL_PATTERN.test(email)) ctx.addIssue({ code: 'custom', path: ['email'], message: key('auth_invalid_email_format') });
  })
  .transform((v) => ({ username: v.email.trim(), password: v.password }));

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneCountry: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}
export type SignUpField = Exclude<keyof SignUpValues, 'phoneCountry'>;

/** Spec §5 Sign-up: the 10 rules, in order, then SEC-8's length; the first failure stops. */
export const SIGN_UP_RULES: readonly [SignUpField, MessageKey, (v: SignUpValues) => boolean][] = [
  ['firstName', 'auth_first_name_required', (v) => v.firstName.trim() !== ''],
  ['lastName', 'auth_last_name_required', (v) => v.lastName.trim() !== ''],
  ['email', 'auth_email_required', (v) => v.email.trim() !== ''],
  ['email', 'auth_valid_email', (v) => EMAIL_PATTERN.test(v.email.trim())],
  ['phone', 'auth_phone_required', (v) => v.phone.trim() !== ''],
  ['phone', 'auth_valid_phone', (v) => isValidPhone(v.phone, v.phoneCountry)],
  ['password', 'auth_password_required', (v) => v.password !== ''],
  ['confirmPassword', 'auth_confirm_required', (v) => v.confirmPassword !== ''],
  ['confirmPassword', 'auth_passwords_mismatch', (v) => v.password === v.confirmPassword],
  ['terms', 'auth_accept_terms', (v) => v.terms],
  ['password', 'auth_password_too_short', (v) => v.password.length >= PASSWORD_MIN_LENGTH],
];

export function firstSignUpError(v: SignUpValues): { field: SignUpField; message: MessageKey } | null {
  for (const [field, message, ok] of SIGN_UP_RULES) if (!ok(v)) return { field, message };
  return null;
}

export const signUpSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    phoneCountry: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    terms: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const failure = firstSignUpError(v);
    if (failure) ctx.addIssue({ code: 'custom', path: [failure.field], message: failure.message });
  });

/** Spec §5 Password reset: 'Please enter your email address'. */
export const resetRequestSchema = z.object({ email: z.string().trim().min(1, key('auth_reset_email_required')) });

/** The reset-password page: a new password and its confirmation ('Passwords do not match'), then SEC-8's length. */
export const newPasswordSchema = z
  .object({ password: z.string().min(1, key('auth_password_required')), confirmPassword: z.string().min(1, key('auth_confirm_required')) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: key('auth_passwords_mismatch') })
  .refine((v) => v.password.length >= PASSWORD_MIN_LENGTH, { path: ['password'], message: key('auth_password_too_short') });
