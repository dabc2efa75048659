import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyCountryId, balanceAndLedger, buyer, checkoutPayload, depositPayload, itemInCarts, paymentOf } from '../../../test/checkout-helpers.ts';
import { mailTo } from '../../../test/auth-helpers.ts';
import { deliverToApp, startFakeStripe, type FakeSession, type FakeStripe } from '../../../test/fake-stripe.ts';
import { createTestApp, json, productionEnv, type TestApp } from '../../../test/helpers.ts';
import { person } from '../../../test/offer-helpers.ts';
import { createSandboxProvider } from '../../adapters/payments/sandbox.ts';
import { createStripeProvider } from '../../adapters/payments/stripe.ts';
import { loadConfig } from '../../config.ts';
import { items } from '../catalog/tables.ts';
import { orders } from '../checkout/tables.ts';
import { paymentEvents } from './tables.ts';

const WEBHOOK_SECRET = 'whsec_fakeStripeEndpointSecret';
const SECRET_KEY = 'sk_test_fakeStripeKey';
const STRIPE_ENV = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };

let fake: FakeStripe;
let t: TestApp;
let country: number;
beforeAll(async () => {
  fake = await startFakeStripe(WEBHOOK_SECRET);
  t = await createTestApp({ JOBS_INTERVAL_MS: '0', ...STRIPE_ENV, STRIPE_API_BASE: fake.apiBase });
  fake.deliver = deliverToApp(t.app);
  country = await anyCountryId(t.db);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const stripe = () => createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: fake.apiBase });

/** A card (or other method) order of one 9 € item, opened at the fake Stripe. */
async function newOrder(paymentMethod = 'card') {
  const u = await buyer(t.db);
  const item = await itemInCarts(t.db, [u.id], { priceCents: 9_00 });
  const res = await t.app.inject({ method: 'POST', url: '/api/purchase/product', headers: u.headers, payload: checkoutPayload(country, { paymentMethod, directPayment: true }) });
  expect(res.statusCode).toBe(200);
  const body = json(res);
  const session = fake.sessionOf(body.redirect_url);
  return { u, item, orderId: body.payload.order_id as number, session, ref: session.client_reference_id ?? '' };
}

