import { authMessages, changePasswordBodySchema, emailChangeConfirmBodySchema, okMessageSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import { confirmEmailChange } from './email-change.ts';
import { changePassword } from './service.ts';
export { operatorCustomerRoutes } from './operator-routes.ts';

/**
 * The signed-in user's email confirmation and password (spec §7 /user/*); the profile itself is
 * flows/profile-routes.ts. ACCOUNT-5: a guest gets the 401 before validation.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
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
