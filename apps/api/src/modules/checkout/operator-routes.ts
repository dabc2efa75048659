import { operatorOrdersQuerySchema, operatorOrdersResponseSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv-reply.ts';
import { exportOrders, searchOrders } from './operator-orders.ts';

/** OPS-80: the back office's order search and its CSV (operators only); one order and its refund read payments: flows/operator-order-routes.ts. */
export const operatorOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/orders', { schema: { tags: ['operator'], querystring: operatorOrdersQuerySchema, response: { 200: operatorOrdersResponseSchema } } }, async (request) => {
    return { status: 'OK' as const, ...(await searchOrders(app.db, { ...request.query, page: request.query.page ?? 1 })) };
  });

  // OPS-148, OPS-177: the same list as a CSV download, with the same filters (the page is ignored).
  app.get('/operator/orders.csv', { schema: { tags: ['operator'], querystring: operatorOrdersQuerySchema } }, async (request, reply) =>
    sendCsv(reply, 'orders', await exportOrders(app.db, request.query)),
  );
};
