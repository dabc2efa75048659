import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { staffRoleValues } from './operator-staff.ts';
import { DB_INT_MAX } from './common.ts';
import { errorCatalog } from './errors.ts';
import { orderedForm, type FieldRule } from './form-rules.ts';
import { isBlank, lengthOf } from './form-values.ts';
import { PERSON_FIELD_LIMITS, personFieldRules, postCodeCharactersMessage } from './person-fields.ts';
import { tradeLinkInvalidMessage, tradeLinkParts } from './trade-link.ts';

/**
 * Auth and profile texts (spec §5, §8): the API answers with them and the web shows them, so the
 * two never drift. Texts the spec does not give are written to be acted on.
 */
export const authMessages = {
  // §5 Sign-in
  signInRequired: 'Email and password are required',
  invalidEmailFormat: 'Invalid email format',
  // §5 Sign-up, in the spec's order
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number',
  passwordRequired: 'Password is required',
  passwordWeak: 'Password must contain a lower case letter, an upper case letter and a digit',
  // SEC-8: added after the spec's rules
  passwordTooShort: 'Password must be at least 10 characters long',
  passwordCommon: errorCatalog.AUTH_PASSWORD_COMMON.message,
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  termsRequired: 'Please accept the terms and privacy policy',
  fillAllRequired: 'Please fill in all required fields',
  // §5 Password reset, password change, profile
  resetEmailRequired: 'Please enter your email address',
  currentPasswordRequired: 'Please enter your current password',
  resetLinkInvalid: errorCatalog.AUTH_RESET_LINK_INVALID.message,
  countryInvalid: errorCatalog.ACCOUNT_COUNTRY_UNKNOWN.message,
  /** INPUT-7: the post code's characters, the same text in every form. */
  postCodeCharacters: postCodeCharactersMessage,
  /** DELIV-10: the profile's trade link, where the bot sends a retried offer. */
  tradeLinkInvalid: tradeLinkInvalidMessage,
  // Success answers (§8 success toasts where the spec has them)
  signedIn: 'Signed in successfully.',
  registered: 'Registration successful. Please check your email to verify your address.',
  signedOut: 'Signed out successfully.',
  resetLinkSent: 'Password reset link sent. Please check your email.',
  passwordReset: 'Your password has been reset. You can now sign in with the new password.',
  profileUpdated: 'Profile updated successfully',
  /** SEC-10: {email} is the new address. */
  emailChangeSent: 'We sent a confirmation link to {email}. Your email changes when you open it.',
  emailChanged: 'Your email address has been changed.',
  passwordChanged: 'Password changed successfully',
  verificationSent: 'Verification link sent. Please check your email.',
  alreadyVerified: 'Your email address is already verified.',
  tooManyAttempts: 'Too many attempts. Please try again in a minute.',
  // SEC-9: the account's session list
  sessionEnded: 'Session ended.',
  otherSessionsEnded: 'All other sessions have been ended.',
} as const;

/** Longest accepted values: enough for any real name or address, small enough to store. */
export const AUTH_LIMITS = { ...PERSON_FIELD_LIMITS, email: 254, password: 200, phone: 25, tradeLink: 500 } as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** INPUT-5: the account's texts of the name and address fields (sign-up and the profile say them alike). */
const accountFieldTexts = {
  name: { required: authMessages.firstNameRequired, tooLong: tooLong('First name', AUTH_LIMITS.name) },
  surname: { required: authMessages.lastNameRequired, tooLong: tooLong('Last name', AUTH_LIMITS.surname) },
  address: { tooLong: tooLong('Address', AUTH_LIMITS.address) },
  city: { tooLong: tooLong('City', AUTH_LIMITS.city) },
  postCode: { tooLong: tooLong('Post code', AUTH_LIMITS.postCode) },
} as const;

/** §5: text, @, text, dot, text, with no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isEmail(value: string | null | undefined): boolean {
  return EMAIL_PATTERN.test(value ?? '') && lengthOf(value) <= AUTH_LIMITS.email;
}

/** §5 Phone input: digits, spaces, parentheses, plus and hyphen, at most 25; and it must parse as valid. */
const PHONE_CHARS = /^[\d\s()+-]+$/;
export function isValidPhone(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  return v.length <= AUTH_LIMITS.phone && PHONE_CHARS.test(v) && isValidPhoneNumber(v);
}

