import { idParamSchema, operatorPackBodySchema, operatorPackResponseSchema, operatorPacksQuerySchema, operatorPacksResponseSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorCtx } from '../../plugins/auth.ts';
import { createPack, editPack, listOperatorPacks, setPackActive } from './operator.ts';

/** OPS-70, OPS-71, OPS-72: the back office's packs (operators only; every change audited, OPS-30). */
export const operatorPackRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = { 200: operatorPackResponseSchema };
  const tags = ['operator'];

  app.get('/operator/packs', { schema: { tags, querystring: operatorPacksQuerySchema, response: { 200: operatorPacksResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    ...(await listOperatorPacks(app.db, request.query)),
  }));

  app.post('/operator/packs', { schema: { tags, body: operatorPackBodySchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Pack created',
    payload: await createPack(operatorCtx(request), request.body),
  }));

  app.put('/operator/packs/:id', { schema: { tags, params: idParamSchema, body: operatorPackBodySchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Pack saved',
    payload: await editPack(operatorCtx(request), request.params.id, request.body),
  }));

  app.post('/operator/packs/:id/withdraw', { schema: { tags, params: idParamSchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Pack withdrawn',
    payload: await setPackActive(operatorCtx(request), request.params.id, false),
  }));

  app.post('/operator/packs/:id/restore', { schema: { tags, params: idParamSchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Pack restored',
    payload: await setPackActive(operatorCtx(request), request.params.id, true),
  }));
};
