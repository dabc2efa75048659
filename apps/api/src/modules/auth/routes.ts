import {
  apiTokenBodyExtraSchema,
  apiTokenResponseSchema,
  authMessages,
  authSessionSchema,
  errorCatalog,
  forgotPasswordBodySchema,
  isAuthResponseSchema,
  loginAnswerSchema,
  loginBodySchema,
  loginTwoFactorBodySchema,
  okMessageEnvelope,
  okMessageSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  twoFactorMessages,
  type UserProfile,
} from '@skins/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { endSession, issueApiToken, loadUser, requireUser } from '../../plugins/auth.ts';
import { authRateLimit, secondRateLimit } from '../../plugins/rate-limit.ts';
import { ensureXsrfCookie, presentedToken } from '../../plugins/session-cookies.ts';
import { deleteSession } from '../account/index.ts';
import { resendVerification, verifyEmail } from './email-verification.ts';
import { verifyCredentials } from './login.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { register } from './register.ts';
import { challengeOrSignIn, clearChallengeCookie, completeSignIn, presentedChallenge } from '../../plugins/sign-in.ts';
import { assertSecondFactorFor, userOfSecondFactor } from './second-factor.ts';

// A module's routes.ts is its HTTP face: app.ts registers every route plugin of the module from here (SEAM-11).
export { operatorEmailRoutes } from './operator-email-routes.ts';
export { sessionRoutes } from './session-routes.ts';
export { steamRoutes } from './steam-routes.ts';
export { twoFactorRoutes } from './two-factor-routes.ts';

/** AUTH-20: sign-in attempts count per client IP and email, so one account cannot be guessed at fast. */
function loginRateKey(request: FastifyRequest): string {
  const body = request.body as { username?: unknown } | undefined;
  const username = typeof body?.username === 'string' ? body.username.trim().toLowerCase().slice(0, 254) : '';
  return `${request.ip}|${username}`;
}

/** JOURNEY-10: sign-in attempts from one client IP also count across emails (password spraying). */
function signInAddressKey(request: FastifyRequest): string {
  return `signin-address|${request.ip}`;
}

/**
 * The profile that a finished sign-in answers. It carries the last delivery of checkout, a module
 * above auth, so app.ts hands in flows/profile.ts's reader (issue 48).
 */
export type ProfileReader = (ctx: Ctx, userId: number) => Promise<UserProfile>;

/** AUTH-6: the answer of a finished sign-in or sign-up: the profile (SEC-7: no secret in the body; the session is in the cookie). */
async function signedIn(request: FastifyRequest, profileOf: ProfileReader, userId: number, message: string) {
  return { status: 'OK' as const, message, payload: { user: await profileOf(request.ctx(), userId) } };
}

/** SEC-20: the answer of a sign-in that waits for its second factor (no session yet). */
const waitingForCode = (challenge: string) => ({ status: 'OK' as const, message: twoFactorMessages.enterCode, payload: { two_factor_required: true as const, challenge } });