/** The E.164 form (+351912345678) of a valid phone, or null. */
export function toE164(value: string | null | undefined): string | null {
  return isValidPhone(value) ? (parsePhoneNumberFromString((value ?? '').trim())?.number ?? null) : null;
}

/**
 * §5 password hints: a lower case letter, an upper case letter and a digit (and not past the
 * stored limit). The length floor is its own rule after the spec's (SEC-8).
 */
export function isStrongPassword(value: string | null | undefined): boolean {
  const v = value ?? '';
  return v.length <= AUTH_LIMITS.password && /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v);
}

/** SEC-8: a new password has at least this many characters; sign-in never checks it, so older passwords keep working. */
export const PASSWORD_MIN_LENGTH = 10;

/** SEC-8: the length rule of a new password, placed after the spec's rules of its form. */
function passwordLengthRule<K extends string>(field: K): FieldRule<Partial<Record<K, string | null>>> {
  return { field, message: authMessages.passwordTooShort, fails: (v) => lengthOf(v[field]) < PASSWORD_MIN_LENGTH };
}

/** A text field: a non-string is reported with the field's own "required" text. */
const text = (requiredMessage: string) => z.string({ error: requiredMessage }).trim().nullish();
/** A password field: never trimmed. */
const secret = (requiredMessage: string) => z.string({ error: requiredMessage }).nullish();

// ---------------------------------------------------------------------------------------------
// Sign-in

/** AUTH-4: POST /login. `username` is the email (spec §7). */
export const loginBodySchema = orderedForm(z.object({ username: text(authMessages.signInRequired), password: secret(authMessages.signInRequired) }), [
  { field: 'username', message: authMessages.signInRequired, fails: (v) => isBlank(v.username) },
  { field: 'password', message: authMessages.signInRequired, fails: (v) => !v.password },
  { field: 'username', message: authMessages.invalidEmailFormat, fails: (v) => !isEmail(v.username) },
]).transform((v) => ({ username: v.username ?? '', password: v.password ?? '' }));
export type LoginBody = z.output<typeof loginBodySchema>;

// ---------------------------------------------------------------------------------------------
// Sign-up

const registerShape = z.object({
  name: text(authMessages.firstNameRequired),
  surname: text(authMessages.lastNameRequired),
  email: text(authMessages.emailRequired),
  phone: text(authMessages.phoneRequired),
  /** The phone picker's E.164 value; when present it is the number that is checked and stored. */
  phoneE164: text(authMessages.phoneInvalid),
  password: secret(authMessages.passwordRequired),
  passConfirm: secret(authMessages.confirmRequired),
});
type RegisterInput = z.output<typeof registerShape>;

/** AUTH-8: spec §5 sign-up rules 1-9 in order (with the password hint after "required"). */
export const signUpRules: readonly FieldRule<RegisterInput>[] = [
  ...personFieldRules('name', accountFieldTexts.name, 'always'),
  ...personFieldRules('surname', accountFieldTexts.surname, 'always'),
  { field: 'email', message: authMessages.emailRequired, fails: (v) => isBlank(v.email) },
  { field: 'email', message: authMessages.emailInvalid, fails: (v) => !isEmail(v.email) },
  { field: 'phone', message: authMessages.phoneRequired, fails: (v) => isBlank(v.phone) },
  { field: 'phone', message: authMessages.phoneInvalid, fails: (v) => !isValidPhone(v.phoneE164 || v.phone) },
  { field: 'password', message: authMessages.passwordRequired, fails: (v) => !v.password },
  { field: 'password', message: authMessages.passwordWeak, fails: (v) => !isStrongPassword(v.password) },
  { field: 'passConfirm', message: authMessages.confirmRequired, fails: (v) => !v.passConfirm },
  { field: 'passConfirm', message: authMessages.passwordsMismatch, fails: (v) => v.passConfirm !== v.password },
];

