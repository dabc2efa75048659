import { operatorDashboardDaysResponseSchema, operatorDashboardResponseSchema, operatorDayRangeQuerySchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv-reply.ts';
import { dashboardCsv, dashboardDays } from './days.ts';
import { dashboard } from './service.ts';

/**
 * OPS-40: GET /operator/dashboard, the back office's first view and its gate (401 guests, 403 customers, OPS-1).
 * OPS-191, OPS-193: the shop's days over a range, and the same with the queues as CSV.
 */
export const operatorDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/dashboard', { schema: { tags: ['operator'], response: { 200: operatorDashboardResponseSchema } } }, async () => ({
    status: 'OK' as const,
    payload: await dashboard(app.db),
  }));

  app.get('/operator/dashboard/days', { schema: { tags: ['operator'], querystring: operatorDayRangeQuerySchema, response: { 200: operatorDashboardDaysResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: await dashboardDays(app.db, request.query),
  }));

  app.get('/operator/dashboard.csv', { schema: { tags: ['operator'], querystring: operatorDayRangeQuerySchema } }, async (request, reply) => {
    const [days, { queues }] = await Promise.all([dashboardDays(app.db, request.query), dashboard(app.db)]);
    return sendCsv(reply, `dashboard-${days.from}-${days.to}`, dashboardCsv(days, queues));
  });
};
