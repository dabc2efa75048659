import { z } from 'zod';
import { isEmail } from './auth.ts';
import { MAX_MONEY_AMOUNT } from './common.ts';
import { looseNumber, optionalText, orderedForm, type FieldRule } from './form-rules.ts';
import { isBlank, lengthOf } from './form-values.ts';
import { personFieldRules, postCodeCharactersMessage } from './person-fields.ts';

/** Top-up texts (spec §5 Top-up checkout form, Top-up amount). */
export const depositMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  phoneFormat: 'Invalid phone format (e.g. +1234567890)',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  countryRequired: 'Country is required',
  cityRequired: 'City is required',
  addressRequired: 'Address is required',
  postCodeRequired: 'Postal code is required',
  termsRequired: 'You must accept the terms and conditions',
  amountInvalid: 'Please enter a valid amount',
  /** {n}: the minimum in the chosen currency. */
  minimumAmount: 'Minimum top-up amount: {n}',
  paymentTypeRequired: 'Please select a payment method',
  tooLong: 'This value is too long',
  /** INPUT-7: the post code's characters, the same text in every form. */
  postCodeCharacters: postCodeCharactersMessage,
  /** GET /deposit/history's message (§7). */
  historyLoaded: 'Deposit history loaded',
  /** PAY-33: POST /deposit/{id}/cancel's message. */
  topUpCancelled: 'Top-up cancelled.',
} as const;

/** §5 top-up phone: an optional plus, then 8 to 15 digits or spaces. */
export const TOP_UP_PHONE = /^\+?[0-9 ]{8,15}$/;
const MAX_AMOUNT = MAX_MONEY_AMOUNT;

const str = optionalText;
const tooLong = (field: 'email' | 'country', max: number) => ({
  field,
  message: depositMessages.tooLong,
  fails: (v: Record<string, unknown>) => lengthOf(typeof v[field] === 'string' ? (v[field] as string) : '') > max,
});

/** An amount typed in a text box: a number or a numeric string. */
const amountField = looseNumber;
const validAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0 && v <= MAX_AMOUNT;

/** The billing fields of the top-up form (spec §5 Top-up checkout form). */
const depositDetailsShape = z.object({
  name: str,
  surname: str,
  phone: str,
  email: str,
  country: z.union([z.string().trim(), z.number()]).nullish(),
  city: str,
  address: str,
  postCode: str,
  termsAccepted: z.unknown().optional(),
});

/** §5 top-up form rules in order; `emailRequired` when the account has no email to fall back on. */
function depositDetailsRules(emailRequired: boolean): FieldRule<z.output<typeof depositDetailsShape>>[] {
  return [
    // INPUT-5: the name and delivery fields have sign-up's and the profile's rules, in the top-up's words.
    ...personFieldRules('name', { required: depositMessages.firstNameRequired, tooLong: depositMessages.tooLong }, 'always'),
    ...personFieldRules('surname', { required: depositMessages.lastNameRequired, tooLong: depositMessages.tooLong }, 'always'),
    { field: 'phone', message: depositMessages.phoneRequired, fails: (v) => isBlank(v.phone) },
    { field: 'phone', message: depositMessages.phoneFormat, fails: (v) => !TOP_UP_PHONE.test(v.phone ?? '') },
    { field: 'email', message: depositMessages.emailRequired, fails: (v) => emailRequired && isBlank(v.email) },
    { field: 'email', message: depositMessages.emailInvalid, fails: (v) => !isBlank(v.email) && !isEmail(v.email) },
    { field: 'country', message: depositMessages.countryRequired, fails: (v) => isBlank(v.country === null || v.country === undefined ? '' : String(v.country)) },
    tooLong('country', 100),
    ...personFieldRules('city', { required: depositMessages.cityRequired, tooLong: depositMessages.tooLong }, 'always'),
    ...personFieldRules('address', { required: depositMessages.addressRequired, tooLong: depositMessages.tooLong }, 'always'),
    ...personFieldRules('postCode', { required: depositMessages.postCodeRequired, tooLong: depositMessages.tooLong }, 'always'),
    { field: 'termsAccepted', message: depositMessages.termsRequired, fails: (v) => v.termsAccepted !== true && v.termsAccepted !== 'true' && v.termsAccepted !== 1 },
  ];
}

