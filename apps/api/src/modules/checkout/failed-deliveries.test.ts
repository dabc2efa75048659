import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMailSender } from '../../adapters/mail/outbox.ts';
import type { TradeDelivery } from '../../adapters/trade-delivery/port.ts';
import { createSandboxDelivery, SANDBOX_FAIL_MARKER } from '../../adapters/trade-delivery/sandbox.ts';
import { mailTo, PASSWORD } from '../../../test/auth-helpers.ts';
import { balanceAndLedger, buyer, checkoutPayload, itemInCarts, purchaseRequest, useCheckoutApp } from '../../../test/checkout-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { person } from '../../../test/offer-helpers.ts';
import { auditLog } from '../audit/tables.ts';
import { deliverPaidOrders } from './delivery.ts';
import { runCheckoutSweep } from './jobs.ts';
import { orders } from './tables.ts';

/** DELIV-5: run on PGlite and on PostgreSQL (TEST_DB=postgres). */
const s = useCheckoutApp();
const sandbox = createSandboxDelivery({ delayMs: 0 });

/** A 20 € balance order whose offer the sandbox bot declined (the fail marker in its trade link). */
async function failedOrder() {
  const customer = await buyer(s.t.db, 100_00);
  await itemInCarts(s.t.db, [customer.id], { priceCents: 20_00 });
  const res = await purchaseRequest(s.t.app, customer.headers, checkoutPayload(s.country, { tradeUrl: `https://steamcommunity.com/tradeoffer/new/?partner=1&token=${SANDBOX_FAIL_MARKER}` }));
  expect(res.statusCode).toBe(200);
  const [order] = await s.t.db.select().from(orders).where(eq(orders.userId, customer.id));
  const quiet = { info() {}, warn() {}, error() {} };
  await runCheckoutSweep({ db: s.t.db, mail: outboxMailSender(s.t.db, quiet), log: quiet, publicUrl: 'http://localhost:3000' }, sandbox, new Date());
  return { customer, orderId: order!.id };
}
const queue = async (headers: Record<string, string>) => json(await s.t.app.inject({ url: '/api/operator/deliveries', headers }));
const post = (url: string, headers: Record<string, string>, payload?: object) => s.t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

