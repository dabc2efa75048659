import { idParamSchema, operatorDeliveriesQuerySchema, operatorDeliveriesResponseSchema, operatorOrderResponseSchema, operatorReasonBodySchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorCtx } from '../../plugins/auth.ts';
import { listFailedDeliveries } from './failed-deliveries.ts';
import { refundFailedDelivery, retryFailedDelivery } from './operator-deliveries.ts';

/** DELIV-5: the back office's failed-delivery queue (operators only): list, retry the offer, refund to the balance; both audited (OPS-30). */
export const operatorDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/deliveries', { schema: { tags: ['operator'], querystring: operatorDeliveriesQuerySchema, response: { 200: operatorDeliveriesResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    ...(await listFailedDeliveries(app.db, request.query.page ?? 1)),
  }));

  app.post('/operator/deliveries/:id/retry', { schema: { tags: ['operator'], params: idParamSchema, response: { 200: operatorOrderResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: await retryFailedDelivery(operatorCtx(request), request.params.id),
  }));

  app.post(
    '/operator/deliveries/:id/refund',
    { schema: { tags: ['operator'], params: idParamSchema, body: operatorReasonBodySchema, response: { 200: operatorOrderResponseSchema } } },
    async (request) => ({ status: 'OK' as const, payload: await refundFailedDelivery(operatorCtx(request), request.params.id, request.body.reason) }),
  );
};
