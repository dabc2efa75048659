import type { StaffRole } from '@skins/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, insertUser, mailTo, sessionFor } from '../../test/auth-helpers.ts';
import { anyCountryId, buyer, checkoutPayload, itemInCarts, purchaseRequest, refOf, sendWebhook } from '../../test/checkout-helpers.ts';
import { deliverToApp, startFakeStripe, type FakeStripe } from '../../test/fake-stripe.ts';
import { createTestApp, json, type TestApp } from '../../test/helpers.ts';
import { createSandboxDelivery } from '../adapters/trade-delivery/sandbox.ts';
import { auditLog } from '../modules/audit/tables.ts';
import { items } from '../modules/catalog/tables.ts';
import { deliverPaidOrders } from '../modules/checkout/delivery.ts';
import { orders } from '../modules/checkout/tables.ts';
import { recordDispute } from '../modules/checkout/trade-protection.ts';

/**
 * DISPUTE-1, DISPUTE-2, DISPUTE-3, DISPUTE-4, DISPUTE-5 and DISPUTE-6 (issue 49) against the fake Stripe and the sandbox bot, on PGlite and on
 * PostgreSQL (TEST_DB=postgres): a card dispute reaches the order, and the operator reverses the
 * delivery while the buyer's Trade Protection runs.
 */
const WEBHOOK_SECRET = 'whsec_fakeStripeDisputeSecret';
const ALERTS = 'alerts@shop.test';
const DAY_MS = 24 * 60 * 60 * 1000;

