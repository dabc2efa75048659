import { idParamSchema, operatorDeliveriesQuerySchema, operatorDeliveriesResponseSchema, operatorOrderResponseSchema, operatorReasonBodySchema, toMajor } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withTransaction } from '../../lib/transaction.ts';
import { currentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import { assertDeliveryFailed, listFailedDeliveries, retryDelivery } from './failed-deliveries.ts';
import { mailRefund, orderDetail, refundOrder } from './operator-orders.ts';

/** DELIV-5: the back office's failed-delivery queue (operators only): list, retry the offer, refund to the balance; both audited (OPS-30). */
export const operatorDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/deliveries', { schema: { tags: ['operator'], querystring: operatorDeliveriesQuerySchema, response: { 200: operatorDeliveriesResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    ...(await listFailedDeliveries(app.db, request.query.page ?? 1)),
  }));

  app.post(
    '/operator/deliveries/:id/retry',
    { schema: { tags: ['operator'], params: idParamSchema, response: { 200: operatorOrderResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      await withTransaction(app, async (tx) => {
        const before = await retryDelivery(tx, id);
        await recordAudit(tx, {
          actorId: currentUser(request).id,
          action: 'order.delivery_retry',
          target: { type: 'order', id },
          before: { status: 'delivery_failed', reason: before.reason, attempt: before.attempt, trade_url: before.tradeUrl },
          after: { status: 'processing', trade_url: before.nextTradeUrl },
        });
      });
      return { status: 'OK' as const, payload: await orderDetail(app.db, id) };
    },
  );

  app.post(
    '/operator/deliveries/:id/refund',
    { schema: { tags: ['operator'], params: idParamSchema, body: operatorReasonBodySchema, response: { 200: operatorOrderResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      const refund = await withTransaction(app, async (tx) => {
        await assertDeliveryFailed(tx, id);
        const done = await refundOrder(tx, { orderId: id, reason });
        await recordAudit(tx, {
          actorId: currentUser(request).id,
          action: 'order.refund',
          target: { type: 'order', id },
          before: { refunded: null, status: 'delivery_failed' },
          after: { refunded: toMajor(done.after.refundedCents ?? 0), reason, credited: toMajor(done.creditMinor), to: 'balance' },
        });
        return done;
      });
      await mailRefund(request.ctx(), refund.after, refund.creditMinor, refund.currencyName);
      return { status: 'OK' as const, payload: await orderDetail(app.db, id) };
    },
  );
};
