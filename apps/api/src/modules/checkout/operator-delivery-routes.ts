import { operatorDeliveriesQuerySchema, operatorDeliveriesResponseSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listFailedDeliveries } from './failed-deliveries.ts';

/** DELIV-5: the back office's failed-delivery queue (operators only); its retry and refund answer the order with its payments: flows/operator-order-routes.ts. */
export const operatorDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/deliveries', { schema: { tags: ['operator'], querystring: operatorDeliveriesQuerySchema, response: { 200: operatorDeliveriesResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    ...(await listFailedDeliveries(app.db, request.query.page ?? 1)),
  }));
};