let fake: FakeStripe;
let t: TestApp;
let country: number;
beforeAll(async () => {
  fake = await startFakeStripe(WEBHOOK_SECRET);
  t = await createTestApp({
    JOBS_INTERVAL_MS: '0',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_fakeStripeKey',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.apiBase,
    OPERATOR_ALERT_EMAIL: ALERTS,
  });
  fake.deliver = deliverToApp(t.app);
  country = await anyCountryId(t.db);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function staff(app: TestApp, staffRole: StaffRole) {
  const user = await insertUser(app.db, { role: 'operator', staffRole });
  return asBearer(await sessionFor(app.db, user.id));
}

/** A 9 € item bought by card at the fake Stripe and delivered by the sandbox bot. */
async function deliveredCardOrder() {
  const u = await buyer(t.db);
  const item = await itemInCarts(t.db, [u.id], { priceCents: 9_00 });
  const res = await purchaseRequest(t.app, u.headers, checkoutPayload(country, { paymentMethod: 'card', directPayment: true }));
  expect(res.statusCode).toBe(200);
  const body = json(res);
  const session = fake.sessionOf(body.redirect_url);
  expect((await fetch(`${session.url}/approve`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
  const orderId = body.payload.order_id as number;
  const delivered = await deliverPaidOrders(t.db, createSandboxDelivery({ delayMs: 0 }), new Date());
  expect(delivered.delivered).toContain(orderId);
  return { u, item, orderId, session };
}

const operatorOrder = async (id: number, headers: Record<string, string>) => json(await t.app.inject({ url: `/api/operator/orders/${id}`, headers })).payload;
const outcomeOf = (sent: { status: number; body: string }) => [sent.status, JSON.parse(sent.body).payload?.outcome ?? JSON.parse(sent.body).code];
const disputeMails = async () => (await mailTo(t.db, ALERTS)).filter((m) => m.kind === 'order_dispute');
const reverse = (app: TestApp, id: number, headers: Record<string, string>, payload: object = {}) =>
  app.app.inject({ method: 'POST', url: `/api/operator/orders/${id}/reverse-delivery`, headers, payload });

describe('card disputes from Stripe (DISPUTE-1, DISPUTE-2, DISPUTE-3)', () => {
  it('DISPUTE-1: charge.dispute.created is recorded on the order of its payment intent, and the operators are mailed with the reason, amount and link', async () => {
    const { orderId, session } = await deliveredCardOrder();
    const before = (await disputeMails()).length;
    const { disputeId, sent } = await fake.openDispute(session.id, 'fraudulent');
    expect(outcomeOf(sent)).toEqual([200, 'applied']);
    const owner = await staff(t, 'owner');
    const detail = await operatorOrder(orderId, owner);
    expect(detail.dispute).toMatchObject({ id: disputeId, reason: 'fraudulent', amount: 9, status: 'open' });
    expect(Math.abs(detail.dispute.opened_at - Date.now() / 1000)).toBeLessThan(60);
    const mails = await disputeMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.subject).toBe(`Card dispute on order #${orderId}`);
    expect(mails.at(-1)?.text).toContain('Reason: fraudulent');
    expect(mails.at(-1)?.text).toContain('€9.00');
    expect(mails.at(-1)?.text).toContain(`/operator/orders/${orderId}`);
  });

  it('DISPUTE-1: a dispute of a payment that is none of the shop\'s is ignored; a badly signed one is refused; one above the payment is a 422; none changes an order', async () => {
    const stranger = { id: 'dp_stranger', object: 'dispute', amount: 500, currency: 'eur', charge: 'ch_x', payment_intent: 'pi_unknown', reason: 'general', status: 'needs_response', created: 1_700_000_000 };
    expect(outcomeOf(await fake.send('charge.dispute.created', stranger))).toEqual([200, 'ignored']);
    const { orderId, session } = await deliveredCardOrder();
    const intent = session.payment_intent!;
    expect(outcomeOf(await fake.send('charge.dispute.created', { ...stranger, payment_intent: intent }, 'whsec_notTheEndpointSecret'))).toEqual([401, 'PAYMENT_SIGNATURE_INVALID']);
    expect(outcomeOf(await fake.send('charge.dispute.created', { ...stranger, payment_intent: intent, amount: 9_01 }))).toEqual([422, 'PAYMENT_EVENT_MISMATCH']);
    expect((await operatorOrder(orderId, await staff(t, 'owner'))).dispute).toBeNull();
  });

  it('DISPUTE-2: the same event again, or another dispute event for the order, changes nothing and mails nobody', async () => {
    const { orderId, session } = await deliveredCardOrder();
    const { disputeId, sent } = await fake.openDispute(session.id, 'fraudulent');
    const mailed = (await disputeMails()).length;
    expect(outcomeOf(await fake.resend(sent.raw))).toEqual([200, 'duplicate']);
    expect(outcomeOf((await fake.openDispute(session.id, 'product_not_received')).sent)).toEqual([200, 'no_change']);
    expect((await operatorOrder(orderId, await staff(t, 'owner'))).dispute).toMatchObject({ id: disputeId, reason: 'fraudulent', status: 'open' });
    expect(await disputeMails()).toHaveLength(mailed);
  });

  it('DISPUTE-3: charge.dispute.closed records won or lost once; a closed dispute the order does not record changes nothing', async () => {
    const { orderId, session } = await deliveredCardOrder();
    const { disputeId } = await fake.openDispute(session.id);
    const lost = await fake.closeDispute(disputeId, 'lost');
    expect(outcomeOf(lost)).toEqual([200, 'applied']);
    expect(outcomeOf(await fake.resend(lost.raw))).toEqual([200, 'duplicate']);
    expect(outcomeOf(await fake.closeDispute(disputeId, 'won'))).toEqual([200, 'no_change']);
    expect((await operatorOrder(orderId, await staff(t, 'owner'))).dispute).toMatchObject({ id: disputeId, status: 'lost' });

    const other = await deliveredCardOrder();
    const unrecorded = { id: 'dp_never_opened', object: 'dispute', amount: 9_00, currency: 'eur', charge: 'ch_y', payment_intent: other.session.payment_intent, reason: 'general', status: 'won', created: 1_700_000_000 };
    expect(outcomeOf(await fake.send('charge.dispute.closed', unrecorded))).toEqual([200, 'no_change']);
    expect((await operatorOrder(other.orderId, await staff(t, 'owner'))).dispute).toBeNull();
  });
});

describe("the buyer's trade protection (DISPUTE-4)", () => {
  it("DISPUTE-4: a delivered order is protected until delivered_at + TRADE_PROTECTION_DAYS on the buyer's and the operator's order, then final", async () => {
    const { u, orderId } = await deliveredCardOrder();
    const mine = json(await t.app.inject({ url: `/api/purchase/${orderId}`, headers: u.headers })).payload;
    expect(mine.trade).toMatchObject({ state: 'protected', reversed_at: null });
    expect(mine.trade.until - mine.trade.delivered_at).toBe(7 * 24 * 60 * 60);
    await t.db.update(orders).set({ deliveredAt: new Date(Date.now() - 7 * DAY_MS - 1000) }).where(eq(orders.id, orderId));
    expect(json(await t.app.inject({ url: `/api/purchase/${orderId}`, headers: u.headers })).payload.trade.state).toBe('final');
    expect((await operatorOrder(orderId, await staff(t, 'finance'))).trade.state).toBe('final');
  });

  it('DISPUTE-4: an order the trade bot has not delivered has no trade protection', async () => {
    const u = await buyer(t.db);
    await itemInCarts(t.db, [u.id], { priceCents: 3_00 });
    const body = json(await purchaseRequest(t.app, u.headers, checkoutPayload(country, { paymentMethod: 'card', directPayment: true })));
    expect(json(await t.app.inject({ url: `/api/purchase/${body.payload.order_id}`, headers: u.headers })).payload.trade).toBeNull();
  });

  it('DISPUTE-4: TRADE_PROTECTION_DAYS takes decimals and refuses a negative number', async () => {
    const { loadConfig } = await import('../config.ts');
    expect(loadConfig({ TRADE_PROTECTION_DAYS: '0.5' }).TRADE_PROTECTION_DAYS).toBe(0.5);
    expect(loadConfig({}).TRADE_PROTECTION_DAYS).toBe(7);
    expect(() => loadConfig({ TRADE_PROTECTION_DAYS: '-1' })).toThrow(/TRADE_PROTECTION_DAYS: must be 0 or more days/);
  });
});

describe('reversing a disputed delivery (DISPUTE-5)', () => {
  it('DISPUTE-5: finance reverses within the protection: the order shows the reversal, its item is listed again trade locked, the step is audited; twice is a 409', async () => {
    const { item, orderId, session } = await deliveredCardOrder();
    await fake.openDispute(session.id);
    const finance = await staff(t, 'finance');
    const res = await reverse(t, orderId, finance);
    expect(res.statusCode).toBe(200);
    const detail = json(res).payload;
    expect(detail).toMatchObject({ id: orderId, status: 'completed', trade: { state: 'reversed' } });
    expect(detail.trade.reversed_at).not.toBeNull();
    const [row] = await t.db.select({ status: items.status, lock: items.tradeLockUntil }).from(items).where(eq(items.id, item.id));
    expect(row?.status).toBe('available');
    expect(row!.lock!.getTime()).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60_000);
    expect((await t.app.inject({ url: `/api/items/${item.id}` })).statusCode).toBe(200);
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'order.delivery_reverse'), eq(auditLog.targetId, String(orderId))));
    expect(audit?.after).toMatchObject({ by: 'sandbox', relisted: [item.id] });
    const twice = await reverse(t, orderId, finance);
    expect([twice.statusCode, json(twice).code]).toEqual([409, 'ORDER_DELIVERY_ALREADY_REVERSED']);
  });

  it('DISPUTE-5: after the protection the reversal is 409 ORDER_TRADE_FINAL; without an open dispute 409 ORDER_NOT_REVERSIBLE; support is 403; nothing changes', async () => {
    const owner = await staff(t, 'owner');
    const late = await deliveredCardOrder();
    await fake.openDispute(late.session.id);
    await t.db.update(orders).set({ deliveredAt: new Date(Date.now() - 8 * DAY_MS) }).where(eq(orders.id, late.orderId));
    const final = await reverse(t, late.orderId, owner);
    expect([final.statusCode, json(final).code, json(final).message]).toEqual([409, 'ORDER_TRADE_FINAL', "This order's trade protection has ended: the trade is final and can no longer be reversed."]);

    const undisputed = await deliveredCardOrder();
    const refused = await reverse(t, undisputed.orderId, owner);
    expect([refused.statusCode, json(refused).code]).toEqual([409, 'ORDER_NOT_REVERSIBLE']);

    await fake.openDispute(undisputed.session.id);
    const support = await reverse(t, undisputed.orderId, await staff(t, 'support'));
    expect([support.statusCode, json(support).code]).toEqual([403, 'STAFF_ROLE_FORBIDDEN']);
    for (const o of [late, undisputed]) {
      expect((await operatorOrder(o.orderId, owner)).trade.state).not.toBe('reversed');
      expect((await t.db.select({ status: items.status }).from(items).where(eq(items.id, o.item.id)))[0]?.status).toBe('sold');
    }
    const missing = await reverse(t, 99_999_999, owner);
    expect([missing.statusCode, json(missing).code]).toEqual([404, 'CHECKOUT_ORDER_NOT_FOUND']);
  });
});