describe('operator: failed deliveries', () => {
  it('DELIV-5: the queue lists failed deliveries with their reason and the dashboard counts them; operators only', async () => {
    const op = await person(s.t.db, 'operator');
    const before = json(await s.t.app.inject({ url: '/api/operator/dashboard', headers: op.headers })).payload.queues.deliveries_failed;
    const { customer, orderId } = await failedOrder();
    const list = await queue(op.headers);
    expect(list.payload.find((d: { id: number }) => d.id === orderId)).toMatchObject({ id: orderId, user_id: customer.id, total: 20, reason: 'Declined', attempt: 1, failed_at: expect.any(Number) });
    expect(list.meta.total).toBeGreaterThanOrEqual(1);
    expect(json(await s.t.app.inject({ url: '/api/operator/dashboard', headers: op.headers })).payload.queues.deliveries_failed).toBe(before + 1);
    expect((await s.t.app.inject({ url: '/api/operator/deliveries', headers: customer.headers })).statusCode).toBe(403);
  });

  it('DELIV-5: "Retry delivery" puts the order back to processing, the next sweep sends a new offer (attempt 2), and it is audited; a second retry is refused', async () => {
    const op = await person(s.t.db, 'operator');
    const { orderId } = await failedOrder();
    const res = await post(`/api/operator/deliveries/${orderId}/retry`, op.headers);
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toMatchObject({ id: orderId, status: 'processing' });
    expect((await queue(op.headers)).payload.map((d: { id: number }) => d.id)).not.toContain(orderId);
    const again = await post(`/api/operator/deliveries/${orderId}/retry`, op.headers);
    expect([again.statusCode, json(again).code]).toEqual([409, 'OPS_DELIVERY_NOT_FAILED']);

    const sent: { id: number; attempt: number }[] = [];
    const accepting: TradeDelivery = { name: 'accepting', send: async (o) => (sent.push({ id: o.id, attempt: o.attempt }), { offerId: `acc-${o.id}-${o.attempt}` }), status: async () => ({ state: 'accepted' }) };
    expect((await deliverPaidOrders(s.t.db, accepting, new Date())).delivered).toContain(orderId);
    expect(sent.filter((o) => o.id === orderId)).toEqual([{ id: orderId, attempt: 2 }]);
    const [audit] = await s.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'order.delivery_retry'), eq(auditLog.targetId, String(orderId))));
    expect(audit).toMatchObject({ actorId: op.id, before: { status: 'delivery_failed', reason: 'Declined', attempt: 1 }, after: { status: 'processing' } });
  });

  it('DELIV-14: an order whose delivery failed is refunded in full from the orders screen too: a part is a 422 and changes nothing, so the order stays in the queue', async () => {
    const op = await person(s.t.db, 'operator');
    const { customer, orderId } = await failedOrder();
    const before = await balanceAndLedger(s.t.db, customer.id);
    const part = await post(`/api/operator/orders/${orderId}/refund`, op.headers, { reason: 'Half back', amount: 4 });
    expect([part.statusCode, json(part).code, json(part).message]).toEqual([422, 'OPS_REFUND_FAILED_DELIVERY_PARTIAL', 'An order whose delivery failed is refunded in full: the buyer did not get the items.']);
    expect(await balanceAndLedger(s.t.db, customer.id)).toEqual(before);
    expect((await queue(op.headers)).payload.map((d: { id: number }) => d.id)).toContain(orderId);
    const whole = await post(`/api/operator/orders/${orderId}/refund`, op.headers, { reason: 'All back', amount: 20 });
    expect(whole.statusCode).toBe(200);
    expect((await balanceAndLedger(s.t.db, customer.id)).balance - before.balance).toBe(20_00);
  });

  it('DELIV-5, DELIV-8: "Refund to balance" credits the whole order through the ledger once, mails the buyer, audits, takes the order out of the queue, and the order history shows the refund', async () => {
    const op = await person(s.t.db, 'operator');
    const { customer, orderId } = await failedOrder();
    const before = await balanceAndLedger(s.t.db, customer.id);
    const missing = await post(`/api/operator/deliveries/${orderId}/refund`, op.headers, {});
    expect([missing.statusCode, json(missing).message]).toEqual([422, 'Give a reason']);
    const res = await post(`/api/operator/deliveries/${orderId}/refund`, op.headers, { reason: 'Buyer trade link is private' });
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toMatchObject({ id: orderId, status: 'delivery_failed', refunded: 20, refund_reason: 'Buyer trade link is private' });
    const after = await balanceAndLedger(s.t.db, customer.id);
    expect(after.balance - before.balance).toBe(20_00);
    // DELIV-8: the buyer's order history names the refund and where it went.
    const [row] = json(await s.t.app.inject({ url: '/api/purchase/history?currency=EUR', headers: customer.headers })).payload;
    expect(row).toMatchObject({ id: orderId, status: 'delivery_failed', refunded: 20, refunded_to: 'balance' });
    expect((await queue(op.headers)).payload.map((d: { id: number }) => d.id)).not.toContain(orderId);
    const twice = await post(`/api/operator/deliveries/${orderId}/refund`, op.headers, { reason: 'again' });
    expect([twice.statusCode, json(twice).code]).toEqual([409, 'OPS_DELIVERY_NOT_FAILED']);
    const retry = await post(`/api/operator/deliveries/${orderId}/retry`, op.headers);
    expect(json(retry).code).toBe('OPS_DELIVERY_NOT_FAILED');
    expect((await mailTo(s.t.db, customer.email!)).map((m) => m.kind)).toEqual(expect.arrayContaining(['order_delivery_failed', 'order_refund']));
    const audits = await s.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.targetId, String(orderId))));
    expect(audits).toHaveLength(1);
    expect(json(await post('/api/operator/deliveries/999999/refund', op.headers, { reason: 'x' })).code).toBe('CHECKOUT_ORDER_NOT_FOUND');
  });

  it('DELIV-10: the buyer fixes the trade link in the profile (a bad one is refused); the queue shows the link the failed offer went to and the one a retry sends to; the retry sends to the fixed link, is audited with both, and delivers', async () => {
    const op = await person(s.t.db, 'operator');
    const { customer, orderId } = await failedOrder();
    const failedLink = `https://steamcommunity.com/tradeoffer/new/?partner=1&token=${SANDBOX_FAIL_MARKER}`;
    const [mail] = (await mailTo(s.t.db, customer.email!)).filter((m) => m.kind === 'order_delivery_failed');
    expect(mail!.text).toContain(`The offer went to ${failedLink}.`);
    expect(mail!.text).toContain('save your current one in My Profile');
    const [history] = json(await s.t.app.inject({ url: '/api/purchase/history?currency=EUR', headers: customer.headers })).payload;
    expect(history).toMatchObject({ id: orderId, status: 'delivery_failed', refunded_to: null });

    // SEC-18: replacing the saved trade link takes the current password.
    const save = (steamTradeLink: string) => s.t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: customer.headers, payload: { steamTradeLink, current_password: PASSWORD } });
    const bad = await save('https://example.com/not-a-trade-link');
    expect([bad.statusCode, json(bad).errors?.steamTradeLink]).toEqual([422, [expect.stringMatching(/^Please enter your Steam trade link/)]]);
    const fixed = 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=Fixed123';
    const ok = await save(fixed);
    expect([ok.statusCode, json(ok).payload.steam_trade_link]).toEqual([200, fixed]);

    // Another buyer's failed order on the same page keeps that buyer's own link (the links are read for the whole page at once).
    const other = await failedOrder();
    const page = (await queue(op.headers)).payload;
    expect(page.find((d: { id: number }) => d.id === orderId)).toMatchObject({ trade_url: failedLink, attempt_trade_url: failedLink, next_trade_url: fixed, attempt: 1 });
    expect(page.find((d: { id: number }) => d.id === other.orderId)).toMatchObject({ user_id: other.customer.id, next_trade_url: failedLink });
    expect((await post(`/api/operator/deliveries/${orderId}/retry`, op.headers)).statusCode).toBe(200);
    const [audit] = await s.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'order.delivery_retry'), eq(auditLog.targetId, String(orderId))));
    expect(audit).toMatchObject({ before: { reason: 'Declined', attempt: 1, trade_url: failedLink }, after: { status: 'processing', trade_url: fixed } });

    const sent: { attempt: number; tradeUrl: string }[] = [];
    const recording: TradeDelivery = { name: 'recording', send: async (o) => (o.id === orderId && sent.push({ attempt: o.attempt, tradeUrl: o.tradeUrl }), sandbox.send(o, new Date())), status: (id, now) => sandbox.status(id, now) };
    const quiet = { info() {}, warn() {}, error() {} };
    const sweep = (at: Date) => runCheckoutSweep({ db: s.t.db, mail: outboxMailSender(s.t.db, quiet), log: quiet, publicUrl: 'http://localhost:3000' }, recording, at);
    await sweep(new Date());
    // The sandbox bot accepts on the sweep after the offer was sent.
    await sweep(new Date(Date.now() + 1_000));
    expect(sent).toEqual([{ attempt: 2, tradeUrl: fixed }]);
    const [order] = await s.t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'completed', deliveryAttempt: 2, deliveryTradeUrl: fixed, tradeUrl: failedLink });
  });
});