/** Sign-in, sign-up, sign-out, password reset and email verification (spec §7). */
export const authRoutes: FastifyPluginAsyncZod<{ config: Config; profileOf: ProfileReader }> = async (app, { config, profileOf }) => {
  const perMinute = config.RATE_LIMIT_AUTH_PER_MINUTE;
  const signedInAnswer = { 200: okMessageEnvelope(authSessionSchema) };
  const key = config.PAYOUT_DETAILS_KEY;

  // AUTH-1: the CSRF cookie, asked for before sign-in and sign-up (a guest's token is kept; SEC-11: a session's own is restored).
  app.get('/sanctum/csrf-cookie', { schema: { tags: ['auth'], response: { 204: z.undefined() } } }, async (request, reply) => {
    ensureXsrfCookie(request, reply, app.sessionSettings);
    return reply.code(204).send();
  });

  // AUTH-3: the session check of the web's first navigation; it also hands out a CSRF token.
  app.get('/is-auth', { schema: { tags: ['auth'], response: { 200: isAuthResponseSchema } } }, async (request, reply) => {
    ensureXsrfCookie(request, reply, app.sessionSettings);
    const user = await loadUser(request, reply);
    const state = { authenticated: user !== null, emailVerified: user?.emailVerified ?? false };
    return { status: 'OK' as const, ...state, payload: state };
  });

  app.post(
    '/login',
    {
      config: { guestCsrf: true, rateLimit: authRateLimit(perMinute, loginRateKey) },
      preValidation: secondRateLimit(app, config.RATE_LIMIT_SIGNIN_PER_ADDRESS_PER_MINUTE, signInAddressKey),
      schema: { tags: ['auth'], body: loginBodySchema, response: { 200: loginAnswerSchema } },
    },
    async (request, reply) => {
      const user = await verifyCredentials(request.ctx(), request.body);
      const pending = await challengeOrSignIn(request, reply, user, { geoHeader: config.GEOIP_HEADER });
      return pending ? waitingForCode(pending.challenge) : signedIn(request, profileOf, user.id, authMessages.signedIn);
    },
  );

  // SEC-20: the second step of a sign-in with two-factor on: the app's code or a recovery code for
  // the challenge of the first step; limited like /login (per client and challenge), and a
  // challenge takes CHALLENGE_MAX_ATTEMPTS wrong codes.
  app.post(
    '/login/two-factor',
    {
      config: { guestCsrf: true, rateLimit: authRateLimit(perMinute) },
      schema: { tags: ['auth'], body: loginTwoFactorBodySchema, response: signedInAnswer },
    },
    async (request, reply) => {
      const challenge = presentedChallenge(request, request.body.challenge);
      const user = await userOfSecondFactor(request.ctx(), key, challenge, request.body.code);
      clearChallengeCookie(reply);
      await completeSignIn(request, reply, user, config.GEOIP_HEADER);
      return signedIn(request, profileOf, user.id, authMessages.signedIn);
    },
  );

  // SEC-7: an API client's (operator CLI) explicit sign-in. It sets no cookie and uses no ambient
  // credential, so it needs no CSRF pair; it is limited like /login.
  app.post(
    '/auth/token',
    { config: { rateLimit: authRateLimit(perMinute, loginRateKey) }, schema: { tags: ['auth'], body: loginBodySchema.and(apiTokenBodyExtraSchema), response: { 200: apiTokenResponseSchema } } },
    async (request) => {
      const user = await verifyCredentials(request.ctx(), request.body);
      // SEC-20: an account with two-factor on gets a token only with its code (`otp`).
      await assertSecondFactorFor(request.ctx(), key, user, request.body.otp);
      const { token, expiresAt } = await issueApiToken(request, user.id);
      return { status: 'OK' as const, payload: { token, expires_at: expiresAt.toISOString() } };
    },
  );

  // SEC-7: ends the bearer token the request presents (a browser signs out with /logout).
  app.post('/auth/token/revoke', { onRequest: requireUser, schema: { tags: ['auth'], response: { 200: okMessageSchema } } }, async (request) => {
    const presented = presentedToken(request);
    if (presented?.via !== 'bearer') throw new AppError('AUTH_UNAUTHENTICATED');
    await deleteSession(request.ctx().db, presented.token);
    return { status: 'OK' as const, message: authMessages.signedOut };
  });

  app.post(
    '/register',
    { config: { guestCsrf: true, rateLimit: authRateLimit(perMinute) }, schema: { tags: ['auth'], body: registerBodySchema, response: signedInAnswer } },
    async (request, reply) => {
      const user = await register(request.ctx(), request.body);
      await completeSignIn(request, reply, user);
      return signedIn(request, profileOf, user.id, authMessages.registered);
    },
  );

  // AUTH-12: always OK, signed in or not.
  app.post('/logout', { schema: { tags: ['auth'], response: { 200: okMessageSchema } } }, async (request, reply) => {
    await endSession(request, reply);
    return { status: 'OK' as const, message: authMessages.signedOut };
  });

  // AUTH-13, SEC-11: the answer goes out before the account is looked up, so that its time does not
  // tell whether the email has an account; the lookup, the link and the mail follow once it is sent.
  app.post(
    '/user/reset-password',
    {
      config: { guestCsrf: true, rateLimit: authRateLimit(perMinute) },
      schema: { tags: ['auth'], body: forgotPasswordBodySchema, response: { 200: okMessageSchema } },
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        const ctx = request.ctx();
        // On the next turn of the event loop, so that not even the start of the lookup delays the answer's delivery.
        setImmediate(() => void requestPasswordReset(ctx, request.body).catch((err: unknown) => ctx.log.error({ err }, 'password reset email could not be sent')));
      },
    },
    async () => ({ status: 'OK' as const, message: authMessages.resetLinkSent }),
  );

  app.post(
    '/reset-password',
    { config: { guestCsrf: true, rateLimit: authRateLimit(perMinute) }, schema: { tags: ['auth'], body: resetPasswordBodySchema, response: { 200: okMessageSchema } } },
    async (request) => {
      await resetPassword(request.ctx(), request.body);
      return { status: 'OK' as const, message: authMessages.passwordReset };
    },
  );

  // AUTH-15: the link of the verification email; the browser lands on a page of the web app.
  app.get('/email/verify/:token', { schema: { tags: ['auth'], params: z.object({ token: z.string() }) } }, async (request, reply) => {
    const outcome = await verifyEmail(request.ctx(), request.params.token);
    const target =
      outcome === 'verified'
        ? '/email/verify/success'
        : outcome === 'already-verified'
          ? '/email/verify/already-success'
          : `/email-verification?error=${encodeURIComponent(errorCatalog.AUTH_VERIFICATION_LINK_INVALID.message)}`;
    return reply.redirect(`${config.publicUrl}${target}`, 302);
  });

  app.post(
    '/email/verify/resend',
    { onRequest: requireUser, config: { rateLimit: authRateLimit(perMinute) }, schema: { tags: ['auth'], response: { 200: okMessageSchema } } },
    async (request) => {
      const outcome = await resendVerification(request.ctx());
      return { status: 'OK' as const, message: outcome === 'sent' ? authMessages.verificationSent : authMessages.alreadyVerified };
    },
  );
};
