import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * GET /healthz: the process is up. GET /readyz: the database answers; it also says where rate
 * limits count (SEC-14). Redis down stays 200: the shop works, with per-process limits, and a 503
 * would take every instance out of the load balancer at once.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // noLocale: the probes must answer while the database is down (SHELL-API-1), so they read nothing else from it.
  app.get('/healthz', { config: { noLocale: true }, schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('OK'), payload: z.object({ uptime: z.number() }) }) } } }, async () => ({
    status: 'OK' as const,
    payload: { uptime: Math.round(process.uptime()) },
  }));

  app.get('/readyz', { config: { noLocale: true }, schema: { tags: ['health'] } }, async (_request, reply) => {
    try {
      await app.db.execute(sql`SELECT 1`);
      return { status: 'OK', payload: { database: app.database.kind, rateLimit: app.rateLimitCounting() } };
    } catch (err) {
      app.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'error', message: 'The database is not reachable.', code: 'COMMON_UNAVAILABLE' });
    }
  });
};
