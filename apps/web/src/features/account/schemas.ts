import { changePasswordBodySchema, isBlank, messagesAccountsEn, orderedForm, profileUpdateBodySchema, TOP_UP_PHONE, type FieldRule, type MessageKey } from '@skins/contract';
import { z } from 'zod';
import { contractForm, textKeys } from '../../ui/contract-form';
import { toE164 } from '../../ui/phone';

const key = (k: MessageKey) => k;

const keyOf = textKeys(messagesAccountsEn, 'auth_');

/** The profile's texts as sent: trimmed, as the API stores them. */
const trimmed = <T extends Record<string, string>>(v: T): T => Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x.trim()])) as T;

/** Spec §5 Profile save (JOURNEY-12: the contract's rules): a phone, when given, must be valid ('Please enter a valid phone number'). */
export const profileSchema = contractForm(
  z.object({
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    phone: z.string(),
    phoneCountry: z.string(),
    address: z.string(),
    city: z.string(),
    postCode: z.string(),
    country: z.string(),
  }),
  profileUpdateBodySchema,
  ({ phoneCountry, ...v }) => ({ ...v, phone: v.phone.trim() && (toE164(v.phone, phoneCountry) ?? v.phone) }),
  { keyOf },
).transform(({ phoneCountry: _, country, ...rest }) => ({ ...trimmed(rest), country: country ? Number(country) : null }));

/** Spec §5 Password change (JOURNEY-12: the contract's rules): 'Passwords do not match'; then SEC-8's length. */
export const changePasswordSchema = contractForm(
  z.object({ cur_password: z.string(), new_password: z.string(), repeat_password: z.string() }),
  changePasswordBodySchema,
  (v) => v,
  { keyOf },
);

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
