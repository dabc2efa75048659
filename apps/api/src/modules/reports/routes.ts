import { operatorReportQuerySchema, operatorReportResponseSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv-reply.ts';
import { buildReport, reportCsv } from './service.ts';

/** OPS-140, OPS-141, OPS-142, OPS-143, OPS-144: the back office's report over a date range (read only), and the same as CSV. */
export const operatorReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/reports', { schema: { tags: ['operator'], querystring: operatorReportQuerySchema, response: { 200: operatorReportResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: await buildReport(app.db, request.query),
  }));

  app.get('/operator/reports.csv', { schema: { tags: ['operator'], querystring: operatorReportQuerySchema } }, async (request, reply) => {
    const report = await buildReport(app.db, request.query);
    return sendCsv(reply, `report-${report.from}-${report.to}-${report.group}`, reportCsv(report));
  });
};
