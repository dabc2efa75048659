import {
  errorCatalog,
  idParamSchema,
  operatorSettingBodySchema,
  operatorSettingParamsSchema,
  operatorSettingResponseSchema,
  operatorSettingSchemas,
  operatorSettingsResponseSchema,
  operatorStaticPageBodySchema,
  operatorStaticPageCreateBodySchema,
  operatorStaticPageCreatedSchema,
  operatorStaticPageDeletedSchema,
  operatorStaticPageParamsSchema,
  operatorStaticPageResponseSchema,
  operatorStaticPagesResponseSchema,
  offersInProgressErrorSchema,
} from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { currentUser, operatorCtx } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { offersInProgress } from '../offers/index.ts';
import { forgetContent } from './cached.ts';
import { readSettings, writeSetting } from './service.ts';
import { createStaticPage, deleteStaticPage } from './static-page-changes.ts';
import { cleanPageText, listPagesForOperator, writePageText } from './static-pages.ts';

/**
 * OPS-9, OPS-88, OPS-89, OPS-30 (audited): the settings of spec §3, each parsed by its own schema;
 * readSettings has no cache, so the shop sees a change at once.
 */
const topUpBoundsMessage = 'The maximum top-up cannot be below the minimum top-up';

export const operatorSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/settings', { schema: { tags: ['operator'], response: { 200: operatorSettingsResponseSchema } } }, async () => ({
    status: 'OK' as const,
    payload: await readSettings(app.db),
  }));

  app.put(
    '/operator/settings/:key',
    {
      schema: { tags: ['operator'], params: operatorSettingParamsSchema, body: operatorSettingBodySchema, response: { 200: operatorSettingResponseSchema, 409: offersInProgressErrorSchema } },
    },
    async (request, reply) => {
      const { key } = request.params;
      const { value, confirm } = request.body;
      const parsed = operatorSettingSchemas[key].safeParse(value);
      if (!parsed.success) {
        throw new AppError('OPS_SETTING_INVALID', { fields: { value: [parsed.error.issues[0]?.message ?? errorCatalog.OPS_SETTING_INVALID.message] } });
      }
      // OPS-89: switching selling off leaves the offers in progress to the operator: asked first.
      if (key === 'offer_enabled' && parsed.data === false && confirm !== true) {
        const open = await offersInProgress(app.db);
        if (open.length > 0) return reply.code(409).send({ status: 'error', code: 'OPS_OFFERS_IN_PROGRESS', message: errorCatalog.OPS_OFFERS_IN_PROGRESS.message, payload: open });
      }
      await withTransaction(app, async (tx) => {
        const current = await readSettings(tx);
        const before = current[key];
        // PAY-28: the most one top-up may be is never below the least.
        const next = { ...current, [key]: parsed.data };
        if (next.max_top_up < next.min_top_up) throw new AppError('OPS_SETTING_INVALID', { fields: { value: [topUpBoundsMessage] } });
        // Parsed by this key's own schema; TypeScript cannot tie the key and value unions together.
        await writeSetting(tx, key, parsed.data as never);
        await recordAudit(tx, { actorId: currentUser(request).id, action: 'setting.change', target: { type: 'setting', id: key }, before, after: parsed.data });
      });
      // A read that ran while the transaction was open cached the value before it.
      forgetContent();
      return { status: 'OK' as const, message: 'Setting saved', payload: { key, value: parsed.data } };
    },
  );

  app.get('/operator/static-pages', { schema: { tags: ['operator'], response: { 200: operatorStaticPagesResponseSchema } } }, async () => ({
    status: 'OK' as const,
    payload: await listPagesForOperator(app.db),
  }));

  app.put(
    '/operator/static-pages/:id/:lang',
    { schema: { tags: ['operator'], params: operatorStaticPageParamsSchema, body: operatorStaticPageBodySchema, response: { 200: operatorStaticPageResponseSchema } } },
    async (request) => {
      const { id, lang } = request.params;
      // SEC-16: stored, and audited, with its HTML cleaned.
      const text = cleanPageText(request.body);
      await withTransaction(app, async (tx) => {
        const before = await writePageText(tx, id, lang, text);
        await recordAudit(tx, { actorId: currentUser(request).id, action: 'static_page.edit', target: { type: 'static_page', id: `${id}:${lang}` }, before, after: text });
      });
      const [page] = await listPagesForOperator(app.db, id);
      if (!page) throw new AppError('CONTENT_PAGE_NOT_FOUND');
      return { status: 'OK' as const, payload: page };
    },
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
