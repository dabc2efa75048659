import { changePasswordBodySchema, depositCheckoutFormSchema, messagesAccountsEn, messagesPaymentsEn, profileUpdateBodySchema } from '@skins/contract';
import { z } from 'zod';
import { contractForm, textKeys } from '../../ui/contract-form';
import { toE164 } from '../../ui/phone-numbers';

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
    steamTradeLink: z.string(),
    /** SEC-18: asked (and sent) only when the email or a saved trade link changes; the form checks it is there. */
    current_password: z.string(),
  }),
  profileUpdateBodySchema,
  ({ phoneCountry, ...v }) => ({ ...v, phone: v.phone.trim() && (toE164(v.phone, phoneCountry) ?? v.phone) }),
  { keyOf },
).transform(({ phoneCountry: _, country, current_password, ...rest }) => ({ ...trimmed(rest), country: country ? Number(country) : null, current_password }));

/** Spec §5 Password change (JOURNEY-12: the contract's rules): 'Passwords do not match'; then SEC-8's length. */
export const changePasswordSchema = contractForm(
  z.object({ cur_password: z.string(), new_password: z.string(), repeat_password: z.string() }),
  changePasswordBodySchema,
  (v) => v,
  { keyOf },
);

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

/** PAY-WEB-9, JOURNEY-12 (spec §5 Top-up checkout form): the contract's rules in order; the email is required unless the user has one. */
export const topUpCheckoutSchema = (userEmail: string | null | undefined) =>
  contractForm(topUpCheckoutShape, depositCheckoutFormSchema(userEmail), (v) => v, { keyOf: textKeys(messagesPaymentsEn, 'topup_') });
