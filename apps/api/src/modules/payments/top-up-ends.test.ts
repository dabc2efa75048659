import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAndLedger, buyer, depositPayload, refOf, sendWebhook } from '../../../test/checkout-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import type { MailMessage } from '../../adapters/mail/port.ts';
import type { PaymentProvider, ProviderPaymentStatus } from '../../adapters/payments/port.ts';
import { languages } from '../i18n/tables.ts';
import { deposits, payments } from './tables.ts';
import { DELAYED_TOP_UP_MAX_MS, endStaleTopUps, TOP_UP_PAYMENT_WINDOW_MS } from './top-up-ends.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_INTERVAL_MS: '0' });
});
afterAll(async () => t?.close());

async function pendingTopUp(amount = 20) {
  const u = await buyer(t.db);
  const res = await t.app.inject({ method: 'POST', url: '/api/deposit/checkout', headers: u.headers, payload: depositPayload({ amount }) });
  expect(res.statusCode).toBe(200);
  const body = json(res);
  return { u, id: body.payload.id as number, ref: refOf(body.redirect_url), url: body.redirect_url as string };
}
const history = async (headers: Record<string, string>) => json(await t.app.inject({ method: 'GET', url: '/api/deposit/history', headers })).payload;
const statusOf = async (headers: Record<string, string>, id: number) => json(await t.app.inject({ method: 'GET', url: `/api/deposit/status/${id}`, headers })).payload.status;
const cancel = (headers: Record<string, string>, id: number) => t.app.inject({ method: 'POST', url: `/api/deposit/${id}/cancel`, headers });
/** Moves a top-up's last change `ms` into the past, as if the customer had left its payment page that long ago. */
const age = (id: number, ms: number) => t.db.update(deposits).set({ createdAt: new Date(Date.now() - ms), updatedAt: new Date(Date.now() - ms) }).where(eq(deposits.id, id));
/** A provider that answers `status` of every payment it is asked about, and notes the references. */
function providerSaying(status: ProviderPaymentStatus | 'unknown', asked: string[] = []): PaymentProvider {
  return {
    name: 'sandbox',
    createCheckout: async () => ({ ok: false, reason: 'not here' }),
    verifyWebhook: () => ({ ok: false, reason: 'bad_signature' }),
    refund: async () => ({ ok: false, reason: 'not here', refused: true }),
    paymentStatus: async (reference) => {
      asked.push(reference);
      return status;
    },
  };
}
const mailed: MailMessage[] = [];
const sweep = (provider: PaymentProvider) => endStaleTopUps({ db: t.db, mail: { send: async (m) => void mailed.push(m) }, log: t.app.log, publicUrl: 'http://shop.test' }, provider, new Date());

describe('a pending top-up: pay now or cancel (PAY-33)', () => {
  it("PAY-33: a pending top-up's history row names its state and the provider's page; once paid, neither is offered", async () => {
    const { u, id, ref, url } = await pendingTopUp();
    expect((await history(u.headers))[0]).toMatchObject({ id, status: 'pending', state: 'pending', payment_url: url });
    await sendWebhook(t.app, { event_id: `e-${ref}`, payment_ref: ref, status: 'success' });
    expect((await history(u.headers))[0]).toMatchObject({ id, status: 'success', state: 'success', payment_url: null });
  });

  it('PAY-33: the customer cancels a pending top-up: it says cancelled and credits nothing; again, or once paid, is a 409; another customer\'s is a 404', async () => {
    const { u, id } = await pendingTopUp();
    const res = await cancel(u.headers, id);
    expect([res.statusCode, json(res)]).toEqual([200, { status: 'OK', message: 'Top-up cancelled.' }]);
    expect((await history(u.headers))[0]).toMatchObject({ id, status: 'error', state: 'cancelled', payment_url: null });
    expect(await statusOf(u.headers, id)).toBe('Cancelled');
    const again = await cancel(u.headers, id);
    expect([again.statusCode, json(again).code, json(again).message]).toEqual([409, 'DEPOSIT_NOT_PENDING', 'This top-up is no longer waiting for its payment, so it cannot be cancelled.']);
    const other = await buyer(t.db);
    expect(json(await cancel(other.headers, id)).code).toBe('DEPOSIT_NOT_FOUND');
    expect((await balanceAndLedger(t.db, u.id)).balance).toBe(0);
  });

  it('PAY-33: the refusal is in the request\'s language', async () => {
    const { u, id } = await pendingTopUp();
    await cancel(u.headers, id);
    const [de] = await t.db.select().from(languages).where(eq(languages.code, 'de'));
    const res = await t.app.inject({ method: 'POST', url: `/api/deposit/${id}/cancel`, headers: u.headers, payload: { lang_id: de!.id } });
    expect(json(res).message).toBe('Diese Aufladung wartet nicht mehr auf ihre Zahlung und kann daher nicht storniert werden.');
  });

  it('PAY-34: a payment the provider takes after the customer cancelled is credited once all the same (the money was taken)', async () => {
    const { u, id, ref } = await pendingTopUp(15);
    await cancel(u.headers, id);
    await sendWebhook(t.app, { event_id: `late-${ref}`, payment_ref: ref, status: 'success' });
    await sendWebhook(t.app, { event_id: `late2-${ref}`, payment_ref: ref, status: 'success' });
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 15_00, ledgerSum: 15_00, ledgerRows: 1 });
    expect((await history(u.headers))[0]).toMatchObject({ id, state: 'success' });
  });
});

