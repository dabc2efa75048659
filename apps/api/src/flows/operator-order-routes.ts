import { idParamSchema, operatorOrderResponseSchema, operatorReasonBodySchema, operatorRefundBodySchema, reverseDeliveryBodySchema, toMinor } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentProvider } from '../adapters/payments/port.ts';
import type { TradeDelivery } from '../adapters/trade-delivery/port.ts';
import { retryFailedDelivery, reverseDelivery } from '../modules/checkout/index.ts';
import { operatorCtx } from '../plugins/auth.ts';
import { operatorOrderDetail } from './order-details.ts';
import { refundFailedDelivery, refundToCustomer } from './order-refund.ts';

/**
 * OPS-80, OPS-81, DELIV-5, DELIV-6: the back office's calls that answer one order with its provider
 * payments (operators only; every change audited, OPS-30): the order, its refund, and the failed
 * delivery's retry and refund; DISPUTE-5: the reversal of a disputed delivery through the trade bot.
 * Flows: the order's payments are payments' rows. DISPUTE-4: `tradeProtectionMs` is TRADE_PROTECTION_DAYS.
 */
export const operatorOrderFlowRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider | null; delivery: TradeDelivery; tradeProtectionMs: number }> = async (app, opts) => {
  const one = { 200: operatorOrderResponseSchema };
  const detail = (id: number) => operatorOrderDetail(app.db, id, opts.tradeProtectionMs);

  app.get('/operator/orders/:id', { schema: { tags: ['operator'], params: idParamSchema, response: one } }, async (request) => ({
    status: 'OK' as const,
    payload: await detail(request.params.id),
  }));

  app.post('/operator/orders/:id/refund', { schema: { tags: ['operator'], params: idParamSchema, body: operatorRefundBodySchema, response: one } }, async (request) => {
    const { reason, amount, to = 'balance' } = request.body;
    await refundToCustomer(operatorCtx(request), opts.provider, { orderId: request.params.id, reason, amountCents: amount === undefined ? undefined : toMinor(amount), to });
    return { status: 'OK' as const, payload: await detail(request.params.id) };
  });

  app.post('/operator/deliveries/:id/retry', { schema: { tags: ['operator'], params: idParamSchema, response: one } }, async (request) => {
    await retryFailedDelivery(operatorCtx(request), request.params.id);
    return { status: 'OK' as const, payload: await detail(request.params.id) };
  });

  app.post('/operator/deliveries/:id/refund', { schema: { tags: ['operator'], params: idParamSchema, body: operatorReasonBodySchema, response: one } }, async (request) => {
    await refundFailedDelivery(operatorCtx(request), request.params.id, request.body.reason);
    return { status: 'OK' as const, payload: await detail(request.params.id) };
  });

  app.post('/operator/orders/:id/reverse-delivery', { schema: { tags: ['operator'], params: idParamSchema, body: reverseDeliveryBodySchema, response: one } }, async (request) => {
    const input = { orderId: request.params.id, confirmedInSteam: request.body?.confirmed_in_steam === true, protectionMs: opts.tradeProtectionMs };
    await reverseDelivery(operatorCtx(request), opts.delivery, input);
    return { status: 'OK' as const, payload: await detail(request.params.id) };
  });
};
