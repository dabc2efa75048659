import { idParamSchema, okEnvelope, statementPayloadSchema, statementQuerySchema } from '@skins/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { sendCsv } from '../lib/csv-reply.ts';
import { findUserById } from '../modules/account/index.ts';
import { currentUser, requireUser } from '../plugins/auth.ts';
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

/** WALLET-1, WALLET-7: the signed-in user's own wallet statement, a page or the CSV download. */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  // WALLET-1: the wallet statement: every movement of the balance and every direct payment, newest first.
  app.get('/user/statement', { onRequest: requireUser, schema: { tags: ['checkout'], querystring: statementQuerySchema, response: { 200: okEnvelope(statementPayloadSchema) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await statementPage({ ...request.ctx(), userId: currentUser(request).id }, request.query),
  }));

  // WALLET-7: the same statement as a CSV download, named by today's date.
  app.get('/user/statement.csv', { onRequest: requireUser, schema: { tags: ['checkout'], querystring: statementQuerySchema } }, async (request, reply) =>
    sendCsv(reply, 'statement', await statementCsv({ ...request.ctx(), userId: currentUser(request).id }, request.query)),
  );
};
