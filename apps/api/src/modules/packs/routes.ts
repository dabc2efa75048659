import { balancePurchaseResponseSchema, idParamSchema, okEnvelope, packPurchaseBodySchema, packSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireVerifiedEmail } from '../../plugins/auth.ts';
import { getPack, listPacks, purchasePack } from './service.ts';
import { idempotencyKeyHeader } from '../../lib/idempotency-key.ts';
export { operatorPackRoutes } from './operator-routes.ts';

/** Issue 7 packs: the list and a pack for everyone; buying one (spec §7 POST /purchase/pack) needs a verified email. */
export const packRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/packs', { schema: { tags: ['packs'], response: { 200: okEnvelope(z.array(packSchema)) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await listPacks(request.ctx()),
  }));

  app.get('/packs/:id', { schema: { tags: ['packs'], params: idParamSchema, response: { 200: okEnvelope(packSchema) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await getPack(request.ctx(), request.params.id),
  }));

  app.post(
    '/purchase/pack',
    { onRequest: requireVerifiedEmail, schema: { tags: ['packs'], body: packPurchaseBodySchema, response: { 200: balancePurchaseResponseSchema } } },
    async (request) => {
      const headerKey = idempotencyKeyHeader(request);
      return purchasePack({ ...request.ctx(), userId: currentUser(request).id }, { ...request.body, idempotencyKey: request.body.idempotencyKey ?? headerKey });
    },
  );
};