const toRegisterBody = (v: RegisterInput) => ({
  name: v.name ?? '',
  surname: v.surname ?? '',
  email: v.email ?? '',
  phone: v.phone ?? '',
  phoneE164: toE164(v.phoneE164 || v.phone) ?? '',
  password: v.password ?? '',
});

/** POST /register (spec §7). The output carries the checked E.164 phone. */
export const registerBodySchema = orderedForm(registerShape, [...signUpRules, passwordLengthRule('password')]).transform(toRegisterBody);
export type RegisterBody = z.output<typeof registerBodySchema>;

/**
 * The sign-up form of the web app: the same fields and rules as POST /register plus rule 10, the
 * terms checkbox (which the API does not receive).
 */
export const signUpFormSchema = orderedForm(registerShape.extend({ terms: z.boolean().optional() }), [
  ...signUpRules,
  { field: 'terms', message: authMessages.termsRequired, fails: (v) => v.terms !== true },
  passwordLengthRule('password'),
]).transform(toRegisterBody);

// ---------------------------------------------------------------------------------------------
// Password reset and change

/** AUTH-13: POST /user/reset-password. */
export const forgotPasswordBodySchema = orderedForm(z.object({ email: text(authMessages.resetEmailRequired) }), [
  { field: 'email', message: authMessages.resetEmailRequired, fails: (v) => isBlank(v.email) },
  { field: 'email', message: authMessages.emailInvalid, fails: (v) => !isEmail(v.email) },
]).transform((v) => ({ email: v.email ?? '' }));
export type ForgotPasswordBody = z.output<typeof forgotPasswordBodySchema>;

/** Rules of a new password and its repetition, shared by reset and change: the spec's, then SEC-8's length. */
function newPasswordRules<P extends string, R extends string>(password: P, repeat: R): FieldRule<Partial<Record<P | R, string | null>>>[] {
  const get = (v: Partial<Record<P | R, string | null>>, k: P | R) => v[k];
  return [
    { field: password, message: authMessages.passwordRequired, fails: (v) => !get(v, password) },
    { field: password, message: authMessages.passwordWeak, fails: (v) => !isStrongPassword(get(v, password)) },
    { field: repeat, message: authMessages.confirmRequired, fails: (v) => !get(v, repeat) },
    { field: repeat, message: authMessages.passwordsMismatch, fails: (v) => get(v, repeat) !== get(v, password) },
    passwordLengthRule(password),
  ];
}

/**
 * STAFF-7: accepting a staff invitation without an account: the account's first name (the sign-up's
 * rules) and a new password with its repetition (the reset's rules); the email is the invitation's.
 */
export const staffNewAccountBodySchema = orderedForm(
  z.object({ name: text(authMessages.firstNameRequired), password: secret(authMessages.passwordRequired), password_confirmation: secret(authMessages.confirmRequired) }),
  [...personFieldRules('name', accountFieldTexts.name, 'always'), ...newPasswordRules('password', 'password_confirmation')],
).transform((v) => ({ name: v.name ?? '', password: v.password ?? '' }));
export type StaffNewAccountBody = z.output<typeof staffNewAccountBodySchema>;

/** JOURNEY-12: the new-password form of the reset page (its link gives the token and email). */
export const newPasswordFormSchema = orderedForm(
  z.object({ password: secret(authMessages.passwordRequired), password_confirmation: secret(authMessages.confirmRequired) }),
  newPasswordRules('password', 'password_confirmation'),
);

/** AUTH-14: POST /reset-password, from the mailed link. */
export const resetPasswordBodySchema = orderedForm(
  z.object({
    token: text(authMessages.resetLinkInvalid),
    email: text(authMessages.emailRequired),
    password: secret(authMessages.passwordRequired),
    password_confirmation: secret(authMessages.confirmRequired),
  }),
  [
    { field: 'token', message: authMessages.resetLinkInvalid, fails: (v) => isBlank(v.token) || lengthOf(v.token) > 200 },
    { field: 'email', message: authMessages.emailRequired, fails: (v) => isBlank(v.email) },
    { field: 'email', message: authMessages.emailInvalid, fails: (v) => !isEmail(v.email) },
    ...newPasswordRules('password', 'password_confirmation'),
  ],
).transform((v) => ({ token: v.token ?? '', email: v.email ?? '', password: v.password ?? '' }));
export type ResetPasswordBody = z.output<typeof resetPasswordBodySchema>;

