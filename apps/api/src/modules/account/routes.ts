import { authMessages, changePasswordBodySchema, okEnvelope, okMessageEnvelope, okMessageSchema, profileUpdateBodySchema, userProfileSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { authRateLimit } from '../../plugins/rate-limit.ts';
import { changePassword, getProfile, updateProfile } from './service.ts';

/** The signed-in user's profile and password (spec §7 /user/*). ACCOUNT-5: a guest gets the 401 before validation. */
export const accountRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get('/user/profile', { onRequest: requireUser, schema: { tags: ['account'], response: { 200: okEnvelope(userProfileSchema) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await getProfile(request.ctx(), currentUser(request).id),
  }));

  app.put(
    '/user/profile',
    { onRequest: requireUser, schema: { tags: ['account'], body: profileUpdateBodySchema, response: { 200: okMessageEnvelope(userProfileSchema) } } },
    async (request) => ({
      status: 'OK' as const,
      message: authMessages.profileUpdated,
      payload: await updateProfile(request.ctx(), currentUser(request).id, request.body),
    }),
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
