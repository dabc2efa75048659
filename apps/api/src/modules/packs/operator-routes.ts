import { idParamSchema, operatorPackBodySchema, operatorPackResponseSchema, operatorPacksQuerySchema, operatorPacksResponseSchema } from '@skins/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireOperator } from '../../plugins/auth.ts';
import { createPack, editPack, listOperatorPacks, setPackActive } from './operator.ts';

/** OPS-70..OPS-72: the back office's packs (operators only; every change audited, OPS-30). */
export const operatorPackRoutes: FastifyPluginAsyncZod = async (app) => {
  const opCtx = (request: FastifyRequest) => ({ ...request.ctx(), userId: currentUser(request).id });
  const one = { 200: operatorPackResponseSchema };
  const tags = ['operator'];

  app.get('/operator/packs', { onRequest: requireOperator, schema: { tags, querystring: operatorPacksQuerySchema, response: { 200: operatorPacksResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    ...(await listOperatorPacks(app.db, request.query)),
  }));

  app.post('/operator/packs', { onRequest: requireOperator, schema: { tags, body: operatorPackBodySchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Pack created',
    payload: await createPack(opCtx(request), request.body),
  }));

  app.put('/operator/packs/:id', { onRequest: requireOperator, schema: { tags, params: idParamSchema, body: operatorPackBodySchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Pack saved',
    payload: await editPack(opCtx(request), request.params.id, request.body),
  }));

  app.post('/operator/packs/:id/withdraw', { onRequest: requireOperator, schema: { tags, params: idParamSchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Pack withdrawn',
    payload: await setPackActive(opCtx(request), request.params.id, false),
  }));

  app.post('/operator/packs/:id/restore', { onRequest: requireOperator, schema: { tags, params: idParamSchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Pack restored',
    payload: await setPackActive(opCtx(request), request.params.id, true),
  }));
};
