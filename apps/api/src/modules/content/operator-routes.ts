import {
  idParamSchema,
  operatorSettingsResponseSchema,
  operatorStaticPageBodySchema,
  operatorStaticPageCreateBodySchema,
  operatorStaticPageCreatedSchema,
  operatorStaticPageDeletedSchema,
  operatorStaticPageParamsSchema,
  operatorStaticPageResponseSchema,
  operatorStaticPagesResponseSchema,
} from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorCtx } from '../../plugins/auth.ts';
import { readSettings } from './service.ts';
import { createStaticPage, deleteStaticPage, editStaticPage } from './static-page-changes.ts';
import { listPagesForOperator } from './static-pages.ts';

/**
 * OPS-88: the settings of spec §3 as stored; a change is flows/setting-change-routes.ts (OPS-89:
 * switching selling off asks the offers first). The static pages (OPS-130, OPS-131), audited (OPS-30).
 */
export const operatorSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/settings', { schema: { tags: ['operator'], response: { 200: operatorSettingsResponseSchema } } }, async () => ({
    status: 'OK' as const,
    payload: await readSettings(app.db),
  }));

  app.get('/operator/static-pages', { schema: { tags: ['operator'], response: { 200: operatorStaticPagesResponseSchema } } }, async () => ({
    status: 'OK' as const,
    payload: await listPagesForOperator(app.db),
  }));

  app.put(
    '/operator/static-pages/:id/:lang',
    { schema: { tags: ['operator'], params: operatorStaticPageParamsSchema, body: operatorStaticPageBodySchema, response: { 200: operatorStaticPageResponseSchema } } },
    async (request) => ({ status: 'OK' as const, payload: await editStaticPage(operatorCtx(request), request.params, request.body) }),
  );

  // OPS-130: a new page (slug checked by the contract: format, length, not a route of the shop; unique: 409).
  app.post(
    '/operator/static-pages',
    { schema: { tags: ['operator'], body: operatorStaticPageCreateBodySchema, response: { 200: operatorStaticPageCreatedSchema } } },
    async (request) => ({ status: 'OK' as const, message: 'Page added', payload: await createStaticPage(operatorCtx(request), request.body) }),
  );

  // OPS-131: a page leaves the footer, GET /static-pages and the sitemap; the terms and privacy pages stay (409).
  app.delete(
    '/operator/static-pages/:id',
    { schema: { tags: ['operator'], params: idParamSchema, response: { 200: operatorStaticPageDeletedSchema } } },
    async (request) => {
      await deleteStaticPage(operatorCtx(request), request.params.id);
      return { status: 'OK' as const, message: 'Page deleted', payload: { id: request.params.id } };
    },
  );
};
