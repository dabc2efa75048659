import {
  idParamSchema,
  operatorSupportMessageResponseSchema,
  operatorSupportQuerySchema,
  operatorSupportReplyBodySchema,
  operatorSupportReplyMessages,
  operatorSupportReplyResponseSchema,
  operatorSupportResponseSchema,
} from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withTransaction } from '../../lib/transaction.ts';
import { currentUser, operatorCtx, requireOperator } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { listSupportMessages, markAnswered } from './operator.ts';
import { replyToMessage } from './reply.ts';

/**
 * OPS-86: the back office's support messages (operators only): the list and marking one answered (audited, OPS-30).
 * OPS-123: a reply mailed to the sender from the back office, kept with the message.
 */
export const operatorSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/support', { onRequest: requireOperator, schema: { tags: ['operator'], querystring: operatorSupportQuerySchema, response: { 200: operatorSupportResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    ...(await listSupportMessages(app.db, { answered: request.query.answered, page: request.query.page ?? 1 })),
  }));

  app.post(
    '/operator/support/:id/answered',
    { onRequest: requireOperator, schema: { tags: ['operator'], params: idParamSchema, response: { 200: operatorSupportMessageResponseSchema } } },
    async (request) => {
      const operatorId = currentUser(request).id;
      const message = await withTransaction(app, async (tx) => {
        const marked = await markAnswered(tx, request.params.id, operatorId);
        if (marked.changed) {
          await recordAudit(tx, { actorId: operatorId, action: 'support.answered', target: { type: 'support_message', id: request.params.id }, before: { answered: false }, after: { answered: true } });
        }
        return marked.message;
      });
      return { status: 'OK' as const, payload: message };
    },
  );

  app.post(
    '/operator/support/:id/reply',
    { onRequest: requireOperator, schema: { tags: ['operator'], params: idParamSchema, body: operatorSupportReplyBodySchema, response: { 200: operatorSupportReplyResponseSchema } } },
    async (request) => {
      const { message, mailed } = await replyToMessage(operatorCtx(request), request.params.id, request.body);
      return { status: 'OK' as const, message: mailed ? operatorSupportReplyMessages.mailed : operatorSupportReplyMessages.notMailed, payload: message };
    },
  );
};
