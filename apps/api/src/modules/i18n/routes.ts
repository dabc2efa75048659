import { currencySchema, languageSchema, localizationsQuerySchema, localizationsSchema, okEnvelope } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getLocalizations, listCurrencies, listLanguages } from './service.ts';

// A module's routes.ts is its HTTP face: app.ts registers every route plugin of the module from here (SEAM-11).
export { operatorCurrencyRoutes } from './operator-routes.ts';

export const i18nRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/currencies', { schema: { tags: ['i18n'], response: { 200: okEnvelope(z.array(currencySchema)) } } }, async () => ({
    status: 'OK' as const,
    payload: await listCurrencies(app.db),
  }));

  app.get('/languages', { schema: { tags: ['i18n'], response: { 200: okEnvelope(z.array(languageSchema)) } } }, async () => ({
    status: 'OK' as const,
    payload: await listLanguages(app.db),
  }));

  app.get(
    '/localizations',
    { schema: { tags: ['i18n'], querystring: localizationsQuerySchema, response: { 200: okEnvelope(localizationsSchema) } } },
    async (request) => ({ status: 'OK' as const, payload: await getLocalizations(app.db, request.query.lang_id) }),
  );
};
