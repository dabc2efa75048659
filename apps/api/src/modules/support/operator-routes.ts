import {
  idParamSchema,
  operatorBulkResponseSchema,
  operatorSupportBulkBodySchema,
  operatorSupportMessageResponseSchema,
  operatorSupportQuerySchema,
  operatorSupportReplyBodySchema,
  operatorSupportReplyMessages,
  operatorSupportReplyResponseSchema,
  operatorSupportResponseSchema,
} from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkAnswer, eachRow, rowDone } from '../../lib/bulk-rows.ts';
import { currentUser, operatorCtx } from '../../plugins/auth.ts';
import { closeMessage, listSupportMessages } from './operator.ts';
import { replyToMessage } from './reply.ts';

/**
 * OPS-86: the back office's support messages (operators only): the list and marking one answered (audited, OPS-30).
 * OPS-123: a reply mailed to the sender from the back office, kept with the message.
 * OPS-184: several messages answered with one reply text, or closed, at once.
 */
export const operatorSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/support', { schema: { tags: ['operator'], querystring: operatorSupportQuerySchema, response: { 200: operatorSupportResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    ...(await listSupportMessages(app.db, { ...request.query, page: request.query.page ?? 1 })),
  }));

  app.post(
    '/operator/support/:id/answered',
    { schema: { tags: ['operator'], params: idParamSchema, response: { 200: operatorSupportMessageResponseSchema } } },
    async (request) => {
      const message = await closeMessage(app, request.params.id, currentUser(request).id);
      return { status: 'OK' as const, payload: message };
    },
  );

  app.post(
    '/operator/support/:id/reply',
    { schema: { tags: ['operator'], params: idParamSchema, body: operatorSupportReplyBodySchema, response: { 200: operatorSupportReplyResponseSchema } } },
    async (request) => {
      const { message, mailed } = await replyToMessage(operatorCtx(request), request.params.id, request.body);
      return { status: 'OK' as const, message: mailed ? operatorSupportReplyMessages.mailed : operatorSupportReplyMessages.notMailed, payload: message };
    },
  );

  /**
   * OPS-184: answers several messages with one reply (each as its single reply: its own transaction,
   * audit row and mail) or closes them (marks them answered, as the single action). An unknown message
   * is not done (OPS_SUPPORT_MESSAGE_NOT_FOUND); a reply kept but not mailed is done, with that said.
   */
  app.post('/operator/support/bulk', { schema: { tags: ['operator'], body: operatorSupportBulkBodySchema, response: { 200: operatorBulkResponseSchema } } }, async (request) => {
    const body = request.body;
    const ctx = operatorCtx(request);
    const notMailed = new Set<number>();
    const results = await eachRow(request.log, body.ids, async (id) => {
      if (body.action === 'close') {
        await closeMessage(app, id, ctx.userId);
        return;
      }
      const { mailed } = await replyToMessage(ctx, id, { message: body.message });
      if (!mailed) notMailed.add(id);
    });
    return bulkAnswer(results.map((r) => (notMailed.has(r.id) ? { ...rowDone(r.id), reason: operatorSupportReplyMessages.notMailed } : r)));
  });
};
