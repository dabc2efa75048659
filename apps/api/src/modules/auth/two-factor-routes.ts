import {
  okEnvelope,
  okMessageEnvelope,
  okMessageSchema,
  twoFactorDisableBodySchema,
  twoFactorEnableBodySchema,
  twoFactorEnabledSchema,
  twoFactorMessages,
  twoFactorSetupBodySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentUser, requireUser, sessionProof } from '../../plugins/auth.ts';
import { proofRateLimit } from '../../plugins/rate-limit.ts';
import { assertReauthenticated, disableTwoFactor, enableTwoFactor, findUserById, startTwoFactorSetup, twoFactorOn, twoFactorStatus } from '../account/index.ts';

/**
 * SEC-20: two-factor sign-in from the profile: its state, a setup (a new secret as a QR code,
 * after the current password, SEC-18), turning it on with the app's first code (ten recovery codes,
 * shown once) and off (a code or the current password).
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const key = config.PAYOUT_DETAILS_KEY;
  const tags = ['account'];
  const guessLimit = proofRateLimit(app, config.RATE_LIMIT_AUTH_PER_MINUTE);
  const accountOf = async (userId: number) => {
    const user = await findUserById(app.db, userId);
    if (!user) throw new AppError('AUTH_UNAUTHENTICATED');
    return user;
  };

  app.get('/user/two-factor', { onRequest: requireUser, schema: { tags, response: { 200: okEnvelope(twoFactorStatusSchema) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await twoFactorStatus(request.ctx().db, await accountOf(currentUser(request).id)),
  }));

  app.post(
    '/user/two-factor/setup',
    { onRequest: requireUser, preValidation: guessLimit, schema: { tags, body: twoFactorSetupBodySchema, response: { 200: okEnvelope(twoFactorSetupSchema) } } },
    async (request) => {
      const user = await accountOf(currentUser(request).id);
      if (twoFactorOn(user)) throw new AppError('AUTH_TWO_FACTOR_ALREADY_ON');
      await assertReauthenticated(app.db, { user, proof: request.body, session: sessionProof(request, key), purpose: 'change' });
      return { status: 'OK' as const, payload: await startTwoFactorSetup(app.db, key, user) };
    },
  );

  app.post(
    '/user/two-factor/enable',
    {
      onRequest: requireUser,
      config: { rateLimit: { max: config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: 60_000 } },
      schema: { tags, body: twoFactorEnableBodySchema, response: { 200: okMessageEnvelope(twoFactorEnabledSchema) } },
    },
    async (request) => {
      const codes = await enableTwoFactor(app.db, key, await accountOf(currentUser(request).id), request.body.code);
      return { status: 'OK' as const, message: twoFactorMessages.enabled, payload: { recovery_codes: codes } };
    },
  );

  app.post(
    '/user/two-factor/disable',
    { onRequest: requireUser, preValidation: guessLimit, schema: { tags, body: twoFactorDisableBodySchema, response: { 200: okMessageSchema } } },
    async (request) => {
      const user = await accountOf(currentUser(request).id);
      if (!twoFactorOn(user)) throw new AppError('AUTH_TWO_FACTOR_OFF');
      await assertReauthenticated(app.db, { user, proof: request.body, session: sessionProof(request, key), purpose: 'change' });
      await disableTwoFactor(app.db, user.id);
      return { status: 'OK' as const, message: twoFactorMessages.disabled };
    },
  );
};
