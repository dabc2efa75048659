import { balancePurchaseResponseSchema, packPurchaseBodySchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyHeader } from '../lib/idempotency-key.ts';
import { currentUser, requireVerifiedEmail } from '../plugins/auth.ts';
import { purchasePack } from './buy-pack.ts';

/** Spec §7 POST /purchase/pack: buying a pack from the balance needs a verified email. */
export const buyPackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/purchase/pack',
    { onRequest: requireVerifiedEmail, schema: { tags: ['packs'], body: packPurchaseBodySchema, response: { 200: balancePurchaseResponseSchema } } },
    async (request) => {
      const headerKey = idempotencyKeyHeader(request);
      return purchasePack({ ...request.ctx(), userId: currentUser(request).id }, { ...request.body, idempotencyKey: request.body.idempotencyKey ?? headerKey });
    },
  );
};
