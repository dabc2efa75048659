import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ANALYTICS_CONSENT_COOKIE, errorCatalog } from '@skins/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { encodeDocument } from './answer-encoding.ts';
import { isFilePath, sendFileNotFound } from './file-paths.ts';
import { allowAnalyticsTags } from './security-headers.ts';

/** Headers that matter only on a document or for revalidation (BUDGET-1); assets keep nosniff, CORP, caching and encoding. */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'etag',
  'last-modified',
  'accept-ranges',
];

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and a history
 * fallback so that deep links (/products/cs2/...) load the app. Unknown /api paths get the JSON 404,
 * a missing file a plain one (SEO-5). `renderDocument` writes the page's own head (SEO-1).
 * SEC-12: index.html is served only through the fallback, so that every load of the app gets the
 * policy that matches the visitor's analytics consent.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string; renderDocument?: (request: FastifyRequest, html: string) => Promise<string> }) => {
    const hasSpa = existsSync(join(opts.distDir, 'index.html'));
    // Read once: the build a process serves is fixed at its start (routePreloads reads it then too).
    const shell = hasSpa ? await readFile(join(opts.distDir, 'index.html'), 'utf8') : '';
    if (hasSpa) {
      await app.register(fastifyStatic, {
        root: opts.distDir,
        wildcard: false,
        index: false,
        // BUDGET-1: the build writes brotli 11 and gzip 9 copies of every asset (apps/web/precompress.ts).
        preCompressed: true,
        allowedPath: (path) => path !== '/index.html',
        setHeaders(res, path) {
          // index.html must never be cached: it names the current hashed assets.
          res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : path.endsWith('index.html') ? 'no-cache' : 'public, max-age=3600');
        },
      });
    }
    // BUDGET-1: a hashed script or stylesheet is not a document, so the document headers helmet
    // puts on every response (the CSP, framing, referrer, HSTS…) do nothing on it, and it is never
    // revalidated (immutable): about 650 bytes less per asset, which a first view pays a dozen times.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/assets/')) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    });
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      // SEO-5; /index.html is the document itself (SEC-12: served only here).
      if (!path.startsWith('/api/') && path !== '/index.html' && (request.method === 'GET' || request.method === 'HEAD') && isFilePath(path)) return sendFileNotFound(reply);
      if (path.startsWith('/api/') || path === '/api' || !hasSpa || (request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/img/') || path.startsWith('/assets/')) {
        return reply.status(404).send({ status: 'error', message: errorCatalog.COMMON_NOT_FOUND.message, code: 'COMMON_NOT_FOUND' });
      }
      // ANALYTICS-4, SEC-12: the Google tag's hosts only for a visitor whose saved choice allows analytics.
      if (request.cookies[ANALYTICS_CONSENT_COOKIE] === '1') allowAnalyticsTags(reply);
      // The head follows ?lang= and Accept-Language (SEO-1).
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language, Accept-Encoding');
      const document = await encodeDocument(request.headers['accept-encoding'], opts.renderDocument ? await opts.renderDocument(request, shell) : shell);
      if (document.encoding) reply.header('content-encoding', document.encoding);
      return reply.type('text/html; charset=utf-8').send(document.body);
    });
  },
  { name: 'spa', dependencies: ['security-headers', '@fastify/cookie'] },
);
