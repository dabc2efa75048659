import type { MailSender } from '../adapters/mail/port.ts';
import type { PaymentProvider } from '../adapters/payments/port.ts';
import type { PayoutProvider } from '../adapters/payouts/port.ts';
import type { Party, ShopMetrics } from './metrics.ts';

/** METRICS-6: one provider call counted: a failure is a call that threw or answered `ok: false` (a refusal). */
async function counted<T>(metrics: ShopMetrics, party: Party, provider: string, call: string, run: () => Promise<T>): Promise<T> {
  try {
    const answer = await run();
    const refused = typeof answer === 'object' && answer !== null && 'ok' in answer && answer.ok === false;
    metrics.providerCall(party, provider, call, refused);
    return answer;
  } catch (err) {
    metrics.providerCall(party, provider, call, true);
    throw err;
  }
}

/** METRICS-6: the payment provider with each call to it counted (verifying a webhook calls nobody: not counted). */
export function meteredPaymentProvider(provider: PaymentProvider | null, metrics: ShopMetrics): PaymentProvider | null {
  if (!provider) return null;
  const count = <T>(call: string, run: () => Promise<T>) => counted(metrics, 'payment', provider.name, call, run);
  const { referenceOf } = provider;
  return {
    name: provider.name,
    verifyWebhook: (headers, rawBody) => provider.verifyWebhook(headers, rawBody),
    createCheckout: (input) => count('create_checkout', () => provider.createCheckout(input)),
    refund: (reference, amountMinor, attempt) => count('refund', () => provider.refund(reference, amountMinor, attempt)),
    paymentStatus: (reference) => count('payment_status', () => provider.paymentStatus(reference)),
    ...(referenceOf ? { referenceOf: (id: string) => count('reference_of', () => referenceOf(id)) } : {}),
  };
}

/** METRICS-6: the payout provider with each payout it is asked for counted. */
export function meteredPayoutProvider(provider: PayoutProvider | null, metrics: ShopMetrics): PayoutProvider | null {
  if (!provider) return null;
  return {
    name: provider.name,
    verifyWebhook: (headers, rawBody) => provider.verifyWebhook(headers, rawBody),
    createPayout: (input) => counted(metrics, 'payout', provider.name, 'create_payout', () => provider.createPayout(input)),
  };
}

/** METRICS-10: the mail sender with each mail counted as sent (the transport took it) or failed (it threw). */
export function meteredMail(mail: MailSender, metrics: ShopMetrics): MailSender {
  return {
    operatorAlertTo: mail.operatorAlertTo,
    send: async (msg) => {
      try {
        await mail.send(msg);
      } catch (err) {
        metrics.mail(msg.kind, false);
        throw err;
      }
      metrics.mail(msg.kind, true);
    },
  };
}
