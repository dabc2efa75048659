import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, insertUser, sessionFor } from '../../../test/auth-helpers.ts';
import { anyCountryId, balanceAndLedger, buyer, checkoutPayload, depositPayload, itemInCarts, purchaseRequest, refOf, sendWebhook } from '../../../test/checkout-helpers.ts';
import { createTestApp, json, productionEnv, type TestApp } from '../../../test/helpers.ts';
import { bankDetails, cardDetails, contact, insertOffer, offerState, post } from '../../../test/offer-helpers.ts';
import { DEV_WEBHOOK_SECRET } from '../../config.ts';
import { items } from '../catalog/tables.ts';
import { writeSetting } from '../content/service.ts';
import { orders } from '../checkout/tables.ts';
import { deposits, payments } from './tables.ts';

describe('production without a payment provider (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(productionEnv({ JOBS_INTERVAL_MS: '0' }));
    await writeSetting(t.db, 'offer_enabled', true);
  });
  afterAll(async () => t?.close());

  it('SEC-2: a top-up or a card checkout is a 503 that changes nothing, while a balance purchase still works', async () => {
    const country = await anyCountryId(t.db);
    const u = await buyer(t.db, 50_00);
    const topUp = await t.app.inject({ method: 'POST', url: '/api/deposit/checkout', headers: u.headers, payload: depositPayload() });
    expect([topUp.statusCode, json(topUp).code, json(topUp).message]).toEqual([503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'Card payments are not available right now.']);
    expect(await t.db.select().from(deposits).where(eq(deposits.userId, u.id))).toEqual([]);

    const item = await itemInCarts(t.db, [u.id], { priceCents: 10_00 });
    for (const paymentMethod of ['card', 'mbway']) {
      const card = await purchaseRequest(t.app, u.headers, checkoutPayload(country, { paymentMethod, directPayment: true }));
      expect([card.statusCode, json(card).code]).toEqual([503, 'PAYMENT_PROVIDER_UNAVAILABLE']);
    }
    expect(await t.db.select().from(orders).where(eq(orders.userId, u.id))).toEqual([]);
    expect((await t.db.select().from(items).where(eq(items.id, item.id)))[0]!.status).toBe('available');

    const byBalance = await purchaseRequest(t.app, u.headers, checkoutPayload(country));
    expect(byBalance.statusCode).toBe(200);
    expect(await balanceAndLedger(t.db, u.id)).toMatchObject({ balance: 40_00 });
  });

  it('SEC-2: no sandbox page, no sandbox webhook: every /api/sandbox route and the webhook paths are 404', async () => {
    const ref = 'pay_0123456789abcdef';
    for (const [method, url] of [
      ['GET', `/api/sandbox/pay/${ref}`],
      ['POST', `/api/sandbox/pay/${ref}/approve`],
      ['GET', `/api/sandbox/payout/po_0123456789abcdef`],
      ['POST', `/api/sandbox/payout/po_0123456789abcdef/approve`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: method === 'POST' ? 'action=approve' : undefined });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await sendWebhook(t.app, { event_id: 'e-prod', payment_ref: ref, status: 'success' })).statusCode).toBe(404);
    const payout = await t.app.inject({ method: 'POST', url: '/api/payouts/webhook/sandbox', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(payout.statusCode).toBe(404);
  });

  it('SEC-2: a card payout is a 503 that changes nothing; a bank payout still waits for the operator', async () => {
    const seller = await insertUser(t.db);
    const headers = asBearer(await sessionFor(t.db, seller.id));
    const card = await insertOffer(t.db, seller.id, 'ready_for_payout');
    const refused = await post(t.app, '/api/offer/request-payout/card-manual', headers, { id: card.id, ...contact, ...cardDetails });
    expect([refused.statusCode, json(refused).code]).toEqual([503, 'PAYOUT_PROVIDER_UNAVAILABLE']);
    expect(await offerState(t.db, card.id)).toMatchObject({ offer: { status: 'ready_for_payout' }, payouts: [] });

    const bank = await insertOffer(t.db, seller.id, 'ready_for_payout');
    const res = await post(t.app, '/api/offer/request-payout/sepa-manual', headers, { id: bank.id, ...contact, ...bankDetails });
    expect(res.statusCode).toBe(200);
    expect((await offerState(t.db, bank.id)).payouts[0]).toMatchObject({ method: 'sepa', status: 'processing' });
  });
});

describe('production with the sandbox allowed for a demo', () => {
  let t: TestApp;
  const logged: string[] = [];
  beforeAll(async () => {
    const env = productionEnv({ JOBS_INTERVAL_MS: '0', PAYMENT_PROVIDER: 'sandbox', ALLOW_UNSAFE_SANDBOX_IN_PRODUCTION: 'true', LOG_LEVEL: 'warn' });
    t = await createTestApp(env, { stream: { write: (line) => void logged.push(line) } });
  });
  afterAll(async () => t?.close());

  it('SEC-2: the server warns at start that the sandbox is on, and the sandbox works', async () => {
    const warnings = logged.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level === 40 && l.msg.includes('sandbox'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toMatch(/^UNSAFE: the sandbox payment provider is on in production/);
    const u = await buyer(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/deposit/checkout', headers: u.headers, payload: depositPayload() });
    expect(res.statusCode).toBe(200);
    expect(json(res).redirect_url).toMatch(/^https:\/\/shop\.example\/api\/sandbox\/pay\//);
  });

  it('SEC-1: a payment succeeded event signed with the development secret is refused and credits nothing', async () => {
    const u = await buyer(t.db);
    const ref = refOf(json(await t.app.inject({ method: 'POST', url: '/api/deposit/checkout', headers: u.headers, payload: depositPayload() })).redirect_url);
    const forged = await sendWebhook(t.app, { event_id: `e-${ref}`, payment_ref: ref, status: 'success' }, DEV_WEBHOOK_SECRET);
    expect([forged.statusCode, json(forged).code]).toEqual([401, 'PAYMENT_SIGNATURE_INVALID']);
    expect((await t.db.select().from(payments).where(eq(payments.providerRef, ref)))[0]!.status).toBe('pending');
    expect((await balanceAndLedger(t.db, u.id)).balance).toBe(0);
    const signed = await sendWebhook(t.app, { event_id: `e-${ref}`, payment_ref: ref, status: 'success' }, productionEnv().PAYMENT_WEBHOOK_SECRET);
    expect(json(signed).payload.outcome).toBe('applied');
  });
});
