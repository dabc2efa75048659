import { chargeQuoteQuerySchema, chargeQuoteSchema, checkoutMessages, depositStatusResponseSchema, idParamSchema, okEnvelope, okMessageSchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { purchaseStatus } from './purchase-status.ts';
import { cancelOwnOrder } from './order-changes.ts';
import { chargeQuote } from './charge-quote.ts';
import { receiptCss } from './receipt.ts';
export { operatorOrderRoutes } from './operator-routes.ts';
export { operatorDeliveryRoutes } from './operator-delivery-routes.ts';

/**
 * Spec §7 /purchase/*: the buyer cancels an order, reads its payment stage, the quote of the cart
 * and the receipt's stylesheet. The checkout itself, the history, an order's details and receipt
 * and the wallet statement read other modules beside the orders: they are flows (flows/*-routes.ts).
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // PAY-27: the buyer cancels their own order that waits for its payment; its items are back in the cart at once.
  app.post('/purchase/:id/cancel', { onRequest: requireUser, schema: { tags: ['checkout'], params: idParamSchema, response: { 200: okMessageSchema } } }, async (request) => {
    await cancelOwnOrder({ ...request.ctx(), userId: currentUser(request).id }, request.params.id);
    return { status: 'OK' as const, message: checkoutMessages.orderCancelled };
  });

  // PAY-31: what paying the cart now would charge, in euro, beside the currency it is shown in.
  app.get('/purchase/quote', { onRequest: requireUser, schema: { tags: ['checkout'], querystring: chargeQuoteQuerySchema, response: { 200: okEnvelope(chargeQuoteSchema) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await chargeQuote({ ...request.ctx(), userId: currentUser(request).id }, request.query.promocode),
  }));

  // ORDER-6: the receipt's stylesheet (CSP style-src 'self' refuses an inline one).
  app.get('/purchase/receipt.css', { schema: { tags: ['checkout'], hide: true } }, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(receiptCss),
  );

  app.get('/purchase/status/:id', { onRequest: requireUser, schema: { tags: ['checkout'], params: idParamSchema, response: { 200: depositStatusResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: { status: await purchaseStatus({ ...request.ctx(), userId: currentUser(request).id }, request.params.id) },
  }));
};
