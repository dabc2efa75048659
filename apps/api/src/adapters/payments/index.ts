import type { Config } from '../../config.ts';
import type { PaymentProvider } from './port.ts';
import { createSandboxProvider } from './sandbox.ts';
import { createStripeProvider } from './stripe.ts';

/** SEC-2, STRIPE-1: the provider PAYMENT_PROVIDER names; none (only balance payments) when unset. */
export function createPaymentProvider(config: Config): PaymentProvider | null {
  if (config.PAYMENT_PROVIDER === 'sandbox') return createSandboxProvider({ publicUrl: config.publicUrl, secret: config.PAYMENT_WEBHOOK_SECRET });
  if (config.PAYMENT_PROVIDER === 'stripe' && config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET) {
    return createStripeProvider({ secretKey: config.STRIPE_SECRET_KEY, webhookSecret: config.STRIPE_WEBHOOK_SECRET, apiBase: config.STRIPE_API_BASE });
  }
  return null;
}
