import { idParamSchema, okEnvelope, priceHistoryQuerySchema, priceHistorySchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { priceHistory } from './price-history.ts';

/** PRICE-2: GET /items/{id}/price-history?days=7|30|90|365 (public, like the item's details). */
export const priceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/items/:id/price-history',
    { schema: { tags: ['catalog'], params: idParamSchema, querystring: priceHistoryQuerySchema, response: { 200: okEnvelope(priceHistorySchema) } } },
    async (request) => ({ status: 'OK' as const, payload: await priceHistory(request.ctx(), request.params.id, request.query.days) }),
  );
};
