import { localeQuerySchema } from '@skins/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Ctx, Locale, RootCtx } from '../lib/ctx.ts';
import { rememberLanguage } from '../modules/account/index.ts';
import { resolveLocale } from '../modules/i18n/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    /** OPS-100: the resolved language of a request that named a lang_id (null when it named none). */
    namedLanguageId: number | null;
    /** The service context of this request: database, locale, user, logger, mail. */
    ctx(): RootCtx;
  }
  interface FastifyContextConfig {
    /** Answers without the locale (the health probes): resolving it reads the database, which may be down. */
    noLocale?: boolean;
  }
}

/**
 * Resolves `currency` and `lang_id` once per API request: from the query of a GET, from the
 * JSON body of POST/PUT/PATCH (spec §7). Unknown values fall back (spec §4), never an error.
 */
export const localePlugin = fp(
  async (app: FastifyInstance, opts: Pick<Ctx, 'mail' | 'publicUrl'>) => {
    app.decorateRequest('locale', null as unknown as Locale);
    app.decorateRequest('namedLanguageId', null);
    app.decorateRequest('ctx', function (this: FastifyRequest) {
      return { db: app.db, locale: this.locale, log: this.log, userId: this.user?.id, mail: opts.mail, publicUrl: opts.publicUrl } satisfies RootCtx;
    });
    // preValidation: before the route's schema strips `currency` and `lang_id` from its own query or body.
    app.addHook('preValidation', async (request) => {
      if (!request.url.startsWith('/api/') || request.routeOptions.config.noLocale) return;
      const source = request.method === 'GET' || request.method === 'HEAD' ? request.query : request.body;
      const parsed = localeQuerySchema.safeParse(source && typeof source === 'object' ? source : {});
      request.locale = await resolveLocale(app.db, parsed.success ? parsed.data : {});
      if (parsed.success && parsed.data.lang_id !== undefined) request.namedLanguageId = request.locale.languageId;
      // OPS-100: a signed-in user's mails follow the language of their last request (loaded by the route's onRequest guard).
      if (request.user) await rememberRequestLanguage(request, request.user.id, request.user.langId);
    });
  },
  { name: 'locale', dependencies: ['db'] },
);

/**
 * OPS-100: stores the language a request named as the user's, only when it differs from the one
 * stored (`known`): an unchanged language costs no write.
 */
export async function rememberRequestLanguage(request: FastifyRequest, userId: number, known: number | null): Promise<void> {
  const langId = request.namedLanguageId;
  if (langId === null || langId === known) return;
  await rememberLanguage(request.server.db, userId, langId);
  if (request.user?.id === userId) request.user.langId = langId;
}
