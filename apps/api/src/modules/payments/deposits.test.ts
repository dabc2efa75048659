import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAndLedger, buyer, depositPayload, paymentOf, pressSandbox, refOf, sandboxToken, sendWebhook } from '../../../test/checkout-helpers.ts';
import { signBody, SIGNATURE_HEADER } from '../../adapters/payments/signature.ts';
import { DEV_WEBHOOK_SECRET } from '../../config.ts';
import { anyCountryId, checkoutPayload, itemInCarts } from '../../../test/checkout-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { insertUser, sessionFor, asBearer } from '../../../test/auth-helpers.ts';
import { items } from '../catalog/tables.ts';
import { orders } from '../checkout/tables.ts';
import { deposits, paymentEvents } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_INTERVAL_MS: '0' });
});
afterAll(async () => t?.close());

const topUp = (headers: Record<string, string>, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/deposit/checkout', headers, payload: body });
const statusOf = async (headers: Record<string, string>, id: number) => json(await t.app.inject({ method: 'GET', url: `/api/deposit/status/${id}`, headers }));

async function newTopUp(amount = 20) {
  const u = await buyer(t.db);
  const res = await topUp(u.headers, depositPayload({ amount }));
  expect(res.statusCode).toBe(200);
  const body = json(res);
  return { u, id: body.payload.id as number, ref: refOf(body.redirect_url), body };
}

describe('top-up rules', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['name', { name: '' }, 'name', 'First name is required'],
    ['surname', { surname: '' }, 'surname', 'Last name is required'],
    ['phone', { phone: '' }, 'phone', 'Phone number is required'],
    ['phone format', { phone: '+12-34' }, 'phone', 'Invalid phone format (e.g. +1234567890)'],
    ['email format', { email: 'nope' }, 'email', 'Invalid email format'],
    ['country', { country: '' }, 'country', 'Country is required'],
    ['city', { city: '' }, 'city', 'City is required'],
    ['address', { address: '' }, 'address', 'Address is required'],
    ['post code', { postCode: '' }, 'postCode', 'Postal code is required'],
    ['terms', { termsAccepted: false }, 'termsAccepted', 'You must accept the terms and conditions'],
    ['amount', { amount: 'abc' }, 'amount', 'Please enter a valid amount'],
    ['negative amount', { amount: -5 }, 'amount', 'Please enter a valid amount'],
    ['payment type', { paymentType: '' }, 'paymentType', 'Please select a payment method'],
  ];
  for (const [what, override, field, message] of cases) {
    it(`PAY-20: when the ${what} is invalid, then 422 '${message}'`, async () => {
      const u = await buyer(t.db);
      const res = await topUp(u.headers, depositPayload(override));
      expect(res.statusCode).toBe(422);
      expect(json(res).message).toBe(message);
      expect(json(res).errors[field]).toEqual([message]);
      expect(await t.db.select().from(deposits).where(eq(deposits.userId, u.id))).toEqual([]);
    });
  }

  it('PAY-21: when the amount is below the minimum top-up of the currency, then 422 Minimum top-up amount', async () => {
    const u = await buyer(t.db);
    const res = await topUp(u.headers, depositPayload({ amount: 0.5 }));
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ code: 'DEPOSIT_BELOW_MINIMUM', message: 'Minimum top-up amount: €1.00' });
  });

  it('PAY-28: when the amount is above the maximum top-up of the currency, then 422 Maximum top-up amount and nothing is recorded; the maximum itself is taken', async () => {
    const u = await buyer(t.db);
    const res = await topUp(u.headers, depositPayload({ amount: 1_000_000 }));
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ code: 'DEPOSIT_ABOVE_MAXIMUM', message: 'Maximum top-up amount: €10,000.00', errors: { amount: ['Maximum top-up amount: €10,000.00'] } });
    expect(await t.db.select().from(deposits).where(eq(deposits.userId, u.id))).toEqual([]);
    expect((await topUp(u.headers, depositPayload({ amount: 10_000 }))).statusCode).toBe(200);
    const settings = json(await t.app.inject({ url: '/api/settings?currency=EUR' })).payload;
    expect(settings.max_top_up).toBe(10_000);
  });

  it('PAY-20: when the currency is one the shop does not list, then 422 Invalid currency code and nothing is recorded; a listed one, any case, is taken', async () => {
    const u = await buyer(t.db);
    const res = await topUp(u.headers, depositPayload({ currency: 'XXX' }));
    expect([res.statusCode, json(res).code, json(res).message, json(res).errors.currency]).toEqual([422, 'DEPOSIT_INVALID_CURRENCY', 'Invalid currency code', ['Invalid currency code']]);
    expect(await t.db.select().from(deposits).where(eq(deposits.userId, u.id))).toEqual([]);
    expect((await topUp(u.headers, depositPayload({ currency: 'usd' }))).statusCode).toBe(200);
    const [row] = await t.db.select().from(deposits).where(eq(deposits.userId, u.id));
    expect(row?.currency).toBe('USD');
  });

  it('PAY-20: when the email is empty, then the account email is used; an unknown payment type is refused', async () => {
    const u = await buyer(t.db);
    expect((await topUp(u.headers, depositPayload({ email: '' }))).statusCode).toBe(200);
    const steamOnly = await insertUser(t.db, { email: null, steamid: `7656${Date.now()}` });
    const h = asBearer(await sessionFor(t.db, steamOnly.id));
    const noEmail = await topUp(h, depositPayload({ email: '' }));
    expect([noEmail.statusCode, json(noEmail).code, json(noEmail).message]).toEqual([422, 'DEPOSIT_EMAIL_REQUIRED', 'Email is required']);
    const bad = await topUp(u.headers, depositPayload({ paymentType: 'balance' }));
    expect([bad.statusCode, json(bad).code]).toEqual([422, 'CHECKOUT_PAYMENT_METHOD']);
    expect((await topUp({}, depositPayload())).statusCode).toBe(401);
  });
});

