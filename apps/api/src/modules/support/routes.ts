import { SUPPORT_SENT_MESSAGE, supportMessageBodySchema, supportMessageResponseSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadUser } from '../../plugins/auth.ts';
import { sendSupportMessage } from './service.ts';
export { operatorSupportRoutes } from './operator-routes.ts';

/** SUPPORT-4: messages per client IP in this window (RATE_LIMIT_SUPPORT_PER_10_MINUTES). */
const WINDOW_MS = 10 * 60_000;

/** The contact/support form (spec §2 Other screens): guests and signed-in users. */
export const supportRoutes: FastifyPluginAsyncZod<{ config: Pick<Config, 'RATE_LIMIT_SUPPORT_PER_10_MINUTES'> }> = async (app, { config }) => {
  app.post(
    '/support/messages',
    {
      // A guest's browser sends the CSRF pair like a sign-in form (AUTH-2); loadUser links a signed-in sender.
      onRequest: async (request, reply) => {
        await loadUser(request, reply);
      },
      config: {
        guestCsrf: true,
        rateLimit: { max: config.RATE_LIMIT_SUPPORT_PER_10_MINUTES, timeWindow: WINDOW_MS, errorResponseBuilder: () => new AppError('SUPPORT_RATE_LIMITED') },
      },
      schema: { tags: ['support'], body: supportMessageBodySchema, response: { 200: supportMessageResponseSchema } },
    },
    async (request) => {
      const { id } = await sendSupportMessage(request.ctx(), request.body);
      return { status: 'OK' as const, message: SUPPORT_SENT_MESSAGE, payload: { id } };
    },
  );
};
