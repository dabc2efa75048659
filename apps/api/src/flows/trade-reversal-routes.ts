import { idParamSchema, tradeReversalResponseSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorCtx } from '../plugins/auth.ts';
import { reverseSellerTrade } from './trade-reversal.ts';

/** PROTECT-8: POST /operator/offers/{id}/reversed: the operator marks that the seller took the item back by a Steam trade reversal (audited). */
export const operatorTradeReversalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/operator/offers/:id/reversed', { schema: { tags: ['operator'], params: idParamSchema, response: { 200: tradeReversalResponseSchema } } }, async (request) => {
    const ctx = operatorCtx(request);
    const done = await reverseSellerTrade(ctx, request.params.id, `operator:${ctx.userId}`);
    return { status: 'OK' as const, message: 'Trade marked reversed', payload: { offer: done.offer, payout: done.payout, item_id: done.itemId, broken_order_id: done.brokenOrderId } };
  });
};
