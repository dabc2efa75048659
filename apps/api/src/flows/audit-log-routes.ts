import { operatorAuditQuerySchema, operatorAuditResponseSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../lib/csv-reply.ts';
import { auditLogCsv, auditLogPage } from './audit-log.ts';

/** OPS-30: GET /operator/audit: the back office's audit log (read only: no route changes it). */
export const operatorAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/audit', { schema: { tags: ['operator'], querystring: operatorAuditQuerySchema, response: { 200: operatorAuditResponseSchema } } }, async (request) => {
    const { page, action, target_type: targetType, target_id: targetId, actor_id: actorId, from, to } = request.query;
    return { status: 'OK' as const, ...(await auditLogPage(app.db, { page: page ?? 1, action, targetType, targetId, actorId, from, to })) };
  });

  // OPS-153, OPS-177: the same log as a CSV download, with the same filters (the page is ignored).
  app.get('/operator/audit.csv', { schema: { tags: ['operator'], querystring: operatorAuditQuerySchema } }, async (request, reply) => {
    const { action, target_type: targetType, target_id: targetId, actor_id: actorId, from, to } = request.query;
    return sendCsv(reply, 'audit', await auditLogCsv(app.db, { action, targetType, targetId, actorId, from, to }));
  });
};