/** ACCOUNT-4: POST /user/change-password. */
export const changePasswordBodySchema = orderedForm(
  z.object({
    cur_password: secret(authMessages.currentPasswordRequired),
    new_password: secret(authMessages.passwordRequired),
    repeat_password: secret(authMessages.confirmRequired),
  }),
  [
    { field: 'cur_password', message: authMessages.currentPasswordRequired, fails: (v) => !v.cur_password },
    ...newPasswordRules('new_password', 'repeat_password'),
  ],
).transform((v) => ({ currentPassword: v.cur_password ?? '', newPassword: v.new_password ?? '' }));
export type ChangePasswordBody = z.output<typeof changePasswordBodySchema>;

// ---------------------------------------------------------------------------------------------
// Profile

/** A country id from a select: a number, a numeric string, or empty/null to clear it. */
const countryField = z.preprocess(
  (v) => (v === '' ? null : v),
  z.coerce.number({ error: authMessages.countryInvalid }).int(authMessages.countryInvalid).positive(authMessages.countryInvalid).max(DB_INT_MAX, authMessages.countryInvalid).nullish(),
);

/**
 * ACCOUNT-2: PUT /user/profile (spec §7). A field left out is unchanged; an empty email is
 * unchanged too (an account keeps its email); empty phone, address, city, post code or country
 * clear them. The phone must be valid (§5 Profile save). DELIV-10: steamTradeLink must be a Steam
 * trade link (empty clears it).
 */
/**
 * SEC-18: the proof a sensitive change carries (a new email or trade link, payout details, turning
 * two-factor sign-in off): the current password, or (two-factor on) a code of the app or a
 * recovery code. Both optional in the schema; the service says which one is needed.
 */
export const reauthShape = {
  current_password: z.string().max(AUTH_LIMITS.password).optional(),
  otp: z.string().trim().max(40).optional(),
};
export const reauthBodySchema = z.object(reauthShape);
export type ReauthBody = z.output<typeof reauthBodySchema>;

export const profileUpdateBodySchema = orderedForm(
  z.object({
    ...reauthShape,
    name: text(authMessages.firstNameRequired),
    surname: text(authMessages.lastNameRequired),
    email: text(authMessages.emailInvalid),
    phone: text(authMessages.phoneInvalid),
    address: text(accountFieldTexts.address.tooLong),
    city: text(accountFieldTexts.city.tooLong),
    postCode: text(accountFieldTexts.postCode.tooLong),
    country: countryField,
    steamTradeLink: text(authMessages.tradeLinkInvalid),
  }),
  [
    // INPUT-6: sign-up's rules: a name sent empty is refused (one left out stays as it is).
    ...personFieldRules('name', accountFieldTexts.name, 'whenSent'),
    ...personFieldRules('surname', accountFieldTexts.surname, 'whenSent'),
    { field: 'email', message: authMessages.emailInvalid, fails: (v) => !isBlank(v.email) && !isEmail(v.email) },
    { field: 'phone', message: authMessages.phoneInvalid, fails: (v) => !isBlank(v.phone) && !isValidPhone(v.phone) },
    ...personFieldRules('address', accountFieldTexts.address, 'never'),
    ...personFieldRules('city', accountFieldTexts.city, 'never'),
    ...personFieldRules('postCode', accountFieldTexts.postCode, 'never'),
    { field: 'steamTradeLink', message: authMessages.tradeLinkInvalid, fails: (v) => !isBlank(v.steamTradeLink) && (lengthOf(v.steamTradeLink) > AUTH_LIMITS.tradeLink || !tradeLinkParts(v.steamTradeLink ?? '')) },
  ],
);
export type ProfileUpdateBody = z.output<typeof profileUpdateBodySchema>;

