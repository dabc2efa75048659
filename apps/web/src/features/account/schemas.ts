import { isBlank, orderedForm, PASSWORD_MIN_LENGTH, TOP_UP_PHONE, type FieldRule, type MessageKey } from '@skins/contract';
import { z } from 'zod';
import { isValidPhone } from '../../ui/phone';

const key = (k: MessageKey) => k;

/** Spec §5 Profile save: a phone, when given, must be valid ('Please enter a valid phone number'). */
export const profileSchema = z
  .object({
    name: z.string().trim(),
    surname: z.string().trim(),
    email: z.string().trim(),
    phone: z.string().trim(),
    phoneCountry: z.string(),
    address: z.string().trim(),
    city: z.string().trim(),
    postCode: z.string().trim(),
    country: z.string(),
  })
  .refine((v) => v.phone === '' || isValidPhone(v.phone, v.phoneCountry), { path: ['phone'], message: key('auth_valid_phone') })
  .transform(({ phoneCountry: _, country, ...rest }) => ({ ...rest, country: country ? Number(country) : null }));

/** Spec §5 Password change: 'Passwords do not match'; then SEC-8's length. */
export const changePasswordSchema = z
  .object({
    cur_password: z.string().min(1, key('auth_password_required')),
    new_password: z.string().min(1, key('auth_password_required')),
    repeat_password: z.string().min(1, key('auth_confirm_required')),
  })
  .refine((v) => v.new_password === v.repeat_password, { path: ['repeat_password'], message: key('auth_passwords_mismatch') })
  .refine((v) => v.new_password.length >= PASSWORD_MIN_LENGTH, { path: ['new_password'], message: key('auth_password_too_short') });

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const topUpCheckoutShape = z.object({
  name: z.string(),
  surname: z.string(),
  phone: z.string(),
  email: z.string(),
  country: z.string(),
  city: z.string(),
  address: z.string(),
  postCode: z.string(),
  termsAccepted: z.boolean(),
});
export type TopUpCheckoutValues = z.infer<typeof topUpCheckoutShape>;

/** PAY-WEB-9 (spec §5 Top-up checkout form), in order; the email is required unless the user has one. */
export function topUpCheckoutRules(userEmail: string | null | undefined): FieldRule<TopUpCheckoutValues>[] {
  const hasEmail = !isBlank(userEmail);
  return [
    { field: 'name', message: key('topup_name_required'), fails: (v) => isBlank(v.name) },
    { field: 'surname', message: key('topup_surname_required'), fails: (v) => isBlank(v.surname) },
    { field: 'phone', message: key('topup_phone_required'), fails: (v) => isBlank(v.phone) },
    { field: 'phone', message: key('topup_phone_invalid'), fails: (v) => !TOP_UP_PHONE.test(v.phone.trim()) },
    { field: 'email', message: key('topup_email_required'), fails: (v) => !hasEmail && isBlank(v.email) },
    { field: 'email', message: key('topup_email_invalid'), fails: (v) => !isBlank(v.email) && !EMAIL_PATTERN.test(v.email.trim()) },
    { field: 'country', message: key('topup_country_required'), fails: (v) => isBlank(v.country) },
    { field: 'city', message: key('topup_city_required'), fails: (v) => isBlank(v.city) },
    { field: 'address', message: key('topup_address_required'), fails: (v) => isBlank(v.address) },
    { field: 'postCode', message: key('topup_post_code_required'), fails: (v) => isBlank(v.postCode) },
    { field: 'termsAccepted', message: key('topup_accept_terms'), fails: (v) => !v.termsAccepted },
  ];
}

export const topUpCheckoutSchema = (userEmail: string | null | undefined) => orderedForm(topUpCheckoutShape, topUpCheckoutRules(userEmail));
