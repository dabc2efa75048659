import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { ShopMetrics } from '../lib/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** METRICS-2: the port the metrics listen on at 127.0.0.1 (METRICS_PORT), once the app is ready; else null. */
    metricsPort(): number | null;
  }
}

/** The label of a request no route matched (a 404): one value, whatever the URL (METRICS-3). */
const UNMATCHED = 'unmatched';

/** METRICS-1: the token compared in constant time: both hashed first, so their lengths do not show either. */
function tokenMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const presented = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(presented), digest(token)) && presented.length > 0;
}

/**
 * METRICS-1, METRICS-2, METRICS-3: counts every answer by method, route pattern and status with
 * its latency; serves the metrics at /api/metrics to a scraper with `Authorization: Bearer
 * <METRICS_TOKEN>` (unset: no such route, a 404), and, with METRICS_PORT, on 127.0.0.1 only,
 * where no token is asked (a port a local agent reads, never the shop's public one).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { metrics: ShopMetrics; token?: string | undefined; port?: number | undefined }) => {
    const { metrics } = opts;
    app.addHook('onResponse', async (request, reply) => {
      metrics.request(request.method, request.routeOptions.url ?? UNMATCHED, reply.statusCode, reply.elapsedTime / 1000);
    });

    const token = opts.token;
    if (token) {
      app.get('/api/metrics', { config: { noLocale: true, noStore: true }, schema: { hide: true } }, async (request, reply) => {
        if (!tokenMatches(request, token)) {
          reply.header('www-authenticate', 'Bearer');
          throw new AppError('AUTH_UNAUTHENTICATED');
        }
        return reply.type(metrics.contentType).header('cache-control', 'no-store').send(await metrics.text());
      });
    }

    let server: Server | null = null;
    app.decorate('metricsPort', () => (server?.listening ? (server.address() as AddressInfo).port : null));
    if (opts.port === undefined) return;
    const port = opts.port;
    // On ready, not on listen: a port already taken then fails the start, loudly.
    app.addHook('onReady', async () => {
      server = createServer((req, res) => {
        if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
          return;
        }
        metrics.text().then(
          (text) => res.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(text),
          (err: unknown) => {
            app.log.error({ err }, 'metrics could not be written');
            res.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be read.\n');
          },
        );
      });
      const listening = server;
      await new Promise<void>((ok, fail) => listening.once('error', fail).listen(port, '127.0.0.1', () => ok()));
      app.log.info({ port: app.metricsPort() }, 'metrics served on 127.0.0.1 at /metrics');
    });
    app.addHook('onClose', async () => {
      const listening = server;
      if (!listening) return;
      // A scraper's kept-alive connection would hold close() open.
      listening.closeAllConnections();
      await new Promise<void>((ok) => listening.close(() => ok()));
    });
  },
  { name: 'metrics' },
);