describe('top-up payment', () => {
  it('PAY-24: when the payment succeeds, then the balance is credited once through the ledger in credits', async () => {
    const { u, id, ref } = await newTopUp(20);
    expect((await statusOf(u.headers, id)).payload.status).toBe('Pending');
    await sendWebhook(t.app, { event_id: `e-${ref}`, payment_ref: ref, status: 'success' });
    expect((await statusOf(u.headers, id)).payload.status).toBe('Success');
    await sendWebhook(t.app, { event_id: `e2-${ref}`, payment_ref: ref, status: 'success' });
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 20_00, ledgerSum: 20_00, ledgerRows: 1 });
  });

  it('PAY-22: when the payment is declined, then the status is Error; another user gets 404', async () => {
    const { u, id, ref } = await newTopUp();
    await sendWebhook(t.app, { event_id: `e-${ref}`, payment_ref: ref, status: 'error' });
    expect((await statusOf(u.headers, id)).payload.status).toBe('Error');
    const other = await buyer(t.db);
    const res = await t.app.inject({ method: 'GET', url: `/api/deposit/status/${id}`, headers: other.headers });
    expect([res.statusCode, json(res).code]).toEqual([404, 'DEPOSIT_NOT_FOUND']);
    expect((await balanceAndLedger(t.db, u.id)).balance).toBe(0);
  });

  it('PAY-23: when a user has top-ups, then the history lists them as payment history rows, with a message (§7)', async () => {
    const { u, id, ref } = await newTopUp(25);
    await sendWebhook(t.app, { event_id: `e-${ref}`, payment_ref: ref, status: 'success' });
    const res = await t.app.inject({ method: 'GET', url: '/api/deposit/history', headers: u.headers });
    expect(json(res)).toMatchObject({ status: 'OK', message: 'Deposit history loaded' });
    expect(json(res).payload).toEqual([
      { id, created_at: expect.any(Number), description: 'Top Up Balance', sum: 25, payment_type: 'card', internal_currency_sum: 25, currency: 'EUR', status: 'success', state: 'success', payment_url: null },
    ]);
  });
});

