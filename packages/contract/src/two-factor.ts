import { z } from 'zod';
import { errorCatalog } from './errors.ts';
import { authSessionSchema, okMessageEnvelope, reauthBodySchema } from './auth.ts';
import { isTwoFactorCode } from './two-factor-code.ts';

/** SEC-20: the texts of two-factor sign-in, answered by the API and shown by the web. */
export const twoFactorMessages = {
  codeRequired: errorCatalog.AUTH_TWO_FACTOR_CODE_REQUIRED.message,
  codeInvalid: errorCatalog.AUTH_TWO_FACTOR_CODE_INVALID.message,
  enterCode: 'Enter the code from your authenticator app to finish signing in.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: each works once.',
  disabled: 'Two-factor sign-in is off.',
  /** SEC-18: what a sensitive change needs without a recent sign-in. */
  reauthRequired: errorCatalog.ACCOUNT_REAUTH_REQUIRED.message,
} as const;

const codeField = z
  .string({ error: twoFactorMessages.codeRequired })
  .trim()
  .min(1, { error: twoFactorMessages.codeRequired, abort: true })
  .refine(isTwoFactorCode, twoFactorMessages.codeInvalid);

/** SEC-20: POST /login/two-factor: the code, and the challenge of the sign-in (else its cookie). */
export const loginTwoFactorBodySchema = z.object({ challenge: z.string().max(100).optional(), code: codeField });
export type LoginTwoFactorBody = z.output<typeof loginTwoFactorBodySchema>;

/** SEC-20: POST /login when the account has two-factor sign-in on: no session yet, the sign-in waits for the code. */
export const twoFactorPendingSchema = z.object({ two_factor_required: z.literal(true), challenge: z.string() });
export type TwoFactorPending = z.infer<typeof twoFactorPendingSchema>;

/** POST /login: signed in (the profile), or waiting for the second factor (SEC-20). */
export const loginAnswerSchema = z.union([okMessageEnvelope(authSessionSchema), okMessageEnvelope(twoFactorPendingSchema)]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** SEC-20: GET /user/two-factor. */
export const twoFactorStatusSchema = z.object({ enabled: z.boolean(), recovery_codes_left: z.number().int() });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/**
 * SEC-20: POST /user/two-factor/setup: a new secret waiting to be confirmed, its otpauth:// URI and
 * the URI's QR code as an SVG path of `size` × `size` modules (drawn by the page, no image to load).
 */
export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string(), qr: z.object({ size: z.number().int(), path: z.string() }) });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** SEC-20: POST /user/two-factor/setup needs the same proof (SEC-18). */
export const twoFactorSetupBodySchema = reauthBodySchema;

/** SEC-20: POST /user/two-factor/enable: the first code of the app, which proves it holds the secret. */
export const twoFactorEnableBodySchema = z.object({ code: codeField });
/** SEC-20: the recovery codes, shown once. */
export const twoFactorEnabledSchema = z.object({ recovery_codes: z.array(z.string()) });

/** SEC-20: POST /user/two-factor/disable: a code (or a recovery code) or the current password (SEC-18). */
export const twoFactorDisableBodySchema = reauthBodySchema;

/** SEC-20: POST /auth/token for an account with two-factor sign-in on carries the code as `otp`. */
export const apiTokenBodyExtraSchema = z.object({ otp: z.string().trim().max(40).optional() });
