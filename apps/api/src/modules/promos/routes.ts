import { idParamSchema, operatorPromoBodySchema, operatorPromoChangeBodySchema, operatorPromoResponseSchema, operatorPromosQuerySchema, operatorPromosResponseSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorCtx } from '../../plugins/auth.ts';
import { changePromo, createPromo, disablePromo, listOperatorPromos } from './operator-promos.ts';

/** OPS-75, OPS-76, OPS-77, OPS-78: the back office's promo codes (operators only; every change audited, OPS-30). */
export const operatorPromoRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = { 200: operatorPromoResponseSchema };
  const tags = ['operator'];

  app.get('/operator/promo-codes', { schema: { tags, querystring: operatorPromosQuerySchema, response: { 200: operatorPromosResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    ...(await listOperatorPromos(app.db, request.query)),
  }));

  app.post('/operator/promo-codes', { schema: { tags, body: operatorPromoBodySchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Promo code created',
    payload: await createPromo(operatorCtx(request), request.body),
  }));

  app.patch('/operator/promo-codes/:id', { schema: { tags, params: idParamSchema, body: operatorPromoChangeBodySchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Promo code saved',
    payload: await changePromo(operatorCtx(request), request.params.id, request.body),
  }));

  app.post('/operator/promo-codes/:id/disable', { schema: { tags, params: idParamSchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    message: 'Promo code disabled',
    payload: await disablePromo(operatorCtx(request), request.params.id),
  }));
};
