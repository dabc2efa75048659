import { checkoutBodySchema, purchaseResponseSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentProvider } from '../adapters/payments/port.ts';
import { idempotencyKeyHeader } from '../lib/idempotency-key.ts';
import { currentUser, requireVerifiedEmail } from '../plugins/auth.ts';
import { purchase } from './purchase.ts';

/** Spec §7 POST /purchase/product: the cart's checkout. PAY-2: it needs a verified email (401, then 403). */
export const purchaseRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider | null; reservationMs: number }> = async (app, opts) => {
  app.post(
    '/purchase/product',
    { onRequest: requireVerifiedEmail, schema: { tags: ['checkout'], body: checkoutBodySchema, response: { 200: purchaseResponseSchema } } },
    async (request) => {
      const headerKey = idempotencyKeyHeader(request);
      const body = { ...request.body, idempotencyKey: request.body.idempotencyKey ?? headerKey };
      const buyer = currentUser(request);
      return purchase({ ...request.ctx(), userId: buyer.id }, { provider: opts.provider, reservationMs: opts.reservationMs, buyer }, body);
    },
  );
};
