import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../adapters/payments/port.ts';
import type { PayoutProvider } from '../adapters/payouts/port.ts';
import { meteredPaymentProvider, meteredPayoutProvider } from './metered-adapters.ts';
import { createShopMetrics } from './metrics.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const metricsOf = () => createShopMetrics({ pools: () => [], readReplica: () => undefined, listCache: () => ({ hits: 0, misses: 0 }), ordersByMethod: async () => [] }, silent);
const line = (party: string, provider: string, call: string) => `{party="${party}",provider="${provider}",call="${call}"}`;

const refusing: PaymentProvider = {
  name: 'probe',
  createCheckout: async () => ({ ok: false, reason: 'declined' }),
  verifyWebhook: () => ({ ok: false, reason: 'bad_signature' }),
  refund: async () => {
    throw new Error('provider down');
  },
  paymentStatus: async () => 'success',
};
const paying: PayoutProvider = {
  name: 'probe-payouts',
  createPayout: async () => ({ ok: true, redirectUrl: 'https://payouts.example/1' }),
  verifyWebhook: () => ({ ok: false, reason: 'malformed' }),
};

describe('METRICS-6: provider calls and failures', () => {
  it('METRICS-6: a refused checkout and a refund that throws are calls and failures; a status asked and a payout made are calls only; a webhook verified calls nobody', async () => {
    const metrics = metricsOf();
    const payments = meteredPaymentProvider(refusing, metrics)!;
    const payouts = meteredPayoutProvider(paying, metrics)!;
    expect(await payments.createCheckout({ reference: 'r1', amountCents: 1_00, method: 'card', returnUrls: { success: 's', fail: 'f', pending: 'p' } })).toEqual({ ok: false, reason: 'declined' });
    await expect(payments.refund('r1', 1_00, 1)).rejects.toThrow('provider down');
    expect(await payments.paymentStatus('r1')).toBe('success');
    expect(payments.verifyWebhook({}, '')).toEqual({ ok: false, reason: 'bad_signature' });
    expect(await payouts.createPayout({ reference: 'p1', amountMinor: 5_00, currency: 'EUR', method: 'card', returnUrls: { success: 's', fail: 'f', pending: 'p' } })).toEqual({ ok: true, redirectUrl: 'https://payouts.example/1' });
    const text = await metrics.text();
    expect(text).toContain(`skins_provider_calls_total${line('payment', 'probe', 'create_checkout')} 1`);
    expect(text).toContain(`skins_provider_failures_total${line('payment', 'probe', 'create_checkout')} 1`);
    expect(text).toContain(`skins_provider_calls_total${line('payment', 'probe', 'refund')} 1`);
    expect(text).toContain(`skins_provider_failures_total${line('payment', 'probe', 'refund')} 1`);
    expect(text).toContain(`skins_provider_calls_total${line('payment', 'probe', 'payment_status')} 1`);
    expect(text).not.toContain(`skins_provider_failures_total${line('payment', 'probe', 'payment_status')}`);
    expect(text).toContain(`skins_provider_calls_total${line('payout', 'probe-payouts', 'create_payout')} 1`);
    expect(text).not.toContain(`skins_provider_failures_total${line('payout', 'probe-payouts', 'create_payout')}`);
    expect(text).not.toContain('verify');
  });

  it('METRICS-6: no provider configured stays none (balance payments only, SEC-2)', () => {
    expect(meteredPaymentProvider(null, metricsOf())).toBeNull();
    expect(meteredPayoutProvider(null, metricsOf())).toBeNull();
  });
});
