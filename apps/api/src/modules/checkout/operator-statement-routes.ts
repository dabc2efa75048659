import { idParamSchema, okEnvelope, statementPayloadSchema, statementQuerySchema } from '@skins/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { sendCsv } from '../../lib/csv-reply.ts';
import { findUserById } from '../account/index.ts';
import { statementCsv, statementPage } from './statement.ts';

/** OPS-171: the context of the customer's own statement: the request's, with the customer as its user (404 for an unknown one). */
async function customerCtx(request: FastifyRequest, id: number) {
  const ctx = request.ctx();
  if (!(await findUserById(ctx.db, id))) throw new AppError('OPS_CUSTOMER_NOT_FOUND');
  return { ...ctx, userId: id };
}

/** OPS-171: the back office reads a customer's wallet statement (operators only) as the customer reads it at /user/statement(.csv). */
export const operatorStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['operator'], params: idParamSchema, querystring: statementQuerySchema };

  app.get('/operator/customers/:id/statement', { schema: { ...schema, response: { 200: okEnvelope(statementPayloadSchema) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await statementPage(await customerCtx(request, request.params.id), request.query),
  }));

  app.get('/operator/customers/:id/statement.csv', { schema }, async (request, reply) =>
    sendCsv(reply, 'statement', await statementCsv(await customerCtx(request, request.params.id), request.query)),
  );
};
