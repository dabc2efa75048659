import {
  depositCheckoutBodySchema,
  depositCheckoutResponseSchema,
  depositStatusResponseSchema,
  idParamSchema,
  depositMessages,
  okMessageEnvelope,
  okMessageSchema,
  paymentHistoryRowSchema,
  checkoutMessages,
} from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentProvider } from '../../adapters/payments/port.ts';
import { sandboxPageRoutes } from '../../adapters/payments/sandbox-page.ts';
import { currentUser, requireUser, requireVerifiedEmail } from '../../plugins/auth.ts';
import { depositCheckout, depositHistory, depositStatus } from './deposits.ts';
import { findPaymentByRef, returnUrls, webhookPath } from './payment-records.ts';
import { cancelOwnTopUp } from './top-up-ends.ts';


/** Spec §7 /deposit/*, the provider's webhook and the sandbox provider's page (SEC-2: only while a provider is on). */
export const paymentRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider | null; webhookSecret: string; publicUrl: string }> = async (app, opts) => {
  app.post(
    '/deposit/checkout',
    { onRequest: requireVerifiedEmail, schema: { tags: ['payments'], body: depositCheckoutBodySchema, response: { 200: depositCheckoutResponseSchema } } },
    async (request) => {
      const user = currentUser(request);
      const res = await depositCheckout({ ...request.ctx(), userId: user.id }, { provider: opts.provider }, user.email, request.body);
      return { status: 'OK' as const, message: checkoutMessages.paid, redirect_url: res.redirectUrl, payload: { id: res.id } };
    },
  );

  app.get('/deposit/status/:id', { onRequest: requireUser, schema: { tags: ['payments'], params: idParamSchema, response: { 200: depositStatusResponseSchema } } }, async (request) => ({
    status: 'OK' as const,
    payload: { status: await depositStatus({ ...request.ctx(), userId: currentUser(request).id }, request.params.id) },
  }));

  app.post('/deposit/:id/cancel', { onRequest: requireUser, schema: { tags: ['payments'], params: idParamSchema, response: { 200: okMessageSchema } } }, async (request) => {
    await cancelOwnTopUp({ ...request.ctx(), userId: currentUser(request).id }, request.params.id);
    return { status: 'OK' as const, message: depositMessages.topUpCancelled };
  });

  app.get('/deposit/history', { onRequest: requireUser, schema: { tags: ['payments'], response: { 200: okMessageEnvelope(z.array(paymentHistoryRowSchema)) } } }, async (request) => ({
    status: 'OK' as const,
    message: depositMessages.historyLoaded,
    payload: await depositHistory({ ...request.ctx(), userId: currentUser(request).id }),
  }));

  const provider = opts.provider;
  if (!provider) return;

  // The provider's webhook is a flow (flows/payment-webhook-routes.ts): it moves orders as well as top-ups.
  if (provider.name !== 'sandbox') return;
  await app.register(sandboxPageRoutes, {
    secret: opts.webhookSecret,
    publicUrl: opts.publicUrl,
    webhookPath: `/api${webhookPath(provider)}`,
    lookup: async (reference) => {
      const p = await findPaymentByRef(app.db, provider.name, reference);
      if (!p) return null;
      const target = p.depositId !== null ? { kind: 'deposit' as const, id: p.depositId } : { kind: 'order' as const, id: p.orderId ?? 0 };
      return { amountCents: p.amountCents, method: p.method, status: p.status, returnUrls: returnUrls(opts.publicUrl, target) };
    },
  });
};