describe('webhook', () => {
  it('PAY-10: when the signature is wrong or missing, then 401 and nothing changes', async () => {
    const { u, id, ref } = await newTopUp();
    const forged = await sendWebhook(t.app, { event_id: `e-${ref}`, payment_ref: ref, status: 'success' }, 'another-secret-0123456789');
    expect([forged.statusCode, json(forged).code]).toEqual([401, 'PAYMENT_SIGNATURE_INVALID']);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ event_id: 'x', payment_ref: ref, status: 'success' }) });
    expect(unsigned.statusCode).toBe(401);
    expect((await statusOf(u.headers, id)).payload.status).toBe('Pending');
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, `e-${ref}`))).toEqual([]);
  });

  it('PAY-10: when a signed body is malformed or names an unknown payment, then 400 or 404', async () => {
    const bad = await sendWebhook(t.app, { event_id: '', payment_ref: 'x', status: 'maybe' });
    expect([bad.statusCode, json(bad).code]).toEqual([400, 'PAYMENT_EVENT_INVALID']);
    const unknown = await sendWebhook(t.app, { event_id: 'e-unknown', payment_ref: 'pay_doesnotexist', status: 'success' });
    expect([unknown.statusCode, json(unknown).code]).toEqual([404, 'PAYMENT_NOT_FOUND']);
  });

  it('PAY-9: when the same event comes again, then it is a duplicate and changes nothing', async () => {
    const { u, ref } = await newTopUp();
    const ev = { event_id: `e-${ref}`, payment_ref: ref, status: 'success' };
    expect(json(await sendWebhook(t.app, ev)).payload.outcome).toBe('applied');
    expect(json(await sendWebhook(t.app, ev)).payload.outcome).toBe('duplicate');
    expect((await balanceAndLedger(t.db, u.id)).ledgerRows).toBe(1);
  });
});

describe('webhook freshness and amount (SEC-13)', () => {
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  it('SEC-13: when the signature is older than 5 minutes or from the future, then 401 and nothing changes; the retry signed anew credits once', async () => {
    const { u, id, ref } = await newTopUp(20);
    const ev = { event_id: `e-${ref}`, payment_ref: ref, status: 'success' };
    for (const sentAt of [nowSeconds() - 5 * 60 - 5, nowSeconds() + 5 * 60 + 5]) {
      const stale = await sendWebhook(t.app, ev, undefined, sentAt);
      expect([stale.statusCode, json(stale).code]).toEqual([401, 'PAYMENT_SIGNATURE_INVALID']);
    }
    expect((await statusOf(u.headers, id)).payload.status).toBe('Pending');
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, ev.event_id))).toEqual([]);
    expect(json(await sendWebhook(t.app, ev, undefined, nowSeconds() - 4 * 60)).payload.outcome).toBe('applied');
    expect(json(await sendWebhook(t.app, ev)).payload.outcome).toBe('duplicate');
    expect(await balanceAndLedger(t.db, u.id)).toEqual({ balance: 20_00, ledgerSum: 20_00, ledgerRows: 1 });
  });

  it('SEC-13: when the event names another amount or currency than the payment, then 422 and nothing changes', async () => {
    const { u, id, ref } = await newTopUp(20);
    for (const [n, wrong] of [{ amount: 20_01 }, { amount: 1 }, { currency: 'USD' }].entries()) {
      const res = await sendWebhook(t.app, { event_id: `e${n}-${ref}`, payment_ref: ref, status: 'success', ...wrong });
      expect([res.statusCode, json(res).code]).toEqual([422, 'PAYMENT_EVENT_MISMATCH']);
      expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, `e${n}-${ref}`))).toEqual([]);
    }
    expect((await statusOf(u.headers, id)).payload.status).toBe('Pending');
    expect((await balanceAndLedger(t.db, u.id)).balance).toBe(0);
  });

  it('SEC-13: an event without amount or currency is malformed', async () => {
    const { ref } = await newTopUp(20);
    const raw = JSON.stringify({ event_id: `e-${ref}`, payment_ref: ref, status: 'success' });
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(DEV_WEBHOOK_SECRET, raw) }, payload: raw });
    expect([res.statusCode, json(res).code]).toEqual([400, 'PAYMENT_EVENT_INVALID']);
  });
});

