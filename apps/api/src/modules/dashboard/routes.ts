import { operatorDashboardResponseSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from './service.ts';

/** OPS-40: GET /operator/dashboard, the back office's first view and its gate (401 guests, 403 customers, OPS-1). */
export const operatorDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/dashboard', { schema: { tags: ['operator'], response: { 200: operatorDashboardResponseSchema } } }, async () => ({
    status: 'OK' as const,
    payload: await dashboard(app.db),
  }));
};
