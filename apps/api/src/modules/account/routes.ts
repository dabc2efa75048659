import { authMessages, changePasswordBodySchema, emailChangeConfirmBodySchema, okEnvelope, okMessageEnvelope, okMessageSchema, profileUpdateBodySchema, userProfileSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { currentUser, requireUser, sessionProof } from '../../plugins/auth.ts';
import { authRateLimit, proofRateLimit } from '../../plugins/rate-limit.ts';
import { confirmEmailChange } from './email-change.ts';
import { changePassword, getProfile, updateProfile } from './service.ts';
export { operatorCustomerRoutes } from './operator-routes.ts';

/** The signed-in user's profile and password (spec §7 /user/*). ACCOUNT-5: a guest gets the 401 before validation. */
export const accountRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get('/user/profile', { onRequest: requireUser, schema: { tags: ['account'], response: { 200: okEnvelope(userProfileSchema) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await getProfile(request.ctx(), currentUser(request).id),
  }));

  app.put(
    '/user/profile',
    {
      onRequest: requireUser,
      // SEC-18: a save that carries a password or code is a guess that counts like a sign-in.
      preValidation: proofRateLimit(app, config.RATE_LIMIT_AUTH_PER_MINUTE),
      schema: { tags: ['account'], body: profileUpdateBodySchema, response: { 200: okMessageEnvelope(userProfileSchema) } },
    },
    async (request) => {
      const { profile, pendingEmail } = await updateProfile(request.ctx(), currentUser(request).id, request.body, sessionProof(request, config.PAYOUT_DETAILS_KEY));
      const message = pendingEmail ? authMessages.emailChangeSent.replace('{email}', pendingEmail) : authMessages.profileUpdated;
      return { status: 'OK' as const, message, payload: profile };
    },
  );

  // SEC-10: the link mailed to a new address, posted by the web's /email/change page. The token
  // is the proof, so it works signed out too (e.g. opened on another device).
  app.post(
    '/user/email/confirm',
    {
      config: { guestCsrf: true, rateLimit: authRateLimit(config.RATE_LIMIT_AUTH_PER_MINUTE) },
      schema: { tags: ['account'], body: emailChangeConfirmBodySchema, response: { 200: okMessageSchema } },
    },
    async (request) => {
      await confirmEmailChange(request.ctx(), request.body.token);
      return { status: 'OK' as const, message: authMessages.emailChanged };
    },
  );

  app.post(
    '/user/change-password',
    {
      onRequest: requireUser,
      // Guessing the current password from a stolen session is limited like a sign-in.
      config: { rateLimit: authRateLimit(config.RATE_LIMIT_AUTH_PER_MINUTE) },
      schema: { tags: ['account'], body: changePasswordBodySchema, response: { 200: okMessageSchema } },
    },
    async (request) => {
      await changePassword(request.ctx(), currentUser(request).id, { ...request.body, keepSessionHash: request.sessionTokenHash });
      return { status: 'OK' as const, message: authMessages.passwordChanged };
    },
  );
};
