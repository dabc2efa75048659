import { forgotPasswordBodySchema, loginBodySchema, loginTwoFactorBodySchema, messagesAccountsEn, newPasswordFormSchema, signUpFormSchema, staffInviteAcceptBodySchema } from '@skins/contract';
import { z } from 'zod';
import { contractForm, textKeys } from '../../ui/contract-form';
import { toE164 } from '../../ui/phone-numbers';

/**
 * Form schemas of the auth page (spec §5), JOURNEY-12: the rules are the contract's; messages are
 * i18n keys whose English texts are the spec's (a contract text with no key is shown as it is).
 */
const keyOf = textKeys(messagesAccountsEn, 'auth_');

const toLogin = (v: { email: string; password: string }) => ({ username: v.email, password: v.password });

/** Spec §5 Sign-in: 'Email and password are required', then 'Invalid email format'. One message for the form. */
export const signInSchema = contractForm(z.object({ email: z.string(), password: z.string() }), loginBodySchema, toLogin, {
  keyOf,
  fieldOf: () => 'email',
  firstOnly: true,
}).transform((v) => loginBodySchema.parse(toLogin(v)));

/** SEC-20: the second step's code: required, then six digits or a recovery code (the contract's rule and texts). */
export const twoFactorCodeSchema = contractForm(z.object({ code: z.string() }), loginTwoFactorBodySchema, (v) => ({ code: v.code }), { keyOf, firstOnly: true }).transform((v) => ({
  code: v.code.trim(),
}));

const signUpShape = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The phone picker's country (lowercase ISO); not sent. */
  phoneCountry: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  terms: z.boolean(),
});
export type SignUpValues = z.infer<typeof signUpShape>;

/** The POST /register body of the form (the terms stay in the form). */
const toRegister = (v: SignUpValues) => ({
  name: v.firstName,
  surname: v.lastName,
  email: v.email,
  phone: v.phone,
  phoneE164: toE164(v.phone, v.phoneCountry) ?? '',
  password: v.password,
  passConfirm: v.confirmPassword,
  terms: v.terms,
});

const signUpFieldOf: Record<string, keyof SignUpValues> = { name: 'firstName', surname: 'lastName', phoneE164: 'phone', passConfirm: 'confirmPassword' };

/** Spec §5 Sign-up: the 10 rules, in order, then SEC-8's length; the first failure stops. */
export const signUpSchema = contractForm(signUpShape, signUpFormSchema, toRegister, { keyOf, fieldOf: (f) => signUpFieldOf[f] ?? f, firstOnly: true });

/** Spec §5 Password reset: 'Please enter your email address', then a valid email. */
export const resetRequestSchema = contractForm(z.object({ email: z.string() }), forgotPasswordBodySchema, (v) => v, { keyOf }).transform((v) => forgotPasswordBodySchema.parse(v));

/** The reset-password page: a new password and its confirmation ('Passwords do not match'), then SEC-8's length. */
export const newPasswordSchema = contractForm(
  z.object({ password: z.string(), confirmPassword: z.string() }),
  newPasswordFormSchema,
  (v) => ({ password: v.password, password_confirmation: v.confirmPassword }),
  { keyOf, fieldOf: (f) => (f === 'password_confirmation' ? 'confirmPassword' : f) },
);

/**
 * STAFF-WEB-3: the staff invite page's form for a new account: a name (the page's own message keys,
 * at most the contract's length), then the new-password rules and texts of the reset page above.
 */
export const newStaffAccountSchema = newPasswordSchema.and(
  z.object({ name: z.string().trim().min(1, 'staff_invite_name_required').max(staffInviteAcceptBodySchema.shape.name.unwrap().maxLength ?? 100, 'staff_invite_name_too_long') }),
);

/** STAFF-WEB-3: for an email that has an account, that account's password (the API checks it). */
export const existingStaffAccountSchema = z.object({ password: z.string().min(1, 'auth_password_required') });