/**
 * JOURNEY-12: the top-up billing form of the web; the email is required unless the account has
 * one (`accountEmail`), which the service checks too.
 */
export const depositCheckoutFormSchema = (accountEmail: string | null | undefined) => orderedForm(depositDetailsShape, depositDetailsRules(isBlank(accountEmail)));

/**
 * PAY-20: POST /deposit/checkout, the §5 top-up form and amount rules in order. The email may be
 * left empty when the account has one (checked by the service); the minimum depends on the
 * settings and is checked by the service too (PAY-21).
 */
export const depositCheckoutBodySchema = orderedForm(depositDetailsShape.extend({ amount: amountField, paymentType: str }), [
  ...depositDetailsRules(false),
  { field: 'amount', message: depositMessages.amountInvalid, fails: (v) => !validAmount(v.amount) },
  { field: 'paymentType', message: depositMessages.paymentTypeRequired, fails: (v) => isBlank(v.paymentType) || lengthOf(v.paymentType) > 50 },
]).transform((v) => ({
  name: v.name ?? '',
  surname: v.surname ?? '',
  phone: v.phone ?? '',
  email: v.email || null,
  country: String(v.country ?? ''),
  city: v.city ?? '',
  address: v.address ?? '',
  postCode: v.postCode ?? '',
  amount: validAmount(v.amount) ? v.amount : 0,
  paymentType: v.paymentType ?? '',
}));
export type DepositCheckoutBody = z.output<typeof depositCheckoutBodySchema>;

/** PAY-20: the answer of POST /deposit/checkout: where to send the browser. */
export const depositCheckoutResponseSchema = z.object({
  status: z.literal('OK'),
  message: z.string(),
  redirect_url: z.string(),
  payload: z.object({ id: z.number().int() }),
});

/** PAY-33, PAY-35: the states of a top-up. */
export const topUpStates = ['pending', 'success', 'error', 'cancelled', 'expired'] as const;

export const depositStatusValues = ['Pending', 'Success', 'Error', 'Cancelled'] as const;
/** PAY-22: GET /deposit/status/{id}. */
export const depositStatusResponseSchema = z.object({ status: z.literal('OK'), payload: z.object({ status: z.enum(depositStatusValues) }) });

/** PAY-23: spec §3 Payment history row (a top-up); sum in the deposit's currency, internal_currency_sum in credits. */
export const paymentHistoryRowSchema = z.object({
  id: z.number().int(),
  created_at: z.number().int(),
  description: z.string(),
  sum: z.number(),
  payment_type: z.string(),
  internal_currency_sum: z.number(),
  currency: z.string(),
  status: z.enum(['success', 'pending', 'error']),
  /** PAY-33, PAY-35: the top-up's own state, which `status` (spec §4) folds: a cancelled or expired one is an error there. */
  state: z.enum(topUpStates),
  /** PAY-33: where a pending top-up is paid (the provider's page); null once it is not pending. */
  payment_url: z.string().nullable(),
});
export type PaymentHistoryRow = z.infer<typeof paymentHistoryRowSchema>;

/**
 * The sandbox provider's webhook event (what it signs and sends). SEC-13: it names what the provider
 * charged or paid out (`amount` in minor units of `currency`); the app compares that to its own row.
 */
export const sandboxWebhookEventSchema = z.object({
  event_id: z.string().min(1).max(100),
  payment_ref: z.string().min(1).max(100),
  status: z.enum(['success', 'error', 'pending', 'cancelled']),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type SandboxWebhookEvent = z.infer<typeof sandboxWebhookEventSchema>;
