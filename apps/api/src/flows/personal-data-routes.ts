import {
  accountDeleteBodySchema,
  idParamSchema,
  okMessageSchema,
  operatorReasonBodySchema,
  personalDataDownloadQuerySchema,
  personalDataExportResponseSchema,
  personalDataRequestResponseSchema,
  privacyMessages,
} from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { assertReauthenticated, findUserById, hashToken } from '../modules/account/index.ts';
import { latestExportOf, presentExport, requestExport, takeExportFile } from '../modules/privacy/index.ts';
import { currentUser, endSession, operatorCtx, requireUser, sessionProof } from '../plugins/auth.ts';
import { authRateLimit, proofRateLimit } from '../plugins/rate-limit.ts';
import { eraseAccount } from './account-erasure.ts';

/**
 * GDPR-2, GDPR-4, GDPR-5, GDPR-9: a person's data rights from the account (a copy of their data, deleting the
 * account) and the operator's erasure on a customer's request. The work is in the flows beside
 * this file; the routes parse, guard and answer.
 */
export const personalDataRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const tags = ['account'];

  app.get('/user/personal-data', { onRequest: requireUser, schema: { tags, response: { 200: personalDataExportResponseSchema } } }, async (request) => {
    const latest = await latestExportOf(app.db, currentUser(request).id);
    return { status: 'OK' as const, payload: latest ? presentExport(latest) : null };
  });

  // GDPR-2: the request only queues the work; the sweep builds the file and mails the link (GDPR-3).
  app.post(
    '/user/personal-data',
    { onRequest: requireUser, config: { rateLimit: authRateLimit(config.RATE_LIMIT_AUTH_PER_MINUTE) }, schema: { tags, response: { 200: personalDataRequestResponseSchema } } },
    async (request) => {
      const user = await findUserById(app.db, currentUser(request).id);
      if (!user?.email) throw new AppError('ACCOUNT_EMAIL_MISSING');
      return { status: 'OK' as const, message: privacyMessages.exportRequested, payload: presentExport(await requestExport(app.db, user.id)) };
    },
  );

  // GDPR-4: the mailed link; its one-time token is the proof (like a reset link), so it opens on any device.
  app.get(
    '/user/personal-data/download',
    { config: { rateLimit: authRateLimit(config.RATE_LIMIT_AUTH_PER_MINUTE) }, schema: { tags, querystring: personalDataDownloadQuerySchema } },
    async (request, reply) => {
      const now = new Date();
      const file = await takeExportFile(app.db, hashToken(request.query.token), now);
      if (!file) throw new AppError('PRIVACY_DOWNLOAD_LINK_INVALID');
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="personal-data-${now.toISOString().slice(0, 10)}.zip"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );

  // GDPR-5: SEC-18's proof first; deleted, the account's every session is gone and this one's cookie cleared.
  app.post(
    '/user/delete-account',
    { onRequest: requireUser, preValidation: proofRateLimit(app, config.RATE_LIMIT_AUTH_PER_MINUTE), schema: { tags, body: accountDeleteBodySchema, response: { 200: okMessageSchema } } },
    async (request, reply) => {
      const user = await findUserById(app.db, currentUser(request).id);
      if (!user) throw new AppError('AUTH_UNAUTHENTICATED');
      await assertReauthenticated(app.db, { user, proof: request.body, session: sessionProof(request, config.PAYOUT_DETAILS_KEY), purpose: 'change' });
      await eraseAccount(request.ctx(), user.id, { kind: 'self' });
      await endSession(request, reply);
      return { status: 'OK' as const, message: privacyMessages.accountDeleted };
    },
  );

  // GDPR-9: the owner (STAFF-2: a route not in the role table is the owner's) on the customer's request, with its reason, audited.
  app.post(
    '/operator/customers/:id/erase',
    { schema: { tags: ['operator'], params: idParamSchema, body: operatorReasonBodySchema, response: { 200: okMessageSchema } } },
    async (request) => {
      const ctx = operatorCtx(request);
      await eraseAccount(ctx, request.params.id, { kind: 'operator', operatorId: ctx.userId, reason: request.body.reason });
      return { status: 'OK' as const, message: privacyMessages.customerErased };
    },
  );
};
