import { countrySchema, idParamSchema, okEnvelope, settingsSchema, socialLinkSchema, staticPageSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getSettings, listCountries, listSocialLinks } from './service.ts';
import { getStaticPage, listStaticPages, pageLanguage } from './static-pages.ts';

// A module's routes.ts is its HTTP face: app.ts registers every route plugin of the module from here (SEAM-11).
export { operatorSettingRoutes } from './operator-routes.ts';
export { operatorSocialLinkRoutes } from './social-link-routes.ts';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings', { schema: { tags: ['content'], response: { 200: okEnvelope(settingsSchema) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await getSettings(request.ctx()),
  }));

  app.get('/countries', { schema: { tags: ['content'], response: { 200: okEnvelope(z.array(countrySchema)) } } }, async () => ({
    status: 'OK' as const,
    payload: await listCountries(app.db),
  }));

  app.get('/social-links', { schema: { tags: ['content'], response: { 200: okEnvelope(z.array(socialLinkSchema)) } } }, async () => ({
    status: 'OK' as const,
    payload: await listSocialLinks(app.db),
  }));

  // OPS-90: the pages in the request's language (lang_id), English where a page is not written in it.
  app.get('/static-pages', { schema: { tags: ['content'], response: { 200: okEnvelope(z.array(staticPageSchema)) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await listStaticPages(app.db, await pageLanguage(app.db, request.ctx().locale.languageId)),
  }));

  app.get(
    '/static-pages/:id',
    { schema: { tags: ['content'], params: idParamSchema, response: { 200: okEnvelope(staticPageSchema) } } },
    async (request) => ({ status: 'OK' as const, payload: await getStaticPage(app.db, request.params.id, await pageLanguage(app.db, request.ctx().locale.languageId)) }),
  );
};
