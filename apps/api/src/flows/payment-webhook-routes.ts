import { okEnvelope } from '@skins/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentProvider } from '../adapters/payments/port.ts';
import { webhookPath } from '../modules/payments/index.ts';
import { handleWebhook } from './payment-webhook.ts';

/** PAY-9: the payment provider's webhook (SEC-2: only while a provider is on). */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider | null }> = async (app, opts) => {
  const provider = opts.provider;
  if (!provider) return;
  // The webhook reads its body raw: the signature covers the exact bytes sent.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.post(webhookPath(provider), { schema: { tags: ['payments'], response: { 200: okEnvelope(z.object({ outcome: z.enum(['applied', 'duplicate', 'no_change', 'ignored']) })) } } }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const outcome = await handleWebhook(request.ctx(), provider, request.headers, raw);
    return { status: 'OK' as const, payload: { outcome } };
  });
};
