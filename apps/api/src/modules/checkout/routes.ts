import {
  checkoutBodySchema,
  checkoutMessages,
  depositStatusResponseSchema,
  idParamSchema,
  okEnvelope,
  okMessageSchema,
  orderHistoryRowSchema,
  purchaseResponseSchema,
  statementPayloadSchema,
  statementQuerySchema,
} from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentProvider } from '../../adapters/payments/port.ts';
import { currentUser, requireUser, requireVerifiedEmail } from '../../plugins/auth.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { purchaseHistory, purchaseStatus } from './history.ts';
import { cancelOwnOrder } from './order-changes.ts';
import { purchase } from './purchase.ts';
import { statementCsv, statementPage } from './statement.ts';
import { idempotencyKeyHeader } from '../../lib/idempotency-key.ts';
export { operatorOrderRoutes } from './operator-routes.ts';
export { operatorDeliveryRoutes } from './operator-delivery-routes.ts';
export { operatorPromoRoutes } from './operator-promo-routes.ts';

/** Spec §7 /purchase/*: checkout of the cart and the order history. PAY-2: checkout needs a verified email (401, then 403). */
export const checkoutRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider | null; reservationMs: number }> = async (app, opts) => {
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

  app.get('/purchase/history', { onRequest: requireUser, schema: { tags: ['checkout'], response: { 200: okEnvelope(z.array(orderHistoryRowSchema)) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await purchaseHistory({ ...request.ctx(), userId: currentUser(request).id }),
  }));

  // PAY-27: the buyer cancels their own order that waits for its payment; its items are back in the cart at once.
  app.post('/purchase/:id/cancel', { onRequest: requireUser, schema: { tags: ['checkout'], params: idParamSchema, response: { 200: okMessageSchema } } }, async (request) => {
    await withTransaction(request.ctx(), (tx) => cancelOwnOrder(tx, currentUser(request).id, request.params.id));
    return { status: 'OK' as const, message: checkoutMessages.orderCancelled };
  });

  app.get('/purchase/status/:id', { onRequest: requireUser, schema: { tags: ['checkout'], params: idParamSchema, response: { 200: depositStatusResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: { status: await purchaseStatus({ ...request.ctx(), userId: currentUser(request).id }, request.params.id) },
  }));

  // WALLET-1: the wallet statement: every movement of the balance and every direct payment, newest first.
  app.get('/user/statement', { onRequest: requireUser, schema: { tags: ['checkout'], querystring: statementQuerySchema, response: { 200: okEnvelope(statementPayloadSchema) } } }, async (request) => ({
    status: 'OK' as const,
    payload: await statementPage({ ...request.ctx(), userId: currentUser(request).id }, request.query),
  }));

  // WALLET-7: the same statement as a CSV download, named by today's date.
  app.get('/user/statement.csv', { onRequest: requireUser, schema: { tags: ['checkout'], querystring: statementQuerySchema } }, async (request, reply) => {
    const csv = await statementCsv({ ...request.ctx(), userId: currentUser(request).id }, request.query);
    const day = new Date().toISOString().slice(0, 10);
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="statement-${day}.csv"`).header('cache-control', 'no-store').send(csv);
  });
};
