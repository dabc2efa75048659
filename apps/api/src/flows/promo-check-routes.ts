import { promoCheckQuerySchema, promoCheckResponseSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertCartCurrency } from '../modules/cart/index.ts';
import { requireUser } from '../plugins/auth.ts';
import { checkPromo } from './promo-check.ts';

/** Spec §7 GET /promocode/check: signed-in only (CART-7), currency checked first (CART-9). */
export const promoCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/promocode/check',
    { onRequest: requireUser, schema: { tags: ['promo'], querystring: promoCheckQuerySchema, response: { 200: promoCheckResponseSchema } } },
    async (request) => {
      await assertCartCurrency(request.ctx(), request.query.currency);
      const { payload, message } = await checkPromo(request.ctx(), request.query.code);
      return { status: 'OK' as const, payload, message };
    },
  );
};
