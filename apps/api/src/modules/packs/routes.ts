import { idParamSchema, okEnvelope, packSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getPack, listPacks } from './service.ts';
export { operatorPackRoutes } from './operator-routes.ts';

/** Issue 7 packs: the list and a pack for everyone; buying one is a flow (flows/buy-pack-routes.ts). */
export const packRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/packs', { schema: { tags: ['packs'], response: { 200: okEnvelope(z.array(packSchema)) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await listPacks(request.ctx()),
  }));

  app.get('/packs/:id', { schema: { tags: ['packs'], params: idParamSchema, response: { 200: okEnvelope(packSchema) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await getPack(request.ctx(), request.params.id),
  }));
};