describe('a top-up whose payment never reports back (PAY-35)', () => {
  it('PAY-35: within its payment window a pending top-up is left alone, and the provider is not asked', async () => {
    const { u, id } = await pendingTopUp();
    await age(id, TOP_UP_PAYMENT_WINDOW_MS - 60_000);
    const asked: string[] = [];
    await sweep(providerSaying('unknown', asked));
    expect((await history(u.headers)).find((r: { id: number }) => r.id === id)).toMatchObject({ state: 'pending' });
    const [p] = await t.db.select().from(payments).where(eq(payments.depositId, id));
    expect(asked).not.toContain(p!.providerRef);
  });

  it('PAY-35: after the window the provider is asked once; a payment it never saw expires the top-up, which the customer sees (history and status), and credits nothing', async () => {
    const { u, id, ref } = await pendingTopUp();
    await age(id, TOP_UP_PAYMENT_WINDOW_MS + 60_000);
    const asked: string[] = [];
    const ended = await sweep(providerSaying('unknown', asked));
    expect(ended.expired).toContain(id);
    expect(asked.filter((r) => r === ref)).toHaveLength(1);
    expect((await history(u.headers))[0]).toMatchObject({ id, status: 'error', state: 'expired', payment_url: null });
    expect(await statusOf(u.headers, id)).toBe('Error');
    expect((await sweep(providerSaying('unknown', asked))).expired).not.toContain(id);
    expect(asked.filter((r) => r === ref)).toHaveLength(1);
    expect((await balanceAndLedger(t.db, u.id)).balance).toBe(0);
  });

  it('PAY-35: a payment the provider took whose webhook was lost is credited once, and mailed', async () => {
    const { u, id, ref } = await pendingTopUp(30);
    await age(id, TOP_UP_PAYMENT_WINDOW_MS + 60_000);
    const ended = await sweep(providerSaying('success'));
    expect(ended.credited).toContain(id);
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 30_00, ledgerSum: 30_00, ledgerRows: 1 });
    expect((await history(u.headers))[0]).toMatchObject({ id, state: 'success' });
    expect(mailed.some((m) => m.to === u.email)).toBe(true);
    // The webhook arrives after all: the payment is already settled, nothing is credited twice.
    await sendWebhook(t.app, { event_id: `after-${ref}`, payment_ref: ref, status: 'success' });
    expect((await balanceAndLedger(t.db, u.id)).ledgerRows).toBe(1);
  });

  it('PAY-35: a delayed payment still on its way (a Multibanco voucher) is waited for and asked again a window later; past the longest wait it expires', async () => {
    const { u, id } = await pendingTopUp();
    await age(id, TOP_UP_PAYMENT_WINDOW_MS + 60_000);
    const asked: string[] = [];
    await sweep(providerSaying('pending', asked));
    expect((await history(u.headers))[0]).toMatchObject({ id, state: 'pending' });
    const count = asked.length;
    await sweep(providerSaying('pending', asked));
    expect(asked.length).toBe(count);
    await age(id, DELAYED_TOP_UP_MAX_MS + 60_000);
    await sweep(providerSaying('pending', asked));
    expect((await history(u.headers))[0]).toMatchObject({ id, state: 'expired' });
  });

  it('PAY-34: a payment that lands after its top-up expired is credited once', async () => {
    const { u, id, ref } = await pendingTopUp(12);
    await age(id, TOP_UP_PAYMENT_WINDOW_MS + 60_000);
    await sweep(providerSaying('unknown'));
    await sendWebhook(t.app, { event_id: `late-${ref}`, payment_ref: ref, status: 'success' });
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 12_00, ledgerSum: 12_00, ledgerRows: 1 });
    expect((await history(u.headers))[0]).toMatchObject({ id, state: 'success' });
  });
});