describe('sandbox provider page', () => {
  it('PAY-15: when the page is opened, then it shows the amount and three script-free forms', async () => {
    const { ref } = await newTopUp(20);
    const res = await t.app.inject({ method: 'GET', url: `/api/sandbox/pay/${ref}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('€20.00');
    for (const action of ['approve', 'decline', 'pending']) expect(res.body).toContain(`action="/api/sandbox/pay/${ref}/${action}"`);
    expect(res.body).not.toContain('<script');
    expect((await t.app.inject({ method: 'GET', url: '/api/sandbox/pay/pay_unknown000' })).statusCode).toBe(404);
  });

  const press = (ref: string, action: string, headers: Record<string, string> = {}) => pressSandbox(t.app, 'pay', ref, action, headers);

  it('PAY-15: when Approve is pressed on a top-up, then the webhook credits and the browser goes to the success page', async () => {
    const { u, id, ref } = await newTopUp(20);
    const res = await press(ref, 'approve', { cookie: 'skins_session=whatever' });
    expect(res.statusCode).toBe(303);
    const to = new URL(res.headers.location as string);
    expect(to.pathname).toBe('/success-payment');
    expect(Object.fromEntries(to.searchParams)).toEqual({ type: 'topup', order: String(id) });
    expect((await balanceAndLedger(t.db, u.id)).balance).toBe(20_00);
    expect((await paymentOf(t.db, ref)).status).toBe('success');
  });

  it('PAY-15: when Keep pending is pressed, then the browser goes to the pending page and nothing settles', async () => {
    const { id, ref } = await newTopUp();
    const res = await press(ref, 'pending');
    const to = new URL(res.headers.location as string);
    expect(to.pathname).toBe('/pending-payment');
    expect(to.searchParams.get('order')).toBe(String(id));
    expect((await paymentOf(t.db, ref)).status).toBe('pending');
  });

  it('PAY-15: when Decline is pressed on a card order, then the order fails, its items return and the browser goes to the fail page', async () => {
    const country = await anyCountryId(t.db);
    const u = await buyer(t.db);
    const item = await itemInCarts(t.db, [u.id], { priceCents: 9_00 });
    const res = await t.app.inject({ method: 'POST', url: '/api/purchase/product', headers: u.headers, payload: checkoutPayload(country, { paymentMethod: 'mbway', directPayment: true }) });
    const { redirect_url, payload } = json(res);
    const ref = refOf(redirect_url);
    const declined = await press(ref, 'decline');
    const to = new URL(declined.headers.location as string);
    expect(to.pathname).toBe('/fail-payment');
    expect(to.searchParams.get('type')).toBe('other');
    expect(to.searchParams.get('order_id')).toBe(String(payload.order_id));
    expect(to.searchParams.get('error')).toContain("We couldn't process your payment");
    expect((await t.db.select().from(orders).where(eq(orders.id, payload.order_id)))[0]!.status).toBe('failed');
    expect((await t.db.select().from(items).where(eq(items.id, item.id)))[0]!.status).toBe('available');
  });
});

describe('sandbox page forms (SEC-2)', () => {
  const post = (ref: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/sandbox/pay/${ref}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload });

  it('SEC-2: each form carries the page token; a post without it, with a forged one or with another payment\'s is a 403 that changes nothing', async () => {
    const { u, ref } = await newTopUp(20);
    const other = await newTopUp(20);
    const page = await t.app.inject(`/api/sandbox/pay/${ref}`);
    expect(page.body.match(/<input type="hidden" name="token" value="[^"]+">/g)).toHaveLength(3);
    // Under the app's no-referrer policy a browser would post `Origin: null`, refused below.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    const token = await sandboxToken(t.app, 'pay', ref);
    const [expires] = token.split('.');
    for (const payload of ['action=approve', 'token=&action=approve', `token=${expires}.${'0'.repeat(64)}`, `token=${encodeURIComponent(await sandboxToken(t.app, 'pay', other.ref))}`]) {
      const res = await post(ref, payload);
      expect([res.statusCode, json(res).code], payload).toEqual([403, 'AUTH_CSRF_MISMATCH']);
    }
    expect((await paymentOf(t.db, ref)).status).toBe('pending');
    expect((await balanceAndLedger(t.db, u.id)).balance).toBe(0);
  });

  it('SEC-2: a post from another origin is a 403 even with the token; the app\'s own origin is accepted', async () => {
    const { u, ref } = await newTopUp(20);
    const token = `token=${encodeURIComponent(await sandboxToken(t.app, 'pay', ref))}`;
    for (const origin of ['https://evil.example', 'null']) {
      const foreign = await post(ref, token, { origin });
      expect([foreign.statusCode, json(foreign).code]).toEqual([403, 'AUTH_CSRF_MISMATCH']);
    }
    expect((await paymentOf(t.db, ref)).status).toBe('pending');
    const own = await post(ref, token, { origin: 'http://localhost:3000' });
    expect(own.statusCode).toBe(303);
    expect((await balanceAndLedger(t.db, u.id)).balance).toBe(20_00);
  });
});
