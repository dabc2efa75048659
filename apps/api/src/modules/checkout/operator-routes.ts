import { idParamSchema, operatorOrderResponseSchema, operatorOrdersQuerySchema, operatorOrdersResponseSchema, operatorRefundBodySchema } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withTransaction } from '../../lib/transaction.ts';
import { currentUser, requireOperator } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import type { PaymentProvider } from '../../adapters/payments/port.ts';
import { AppError } from '../../lib/app-error.ts';
import { mailCardRefund, mailRefund, orderDetail, refundOrder, searchOrders, undoCardRefund } from './operator-orders.ts';

/** OPS-80, OPS-81: the back office's orders (operators only): search, one order, refund to the balance or (DELIV-6) to the card (audited, OPS-30). */
export const operatorOrderRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider | null }> = async (app, opts) => {
  app.get('/operator/orders', { onRequest: requireOperator, schema: { tags: ['operator'], querystring: operatorOrdersQuerySchema, response: { 200: operatorOrdersResponseSchema } } }, async (request) => {
    const { q, status, page } = request.query;
    return { status: 'OK' as const, ...(await searchOrders(app.db, { q, status, page: page ?? 1 })) };
  });

  app.get('/operator/orders/:id', { onRequest: requireOperator, schema: { tags: ['operator'], params: idParamSchema, response: { 200: operatorOrderResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: await orderDetail(app.db, request.params.id),
  }));

  app.post(
    '/operator/orders/:id/refund',
    { onRequest: requireOperator, schema: { tags: ['operator'], params: idParamSchema, body: operatorRefundBodySchema, response: { 200: operatorOrderResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      const { reason, amount, to = 'balance' } = request.body;
      if (to === 'card' && !opts.provider) throw new AppError('OPS_REFUND_TO_CARD_UNAVAILABLE');
      const refund = await withTransaction(app, async (tx) => {
        const done = await refundOrder(tx, { orderId: id, reason, amountCents: amount === undefined ? undefined : Math.round(amount * 100), to });
        await recordAudit(tx, {
          actorId: currentUser(request).id,
          action: 'order.refund',
          target: { type: 'order', id },
          before: { refunded: null },
          after: { refunded: (done.after.refundedCents ?? 0) / 100, reason, credited: done.creditMinor / 100, to },
        });
        return done;
      });
      // DELIV-6: the money moves after the refund is recorded; the provider's idempotency key makes a repeated call the same refund.
      if (refund.cardPayment) {
        const given = await opts.provider!.refund(refund.cardPayment.reference, refund.after.refundedCents!);
        if (!given.ok) {
          request.log.warn({ orderId: id, reason: given.reason }, 'card refund refused by the payment provider; the refund record is undone');
          await undoCardRefund(app.db, refund.after);
          throw new AppError('OPS_REFUND_PROVIDER_FAILED');
        }
        await mailCardRefund(request.ctx(), refund.after);
      } else await mailRefund(request.ctx(), refund.after, refund.creditMinor, refund.currencyName);
      return { status: 'OK' as const, payload: await orderDetail(app.db, id) };
    },
  );
};