const orderStatus = async (id: number) => (await t.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
const itemStatus = async (id: number) => (await t.db.select({ s: items.status }).from(items).where(eq(items.id, id)))[0]!.s;

/** Presses a button of the fake hosted checkout page; answers where the browser goes next. */
async function press(session: FakeSession, action: 'approve' | 'pending' | 'decline'): Promise<URL> {
  const res = await fetch(`${session.url}/${action}`, { method: 'POST', redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

describe('Stripe configuration (STRIPE-1)', () => {
  it('STRIPE-1: PAYMENT_PROVIDER=stripe without its keys refuses to start and names both', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: must be set when PAYMENT_PROVIDER=stripe[\s\S]*STRIPE_WEBHOOK_SECRET: must be set/);
    expect(() => loadConfig({ ...STRIPE_ENV, STRIPE_WEBHOOK_SECRET: 'not-a-whsec' })).toThrow(/STRIPE_WEBHOOK_SECRET: must be the webhook endpoint signing secret/);
  });

  it('STRIPE-1: production starts with Stripe and its keys, refuses a fake API address, and the sandbox stays the default elsewhere', () => {
    expect(loadConfig(productionEnv(STRIPE_ENV)).PAYMENT_PROVIDER).toBe('stripe');
    expect(() => loadConfig(productionEnv({ ...STRIPE_ENV, STRIPE_API_BASE: 'http://127.0.0.1:1' }))).toThrow(/STRIPE_API_BASE is for tests only/);
    expect(() => loadConfig(productionEnv({ PAYMENT_PROVIDER: 'sandbox' }))).toThrow(/ALLOW_UNSAFE_SANDBOX_IN_PRODUCTION/);
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('STRIPE-1: with Stripe on, the sandbox page and webhook do not exist', async () => {
    expect((await t.app.inject('/api/sandbox/pay/pay_0123456789abcdef')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', payload: {} })).statusCode).toBe(404);
  });
});

describe('Stripe Checkout Sessions (STRIPE-2)', () => {
  it('STRIPE-2: a card order opens one session in euro cents with its reference, the card method, the §2 result pages and an idempotency key', async () => {
    const { orderId, session, ref } = await newOrder();
    expect(ref).toMatch(/^pay_[0-9a-f]{32}$/);
    expect(session).toMatchObject({ amount_total: 9_00, currency: 'eur', metadata: { reference: ref }, allowed_payment_method_types: ['card'] });
    expect(new URL(session.success_url).pathname).toBe('/success-payment');
    expect(new URL(session.success_url).searchParams.get('order_id')).toBe(String(orderId));
    expect(new URL(session.cancel_url).pathname).toBe('/fail-payment');
    const created = fake.requests.find((r) => r.path === '/v1/checkout/sessions' && r.body.get('client_reference_id') === ref);
    expect(created?.idempotencyKey).toBe(`checkout-${ref}`);
    expect(created?.body.get('payment_intent_data[metadata][reference]')).toBe(ref);
    expect((await paymentOf(t.db, ref)).redirectUrl).toBe(session.url);
  });

  it('STRIPE-2: MB WAY and Multibanco open their Stripe methods; a Multibanco buyer comes back to the pending page', async () => {
    expect((await newOrder('mbway')).session.allowed_payment_method_types).toEqual(['mb_way']);
    const multibanco = (await newOrder('multibanco')).session;
    expect(multibanco.allowed_payment_method_types).toEqual(['multibanco']);
    expect(new URL(multibanco.success_url).pathname).toBe('/pending-payment');
  });

  it('STRIPE-2: when Stripe refuses the session, then CHECKOUT_FAILED and the order is not kept', async () => {
    const refusing = createStripeProvider({ secretKey: 'sk_live_notAcceptedByTheFake', webhookSecret: WEBHOOK_SECRET, apiBase: fake.apiBase });
    const res = await refusing.createCheckout({ reference: 'pay_refused0001', amountCents: 100, method: 'card', returnUrls: { success: 'http://x/s', fail: 'http://x/f', pending: 'http://x/p' } });
    expect(res).toMatchObject({ ok: false, reason: expect.stringContaining('Invalid API Key') });
    expect(await refusing.createCheckout({ reference: 'pay_refused0002', amountCents: 100, method: 'paypal', returnUrls: { success: 'http://x/s', fail: 'http://x/f', pending: 'http://x/p' } })).toMatchObject({ ok: false });
  });

  it('STRIPE-2: a top-up opens a session for its euro amount and the topup result pages', async () => {
    const u = await buyer(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/deposit/checkout', headers: u.headers, payload: depositPayload({ amount: 20 }) });
    const session = fake.sessionOf(json(res).redirect_url);
    expect(session.amount_total).toBe(20_00);
    expect(new URL(session.success_url).searchParams.get('type')).toBe('topup');
  });
});

describe('Stripe webhook events (STRIPE-3, STRIPE-4, STRIPE-5, STRIPE-6)', () => {
  it('STRIPE-3: checkout.session.completed, paid: the order is paid, its items sold, and the buyer goes to the success page', async () => {
    const { orderId, item, session } = await newOrder();
    const to = await press(session, 'approve');
    expect(to.pathname).toBe('/success-payment');
    expect(await orderStatus(orderId)).toBe('processing');
    expect(await itemStatus(item.id)).toBe('sold');
  });

  it('STRIPE-3: a paid top-up credits the balance once through the ledger', async () => {
    const u = await buyer(t.db);
    const res = await t.app.inject({ method: 'POST', url: '/api/deposit/checkout', headers: u.headers, payload: depositPayload({ amount: 20 }) });
    await press(fake.sessionOf(json(res).redirect_url), 'approve');
    expect(await balanceAndLedger(t.db, u.id)).toMatchObject({ balance: 20_00, ledgerSum: 20_00, ledgerRows: 1 });
  });

  it('STRIPE-4: completed unpaid (Multibanco) keeps the order pending; async_payment_succeeded then pays it', async () => {
    const { orderId, session, ref } = await newOrder('multibanco');
    expect((await press(session, 'pending')).pathname).toBe('/pending-payment');
    expect(await orderStatus(orderId)).toBe('pending');
    expect((await paymentOf(t.db, ref)).status).toBe('pending');
    const settled = await fake.settleAsync(session.id, 'succeeded');
    expect(json(settled).payload.outcome).toBe('applied');
    expect(await orderStatus(orderId)).toBe('processing');
  });

  it('STRIPE-4: async_payment_failed fails the order and returns its items to the shop', async () => {
    const { orderId, item, session } = await newOrder('multibanco');
    await press(session, 'pending');
    await fake.settleAsync(session.id, 'failed');
    expect(await orderStatus(orderId)).toBe('failed');
    expect(await itemStatus(item.id)).toBe('available');
  });

  it('STRIPE-4: checkout.session.expired (the decline path) cancels the order and sends the buyer to the fail page', async () => {
    const { orderId, item, session, ref } = await newOrder();
    const to = await press(session, 'decline');
    expect(to.pathname).toBe('/fail-payment');
    expect(await orderStatus(orderId)).toBe('cancelled');
    expect(await itemStatus(item.id)).toBe('available');
    expect((await paymentOf(t.db, ref)).status).toBe('cancelled');
  });

  it('STRIPE-4: the same event delivered again is a duplicate and changes nothing; a late expiry after payment changes nothing', async () => {
    const { orderId, session, ref } = await newOrder();
    const first = await fake.send('checkout.session.completed', { ...session, payment_status: 'paid', status: 'complete' });
    expect(json(first).payload.outcome).toBe('applied');
    const again = await fake.resend(first.raw);
    expect(again.status).toBe(200);
    expect(json(again).payload.outcome).toBe('duplicate');
    expect(json(await fake.send('checkout.session.expired', { ...session, status: 'expired' })).payload.outcome).toBe('no_change');
    expect(await orderStatus(orderId)).toBe('processing');
    const payment = await paymentOf(t.db, ref);
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id))).toHaveLength(2);
  });

  it('STRIPE-4: an event whose amount or currency is not the order\'s is refused (SEC-13) and changes nothing', async () => {
    const { orderId, session } = await newOrder();
    const paid = { ...session, payment_status: 'paid', status: 'complete' };
    const cheaper = await fake.send('checkout.session.completed', { ...paid, amount_total: 1 });
    expect(cheaper.status).toBe(422);
    expect(json(cheaper).code).toBe('PAYMENT_EVENT_MISMATCH');
    expect((await fake.send('checkout.session.completed', { ...paid, currency: 'usd' })).status).toBe(422);
    expect(await orderStatus(orderId)).toBe('pending');
  });

  it('STRIPE-4: a bad or missing Stripe signature is refused and changes nothing', async () => {
    const { orderId, session } = await newOrder();
    const forged = await fake.send('checkout.session.completed', { ...session, payment_status: 'paid' }, 'whsec_someoneElsesSecret');
    expect(forged.status).toBe(401);
    expect(json(forged).code).toBe('PAYMENT_SIGNATURE_INVALID');
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/stripe', headers: { 'content-type': 'application/json' }, payload: forged.raw });
    expect(unsigned.statusCode).toBe(401);
    expect(await orderStatus(orderId)).toBe('pending');
  });

  it('STRIPE-4: a signed event of a followed type without its fields is malformed (400)', async () => {
    const res = await fake.send('checkout.session.completed', { id: 'cs_test_broken' });
    expect(res.status).toBe(400);
    expect(json(res).code).toBe('PAYMENT_EVENT_INVALID');
  });

  it('STRIPE-6: an event the shop does not follow, or a session of another integration, is answered 200 and ignored', async () => {
    const other = await fake.send('customer.created', { id: 'cus_1', object: 'customer' });
    expect(other.status).toBe(200);
    expect(json(other).payload.outcome).toBe('ignored');
    const foreign = await fake.send('checkout.session.completed', { id: 'cs_test_other', client_reference_id: null, metadata: {}, amount_total: 500, currency: 'eur', payment_status: 'paid' });
    expect(json(foreign).payload.outcome).toBe('ignored');
  });
});

describe('refunds (STRIPE-5, STRIPE-7)', () => {

  it('STRIPE-7: a refund goes back through the Refund API with an idempotency key; charge.refunded marks the payment refunded once', async () => {
    const { session, ref } = await newOrder();
    await press(session, 'approve');
    const refund = await stripe().refund(ref, 9_00, 1);
    expect(refund).toMatchObject({ ok: true, refundId: expect.stringMatching(/^re_/) });
    const sent = fake.requests.filter((r) => r.path === '/v1/refunds' && r.body.get('metadata[reference]') === ref);
    expect(sent.map((r) => r.idempotencyKey)).toEqual([`refund-${ref}-900-1`]);
    expect(sent[0]?.body.get('amount')).toBe('900');
    expect((await paymentOf(t.db, ref)).status).toBe('refunded');
    const later = await fake.send('charge.refunded', { id: 'ch_again', object: 'charge', amount: 9_00, currency: 'eur', refunded: true, metadata: { reference: ref } });
    expect(json(later).payload.outcome).toBe('no_change');
    // The retried call is answered from the idempotency key: the same refund, no second one.
    expect(await stripe().refund(ref, 9_00, 1)).toEqual(refund);
  });

  it('STRIPE-5: a partial refund leaves the payment paid; a refund of an unknown payment is a result, not a throw', async () => {
    const { session, ref } = await newOrder();
    await press(session, 'approve');
    expect(await stripe().refund(ref, 1_00, 1)).toMatchObject({ ok: true });
    expect((await paymentOf(t.db, ref)).status).toBe('success');
    expect(await stripe().refund('pay_neverPaidAnywhere', 1_00, 1)).toMatchObject({ ok: false });
    expect(await stripe().refund('bad ref', 1_00, 1)).toMatchObject({ ok: false });
  });

  it('STRIPE-7: the sandbox refunds without moving money and refuses a bad amount', async () => {
    const sandbox = createSandboxProvider({ publicUrl: 'http://localhost', secret: 'dev-secret-0123456789' });
    expect(await sandbox.refund('pay_0123456789abcdef', 5_00, 1)).toMatchObject({ ok: true, refundId: expect.stringMatching(/^re_sandbox_/) });
    expect(await sandbox.refund('pay_0123456789abcdef', 0, 1)).toMatchObject({ ok: false });
  });
});

describe('the back office refunds a Stripe card order to the card (DELIV-6, DELIV-7)', () => {
  const refundToCard = (orderId: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/operator/orders/${orderId}/refund`, headers, payload: { reason: 'Out of stock', to: 'card' } });
  const detail = async (orderId: number, headers: Record<string, string>) => json(await t.app.inject({ url: `/api/operator/orders/${orderId}`, headers })).payload;
  const refundKinds = async (email: string) => (await mailTo(t.db, email)).map((m) => m.kind).filter((k) => k.startsWith('order_refund'));

  it('DELIV-6, DELIV-7: one Stripe Refund of the order amount on its payment intent, with the idempotency key; the order records it, the balance stays, the buyer gets the card refund mail; a later charge.refunded changes nothing more', async () => {
    const op = await person(t.db, 'operator');
    const { u, orderId, session, ref } = await newOrder();
    await press(session, 'approve');
    const before = await balanceAndLedger(t.db, u.id);
    const res = await refundToCard(orderId, op.headers);
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toMatchObject({ id: orderId, status: 'processing', refunded: 9, refunded_to: 'card', refund_reason: 'Out of stock', payments: [{ amount: 9, status: 'refunded' }] });
    const sent = fake.requests.filter((r) => r.path === '/v1/refunds' && r.body.get('metadata[reference]') === ref);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toBe(`refund-${ref}-900-1`);
    expect(sent[0]!.body.get('payment_intent')).toBe(session.payment_intent);
    expect(sent[0]!.body.get('amount')).toBe('900');
    // No currency is sent: Stripe refunds in the payment intent's, euro (the charge.refunded it sent passed the SEC-13 check).
    expect(sent[0]!.body.get('currency')).toBeNull();
    const refunded = fake.events.filter((e) => e.raw.includes('"charge.refunded"') && e.raw.includes(ref));
    expect(refunded.map((e) => [e.status, json(e).payload.outcome])).toEqual([[200, 'applied']]);
    expect(JSON.parse(refunded[0]!.raw).data.object).toMatchObject({ amount_refunded: 900, currency: 'eur', refunded: true });
    expect(await balanceAndLedger(t.db, u.id)).toEqual(before);
    expect(await refundKinds(u.email!)).toEqual(['order_refund_card']);

    // Stripe delivers charge.refunded again, and the dashboard's own notice of the same refund comes later: neither changes anything.
    const after = await detail(orderId, op.headers);
    expect(json(await fake.resend(refunded[0]!.raw)).payload.outcome).toBe('duplicate');
    const later = await fake.send('charge.refunded', { id: 'ch_later', object: 'charge', amount: 9_00, amount_refunded: 9_00, currency: 'eur', refunded: true, payment_intent: session.payment_intent, metadata: { reference: ref } });
    expect([later.status, json(later).payload.outcome]).toEqual([200, 'no_change']);
    expect(await detail(orderId, op.headers)).toEqual(after);
    expect(await balanceAndLedger(t.db, u.id)).toEqual(before);
    expect(await refundKinds(u.email!)).toEqual(['order_refund_card']);
    const twice = await refundToCard(orderId, op.headers);
    expect([twice.statusCode, json(twice).code]).toEqual([409, 'OPS_ORDER_ALREADY_REFUNDED']);
    expect(fake.requests.filter((r) => r.path === '/v1/refunds' && r.body.get('metadata[reference]') === ref)).toHaveLength(1);
  });

  const auditOf = async (orderId: number, headers: Record<string, string>) =>
    (json(await t.app.inject({ url: `/api/operator/audit?target_type=order&target_id=${orderId}`, headers })).payload as { action: string; after: Record<string, unknown> }[]).map((a) => [a.action, a.after]);
  const refundKeys = (ref: string) => fake.requests.filter((r) => r.path === '/v1/refunds' && r.body.get('metadata[reference]') === ref).map((r) => r.idempotencyKey);

  it('DELIV-6, DELIV-11, DELIV-12: when Stripe refuses the refund, then a 502 with the provider\'s message, the order, payment and balance unchanged, no mail and no refund in the audit log (the refusal is, as what it is); Stripe replays the refusal for its key, so the next try asks with a new key and goes through', async () => {
    const op = await person(t.db, 'operator');
    const { u, orderId, session, ref } = await newOrder();
    await press(session, 'approve');
    const before = await balanceAndLedger(t.db, u.id);
    fake.refuseRefunds = 'Charge ch_1 is disputed.';
    try {
      const res = await refundToCard(orderId, op.headers);
      expect([res.statusCode, json(res).code, json(res).message]).toEqual([
        502,
        'OPS_REFUND_PROVIDER_FAILED',
        'The payment provider did not take the refund. Nothing was changed; try again later. The provider said: Charge ch_1 is disputed.',
      ]);
    } finally {
      fake.refuseRefunds = null;
    }
    expect(await detail(orderId, op.headers)).toMatchObject({ status: 'processing', refunded: null, refunded_to: null, refund_reason: null, payments: [{ status: 'success' }] });
    expect(await balanceAndLedger(t.db, u.id)).toEqual(before);
    expect(await refundKinds(u.email!)).toEqual([]);
    expect(await auditOf(orderId, op.headers)).toEqual([
      ['order.refund_refused', { amount: 9, reason: 'Out of stock', to: 'card', provider_message: 'Charge ch_1 is disputed.', attempt: 1, definite: true }],
    ]);
    // Stripe keeps the refusal under its key: the same key would be refused again even now the charge is refundable.
    expect(await stripe().refund(ref, 9_00, 1)).toEqual({ ok: false, reason: 'Charge ch_1 is disputed.', refused: true });
    const res = await refundToCard(orderId, op.headers);
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toMatchObject({ refunded: 9, refunded_to: 'card', payments: [{ status: 'refunded' }] });
    expect(refundKeys(ref)).toEqual([`refund-${ref}-900-1`, `refund-${ref}-900-1`, `refund-${ref}-900-2`]);
    expect(await refundKinds(u.email!)).toEqual(['order_refund_card']);
    const audit = await auditOf(orderId, op.headers);
    expect(audit.map(([action]) => action).sort()).toEqual(['order.refund', 'order.refund_refused']);
    expect(audit.find(([action]) => action === 'order.refund')![1]).toMatchObject({ refunded: 9, to: 'card', attempt: 2, provider_refund: expect.stringMatching(/^re_/) });
  });

  it('DELIV-11: when Stripe\'s answer is lost (the refund may have been made), the refund is taken back with a 502 and the next try keeps the key: Stripe replays the refund it made, one refund in all', async () => {
    const op = await person(t.db, 'operator');
    const { u, orderId, session, ref } = await newOrder();
    await press(session, 'approve');
    // The library tries three times (maxNetworkRetries 2); every answer is lost.
    fake.dropRefundAnswers = 3;
    try {
      const res = await refundToCard(orderId, op.headers);
      expect([res.statusCode, json(res).code]).toEqual([502, 'OPS_REFUND_PROVIDER_FAILED']);
    } finally {
      fake.dropRefundAnswers = 0;
    }
    expect(await detail(orderId, op.headers)).toMatchObject({ refunded: null, refunded_to: null });
    expect(await refundKinds(u.email!)).toEqual([]);
    expect(await auditOf(orderId, op.headers)).toEqual([['order.refund_refused', expect.objectContaining({ attempt: 1, definite: false })]]);
    const balanceBefore = await balanceAndLedger(t.db, u.id);
    const res = await refundToCard(orderId, op.headers);
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toMatchObject({ refunded: 9, refunded_to: 'card' });
    expect(new Set(refundKeys(ref))).toEqual(new Set([`refund-${ref}-900-1`]));
    // One Refund was made: one charge.refunded, when it was carried out the first time.
    expect(fake.events.filter((e) => e.raw.includes('"charge.refunded"') && e.raw.includes(ref))).toHaveLength(1);
    expect(await refundKinds(u.email!)).toEqual(['order_refund_card']);
    expect(await balanceAndLedger(t.db, u.id)).toEqual(balanceBefore);
  });

  it('DELIV-13: when Stripe made a refund whose answer was lost (its charge.refunded came), the order cannot also be refunded to the balance: 409 and nothing changes; the card retry then records that refund', async () => {
    const op = await person(t.db, 'operator');
    const { u, orderId, ref } = await newOrder().then(async (o) => (await press(o.session, 'approve'), o));
    fake.dropRefundAnswers = 3;
    try {
      expect((await refundToCard(orderId, op.headers)).statusCode).toBe(502);
    } finally {
      fake.dropRefundAnswers = 0;
    }
    // Stripe carried the refund out and said so: the payment is refunded, the order still shows none.
    expect((await paymentOf(t.db, ref))?.status).toBe('refunded');
    expect(await detail(orderId, op.headers)).toMatchObject({ refunded: null, refunded_to: null });
    const before = await balanceAndLedger(t.db, u.id);
    const toBalance = await t.app.inject({ method: 'POST', url: `/api/operator/orders/${orderId}/refund`, headers: op.headers, payload: { reason: 'Out of stock' } });
    expect([toBalance.statusCode, json(toBalance).code]).toEqual([409, 'OPS_REFUND_MADE_AT_PROVIDER']);
    expect(await balanceAndLedger(t.db, u.id)).toEqual(before);
    expect(await detail(orderId, op.headers)).toMatchObject({ refunded: null, refunded_to: null });
    expect(await refundKinds(u.email!)).toEqual([]);
    const toCard = await refundToCard(orderId, op.headers);
    expect(json(toCard).payload).toMatchObject({ refunded: 9, refunded_to: 'card' });
    expect(await balanceAndLedger(t.db, u.id)).toEqual(before);
    expect(fake.events.filter((e) => e.raw.includes('"charge.refunded"') && e.raw.includes(ref))).toHaveLength(1);
  });
});

describe('asking Stripe about a payment (PAY-35)', () => {
  it("PAY-35: a paid session's payment is a success, a voucher still to be paid is pending, one never paid or an unknown reference is unknown", async () => {
    const paid = await newOrder();
    await press(paid.session, 'approve');
    expect(await stripe().paymentStatus(paid.ref)).toBe('success');
    const voucher = await newOrder('multibanco');
    await press(voucher.session, 'pending');
    expect(await stripe().paymentStatus(voucher.ref)).toBe('pending');
    await fake.settleAsync(voucher.session.id, 'failed');
    expect(await stripe().paymentStatus(voucher.ref)).toBe('unknown');
    const left = await newOrder();
    expect(await stripe().paymentStatus(left.ref)).toBe('unknown');
    expect(await stripe().paymentStatus('not a reference')).toBe('unknown');
  });
});
