import { idParamSchema, operatorSupportMessageResponseSchema, operatorSupportQuerySchema, operatorSupportResponseSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withTransaction } from '../../lib/transaction.ts';
import { currentUser, requireOperator } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { listSupportMessages, markAnswered } from './operator.ts';

/** OPS-86: the back office's support messages (operators only): the list and marking one answered (audited, OPS-30). */
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
};