describe('the steam bot cannot reverse a trade (DISPUTE-6)', () => {
  let steam: TestApp;
  beforeAll(async () => {
    // The bot logs in on its first offer only: the sweep is off, so this shop never reaches Steam.
    steam = await createTestApp({ JOBS_INTERVAL_MS: '0', TRADE_DELIVERY: 'steam', STEAM_BOT_ACCOUNT_NAME: 'bot', STEAM_BOT_PASSWORD: 'pw', STEAM_BOT_SHARED_SECRET: 's', STEAM_BOT_IDENTITY_SECRET: 'i' });
  });
  afterAll(async () => steam?.close());

  it('DISPUTE-6: the reversal asks the operator to reverse the trade in Steam (409 ORDER_REVERSE_IN_STEAM), and confirmed_in_steam records it', async () => {
    const u = await buyer(steam.db);
    const item = await itemInCarts(steam.db, [u.id], { priceCents: 4_00 });
    const body = json(await purchaseRequest(steam.app, u.headers, checkoutPayload(await anyCountryId(steam.db), { paymentMethod: 'card', directPayment: true })));
    const ref = refOf(body.redirect_url);
    await sendWebhook(steam.app, { event_id: `paid-${ref}`, payment_ref: ref, status: 'success' });
    const orderId = body.payload.order_id as number;
    // The sandbox bot hands the order over here; the shop's own bot is the steam one.
    expect((await deliverPaidOrders(steam.db, createSandboxDelivery({ delayMs: 0 }), new Date())).delivered).toContain(orderId);
    await recordDispute(steam.db, orderId, { disputeId: 'dp_steam', reason: 'fraudulent', amountCents: 4_00, openedAt: new Date() });
    const owner = await staff(steam, 'owner');
    const asked = await reverse(steam, orderId, owner);
    expect([asked.statusCode, json(asked).code]).toEqual([409, 'ORDER_REVERSE_IN_STEAM']);
    expect(json(asked).message).toMatch(/Reverse it in Steam.*confirmed_in_steam/);
    expect((await steam.db.select({ status: items.status }).from(items).where(eq(items.id, item.id)))[0]?.status).toBe('sold');
    const confirmed = await reverse(steam, orderId, owner, { confirmed_in_steam: true });
    expect([confirmed.statusCode, json(confirmed).payload.trade.state]).toEqual([200, 'reversed']);
    expect((await steam.db.select({ status: items.status }).from(items).where(eq(items.id, item.id)))[0]?.status).toBe('available');
  });
});
