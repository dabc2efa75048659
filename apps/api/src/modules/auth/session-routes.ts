import { authMessages, okEnvelope, okMessageSchema, userSessionParamsSchema, userSessionSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { clearSessionCookie } from '../../plugins/session-cookies.ts';
import { endUserSession, listUserSessions, revokeUserSessions } from '../account/index.ts';

/** SEC-9: the signed-in user's sessions (account page): list them, end one, end all but this one. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/sessions', { onRequest: requireUser, schema: { tags: ['account'], response: { 200: okEnvelope(z.array(userSessionSchema)) } } }, async (request) => {
    const list = await listUserSessions(request.server.db, currentUser(request).id, request.sessionTokenHash, app.sessionSettings);
    return {
      status: 'OK' as const,
      payload: list.map((s) => ({ id: s.id, device: s.device, created_at: s.createdAt.toISOString(), last_used_at: s.lastUsedAt.toISOString(), current: s.current })),
    };
  });

  // Another user's session answers like an unknown one, so ids of others cannot be probed.
  app.delete(
    '/user/sessions/:id',
    { onRequest: requireUser, schema: { tags: ['account'], params: userSessionParamsSchema, response: { 200: okMessageSchema } } },
    async (request, reply) => {
      const ended = await endUserSession(request.server.db, currentUser(request).id, request.params.id);
      if (!ended) throw new AppError('ACCOUNT_SESSION_NOT_FOUND');
      // Ending the session in use is a sign-out: its cookie goes too.
      if (ended === request.sessionTokenHash) clearSessionCookie(reply, app.sessionSettings);
      return { status: 'OK' as const, message: authMessages.sessionEnded };
    },
  );

  app.delete('/user/sessions', { onRequest: requireUser, schema: { tags: ['account'], response: { 200: okMessageSchema } } }, async (request) => {
    await revokeUserSessions(request.server.db, currentUser(request).id, request.sessionTokenHash ?? undefined);
    return { status: 'OK' as const, message: authMessages.otherSessionsEnded };
  });
};