/** SEC-10: POST /user/email/confirm, from the link mailed to the new address. */
export const emailChangeConfirmBodySchema = orderedForm(z.object({ token: text(errorCatalog.ACCOUNT_EMAIL_CHANGE_LINK_INVALID.message) }), [
  { field: 'token', message: errorCatalog.ACCOUNT_EMAIL_CHANGE_LINK_INVALID.message, fails: (v) => isBlank(v.token) || lengthOf(v.token) > 200 },
]).transform((v) => ({ token: v.token ?? '' }));
export type EmailChangeConfirmBody = z.output<typeof emailChangeConfirmBodySchema>;

// ---------------------------------------------------------------------------------------------
// Answers

/** JOURNEY-4: where the buyer's last paid cart checkout was delivered (spec §3 checkout payload fields). */
export const lastDeliverySchema = z.object({
  country: z.number().int().nullable(),
  city: z.string(),
  address: z.string(),
  post_code: z.string(),
});
export type LastDelivery = z.infer<typeof lastDeliverySchema>;

/**
 * Spec §3 User profile. balance is in major units of the internal currency. JOURNEY-1: phone is
 * the E.164 number (+351912345678) when it is known, else the digits as saved. JOURNEY-4:
 * last_delivery (additive) prefills the checkout and top-up forms; null before a paid checkout.
 * OPS-114: role (additive) says whether the account is the shop's operator (a way into /operator).
 */
export const userProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  balance: z.number(),
  avatarUrl: z.string().nullable(),
  created_at: z.string(),
  country: z.number().int().nullable(),
  country_name: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  post_code: z.string().nullable(),
  zip: z.string().nullable(),
  steam_trade_link: z.string().nullable(),
  steamid: z.string().nullable(),
  emailVerified: z.boolean(),
  verification_data: z.object({ status: z.enum(['approved', 'pending']) }),
  last_delivery: lastDeliverySchema.nullable(),
  role: z.enum(['customer', 'operator']),
  /** SEC-20 (additive): two-factor sign-in is on; SEC-24: an operator without it is sent to set it up. */
  two_factor_enabled: z.boolean(),
  /** STAFF-1 (additive): an operator's back-office role, which sections the web shows; null for a customer. */
  staff_role: z.enum(staffRoleValues).nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** Success with a message to show (§8 success toasts). */
export const okMessageSchema = z.object({ status: z.literal('OK'), message: z.string() });
export type OkMessage = z.infer<typeof okMessageSchema>;

/** Success with a message and a payload. */
export function okMessageEnvelope<P extends z.ZodType>(payload: P) {
  return okMessageSchema.extend({ payload });
}

/**
 * SEC-9: GET /user/sessions, one live session of the user. id is a public id (never the session
 * secret or its hash); device is e.g. 'Chrome on Linux', '' when unknown; current marks the asker.
 */
export const userSessionSchema = z.object({
  id: z.uuid(),
  device: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSessionSchema>;

/** SEC-9: DELETE /user/sessions/:id names one of the user's sessions by its public id. */
export const userSessionParamsSchema = z.object({ id: z.uuid() });

/** Sign-in and sign-up answer: the user. SEC-7: the session secret travels only in the HttpOnly cookie. */
export const authSessionSchema = z.object({ user: userProfileSchema });
export type AuthSession = z.infer<typeof authSessionSchema>;

/** SEC-7: POST /auth/token {username, password}, an API client's explicit sign-in: a bearer token, no cookie. */
export const apiTokenResponseSchema = z.object({ status: z.literal('OK'), payload: z.object({ token: z.string(), expires_at: z.string() }) });
export type ApiTokenResponse = z.infer<typeof apiTokenResponseSchema>;

/** AUTH-3: GET /is-auth (spec §7): the flags at the top level, as the client reads them, and in payload. */
const authStateSchema = z.object({ authenticated: z.boolean(), emailVerified: z.boolean() });
export const isAuthResponseSchema = z.object({ status: z.literal('OK'), payload: authStateSchema }).extend(authStateSchema.shape);
export type IsAuthResponse = z.infer<typeof isAuthResponseSchema>;

/** AUTH-18: GET /auth/steam?redirect=/path: where to go after signing in (same-origin paths only). */
export const steamLoginQuerySchema = z.object({ redirect: z.string().max(2000).optional().catch(undefined) });
