import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAndLedger, buyer, depositPayload, paymentOf, pressSandbox, refOf, sendWebhook } from '../../../test/checkout-helpers.ts';
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

  it('PAY-23: when a user has top-ups, then the history lists them as payment history rows', async () => {
    const { u, id, ref } = await newTopUp(25);
    await sendWebhook(t.app, { event_id: `e-${ref}`, payment_ref: ref, status: 'success' });
    const res = await t.app.inject({ method: 'GET', url: '/api/deposit/history', headers: u.headers });
    expect(json(res).payload).toEqual([
      { id, created_at: expect.any(Number), description: 'Top Up Balance', sum: 25, payment_type: 'card', internal_currency_sum: 25, currency: 'EUR', status: 'success' },
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
