import { errorCatalog, idParamSchema, operatorOrderResponseSchema, operatorOrdersQuerySchema, operatorOrdersResponseSchema, operatorRefundBodySchema, toMinor, toMajor } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { currentUser } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/index.ts';
import type { PaymentProvider } from '../../adapters/payments/port.ts';
import { AppError } from '../../lib/app-error.ts';
import { sendCsv } from '../../lib/csv-reply.ts';
import { exportOrders, mailCardRefund, mailRefund, orderDetail, refundOrder, searchOrders, undoCardRefund } from './operator-orders.ts';

/** OPS-80, OPS-81: the back office's orders (operators only): search, one order, refund to the balance or (DELIV-6) to the card (audited, OPS-30). */
export const operatorOrderRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider | null }> = async (app, opts) => {
  app.get('/operator/orders', { schema: { tags: ['operator'], querystring: operatorOrdersQuerySchema, response: { 200: operatorOrdersResponseSchema } } }, async (request) => {
    return { status: 'OK' as const, ...(await searchOrders(app.db, { ...request.query, page: request.query.page ?? 1 })) };
  });

  // OPS-148, OPS-177: the same list as a CSV download, with the same filters (the page is ignored).
  app.get('/operator/orders.csv', { schema: { tags: ['operator'], querystring: operatorOrdersQuerySchema } }, async (request, reply) =>
    sendCsv(reply, 'orders', await exportOrders(app.db, request.query)),
  );

  app.get('/operator/orders/:id', { schema: { tags: ['operator'], params: idParamSchema, response: { 200: operatorOrderResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: await orderDetail(app.db, request.params.id),
  }));

  app.post(
    '/operator/orders/:id/refund',
    { schema: { tags: ['operator'], params: idParamSchema, body: operatorRefundBodySchema, response: { 200: operatorOrderResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      const { reason, amount, to = 'balance' } = request.body;
      if (to === 'card' && !opts.provider) throw new AppError('OPS_REFUND_TO_CARD_UNAVAILABLE');
      const actorId = currentUser(request).id;
      const audit = (db: DbOrTx, refunded: number, extra: Record<string, unknown>) =>
        recordAudit(db, { actorId, action: 'order.refund', target: { type: 'order', id }, before: { refunded: null }, after: { refunded, reason, ...extra, to } });
      const refund = await withTransaction(app, async (tx) => {
        const done = await refundOrder(tx, { orderId: id, reason, amountCents: amount === undefined ? undefined : toMinor(amount), to });
        // DELIV-12: a card refund is audited once the provider took it (below): a refusal leaves no refund in the log.
        if (!done.cardPayment) await audit(tx, toMajor(done.after.refundedCents ?? 0), { credited: toMajor(done.creditMinor) });
        return done;
      });
      if (!refund.cardPayment) {
        await mailRefund(request.ctx(), refund.after, refund.creditMinor, refund.currencyName);
        return { status: 'OK' as const, payload: await orderDetail(app.db, id) };
      }
      // DELIV-6, DELIV-11: the money moves after the refund is recorded; the key of this attempt makes a repeated call the same refund.
      const cents = refund.after.refundedCents!;
      const attempt = refund.before.cardRefundRefusals + 1;
      const given = await opts.provider!.refund(refund.cardPayment.reference, cents, attempt);
      if (!given.ok) {
        request.log.warn({ orderId: id, reason: given.reason, refused: given.refused }, 'card refund not taken by the payment provider; the refund record is undone');
        await withTransaction(app, async (tx) => {
          await undoCardRefund(tx, refund.after, given.refused);
          // DELIV-12: what the provider said, as what it is (a refusal, or no answer), for the audit log.
          await recordAudit(tx, {
            actorId,
            action: 'order.refund_refused',
            target: { type: 'order', id },
            after: { amount: toMajor(cents), reason, to, provider_message: given.reason, attempt, definite: given.refused },
          });
        });
        throw new AppError('OPS_REFUND_PROVIDER_FAILED', { message: `${errorCatalog.OPS_REFUND_PROVIDER_FAILED.message} The provider said: ${given.reason}` });
      }
      await audit(app.db, toMajor(cents), { credited: 0, provider_refund: given.refundId, attempt });
      await mailCardRefund(request.ctx(), refund.after);
      return { status: 'OK' as const, payload: await orderDetail(app.db, id) };
    },
  );
};
