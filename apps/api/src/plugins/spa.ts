import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorCatalog } from '@skins/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and a history
 * fallback so that deep links (/products/cs2/...) load the app. Unknown /api paths get the JSON 404.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string }) => {
    const hasSpa = existsSync(join(opts.distDir, 'index.html'));
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        wildcard: false,
        index: false,
        setHeaders(res, path) {
          // index.html must never be cached: it names the current hashed assets.
          res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : path.endsWith('index.html') ? 'no-cache' : 'public, max-age=3600');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (path.startsWith('/api/') || path === '/api' || !hasSpa || (request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/img/') || path.startsWith('/assets/')) {
        return reply.status(404).send({ status: 'error', message: errorCatalog.COMMON_NOT_FOUND.message, code: 'COMMON_NOT_FOUND' });
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    });
  },
  { name: 'spa' },
);
