import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { sendFileNotFound } from '../../plugins/file-paths.ts';
import { contentVersion } from '../content/index.ts';
import { perDatabaseCache } from './per-database-cache.ts';
import { robotsTxt } from './robots.ts';
import { loadSitemapSource, sitemapDocument } from './sitemap.ts';

/**
 * SEO-4: a sitemap is built at most once a minute per process; crawlers may keep it 10 minutes.
 * OPS-131: a page added or deleted in this process rebuilds it at once (contentVersion).
 */
const sitemapCache = perDatabaseCache<string | null>(60_000, contentVersion);
const SITEMAP_CACHE_CONTROL = 'public, max-age=600';

const cachedSitemap = (db: DbOrTx, publicUrl: string, page: number | null) =>
  sitemapCache(db, `${publicUrl} ${page ?? 'index'}`, async () => sitemapDocument(await loadSitemapSource(db), publicUrl, page));

/** SEO-3, SEO-4: /robots.txt and /sitemap.xml (with /sitemap-N.xml past 50,000 URLs), real files at the site's root. */
export const seoRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, opts) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(opts.publicUrl)),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await cachedSitemap(app.db, opts.publicUrl, null);
    return reply.type('application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE_CONTROL).send(xml);
  });

  app.get('/sitemap-:page(^\\d{1,9}).xml', { schema: { hide: true, params: z.object({ page: z.coerce.number().int() }) } }, async (request, reply) => {
    const xml = await cachedSitemap(app.db, opts.publicUrl, request.params.page);
    if (xml === null) return sendFileNotFound(reply);
    return reply.type('application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE_CONTROL).send(xml);
  });
};
