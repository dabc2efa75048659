import { authMessages, okEnvelope, okMessageEnvelope, profileUpdateBodySchema, userProfileSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { currentUser, requireUser, sessionProof } from '../plugins/auth.ts';
import { proofRateLimit } from '../plugins/rate-limit.ts';
import { profileOf, updateProfile } from './profile.ts';

/** The signed-in user's profile (spec §7 /user/profile). ACCOUNT-5: a guest gets the 401 before validation. */
export const profileRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get('/user/profile', { onRequest: requireUser, schema: { tags: ['account'], response: { 200: okEnvelope(userProfileSchema) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await profileOf(request.ctx(), currentUser(request).id),
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
};
