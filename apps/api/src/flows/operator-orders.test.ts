import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailTo, uniqueEmail } from '../../test/auth-helpers.ts';
import { balanceAndLedger, buyer, checkoutPayload, itemInCarts, purchaseRequest, useCheckoutApp } from '../../test/checkout-helpers.ts';
import { json } from '../../test/helpers.ts';
import { person } from '../../test/offer-helpers.ts';
import { balanceLedger } from '../modules/account/tables.ts';
import { auditLog } from '../modules/audit/tables.ts';
import { items } from '../modules/catalog/tables.ts';
import { orders } from '../modules/checkout/tables.ts';

/** OPS-80, OPS-81: run on PGlite and on PostgreSQL (TEST_DB=postgres). */
const s = useCheckoutApp();

/** A paid balance order of one 20 € item, bought by a new customer (1 credit per euro). */
async function paidOrder(tradeToken = 'abc') {
  const customer = await buyer(s.t.db, 100_00);
  const item = await itemInCarts(s.t.db, [customer.id], { priceCents: 20_00 });
  const email = uniqueEmail('buyer');
  const res = await purchaseRequest(s.t.app, customer.headers, checkoutPayload(s.country, { email, tradeUrl: `https://steamcommunity.com/tradeoffer/new/?partner=1&token=${tradeToken}` }));
  expect(res.statusCode).toBe(200);
  const [order] = await s.t.db.select().from(orders).where(eq(orders.userId, customer.id));
  return { customer, item, email, order: order! };
}

const refund = (id: number, headers: Record<string, string>, payload: object) => s.t.app.inject({ method: 'POST', url: `/api/operator/orders/${id}/refund`, headers, payload });

describe('operator: orders', () => {
  it('OPS-80: orders are found by id, email or trade link and filtered by status; one shows its items, payments and status history; operators only', async () => {
    const op = await person(s.t.db, 'operator');
    const token = `tok${Date.now()}`;
    const { customer, item, email, order } = await paidOrder(token);
    const ids = async (query: string) => json(await s.t.app.inject({ url: `/api/operator/orders?${query}`, headers: op.headers })).payload.map((o: { id: number }) => o.id);
    expect(await ids(`q=${order.id}`)).toContain(order.id);
    expect(await ids(`q=${encodeURIComponent(email.toUpperCase())}`)).toEqual([order.id]);
    expect(await ids(`q=${token}`)).toEqual([order.id]);
    expect(await ids(`q=${token}&status=${order.status}`)).toEqual([order.id]);
    expect(await ids(`q=${token}&status=failed`)).toEqual([]);
    const list = json(await s.t.app.inject({ url: '/api/operator/orders?page=1', headers: op.headers }));
    expect(list.meta.total).toBeGreaterThanOrEqual(1);

    const detail = json(await s.t.app.inject({ url: `/api/operator/orders/${order.id}`, headers: op.headers })).payload;
    expect(detail).toMatchObject({ id: order.id, user_id: customer.id, email, total: 20, refunded: null, items: [{ item_id: item.id, price: 20 }], payments: [] });
    expect(detail.events.at(-1)).toMatchObject({ to: order.status, at: expect.any(Number) });
    expect(detail.events[0].from).toBeNull();

    expect(json(await s.t.app.inject({ url: '/api/operator/orders/999999', headers: op.headers })).code).toBe('CHECKOUT_ORDER_NOT_FOUND');
    expect((await s.t.app.inject({ url: '/api/operator/orders', headers: customer.headers })).statusCode).toBe(403);
  });

  it('OPS-80: a status change is recorded in the order history by the database itself', async () => {
    const op = await person(s.t.db, 'operator');
    const { order } = await paidOrder();
    await s.t.db.update(orders).set({ status: 'completed' }).where(eq(orders.id, order.id));
    const detail = json(await s.t.app.inject({ url: `/api/operator/orders/${order.id}`, headers: op.headers })).payload;
    expect(detail.events.at(-1)).toMatchObject({ from: order.status, to: 'completed' });
  });

  it('OPS-81: a refund credits the balance through the ledger, records the refund on the order, keeps the item sold, mails the customer and is audited', async () => {
    const op = await person(s.t.db, 'operator');
    const { customer, item, order } = await paidOrder();
    const before = await balanceAndLedger(s.t.db, customer.id);
    const res = await refund(order.id, op.headers, { reason: 'item never arrived' });
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toMatchObject({ id: order.id, status: order.status, refunded: 20, refund_reason: 'item never arrived', refunded_at: expect.any(Number) });
    const after = await balanceAndLedger(s.t.db, customer.id);
    expect(after.balance - before.balance).toBe(20_00);
    expect(after.balance).toBe(after.ledgerSum);
    const [row] = await s.t.db.select().from(balanceLedger).where(and(eq(balanceLedger.reason, 'refund'), eq(balanceLedger.refType, 'order'), eq(balanceLedger.refId, String(order.id))));
    expect(row).toMatchObject({ userId: customer.id, deltaMinor: 20_00 });
    const [sold] = await s.t.db.select({ status: items.status }).from(items).where(eq(items.id, item.id));
    expect(sold!.status).toBe('sold');
    // Like every order mail (OPS-101), in the customer's language, to their account's address.
    const mails = await mailTo(s.t.db, customer.email!);
    expect(mails.find((m) => m.kind === 'order_refund')?.subject).toBe(`Order #${order.id} refunded`);
    const [step] = await s.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.targetId, String(order.id))));
    expect(step).toMatchObject({ actorId: op.id, targetType: 'order', after: { refunded: 20, reason: 'item never arrived', credited: 20 } });

    const again = await refund(order.id, op.headers, { reason: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('OPS_ORDER_ALREADY_REFUNDED');
    expect(await balanceAndLedger(s.t.db, customer.id)).toEqual(after);
  });

  it('OPS-81: when 10 refunds of one order race, then the balance is credited once', async () => {
    const op = await person(s.t.db, 'operator');
    const { customer, order } = await paidOrder();
    const before = await balanceAndLedger(s.t.db, customer.id);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => refund(order.id, op.headers, { reason: `race ${i}` })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map((r) => json(r).code)).toEqual(Array(9).fill('OPS_ORDER_ALREADY_REFUNDED'));
    const after = await balanceAndLedger(s.t.db, customer.id);
    expect(after).toEqual({ balance: before.balance + 20_00, ledgerSum: before.ledgerSum + 20_00, ledgerRows: before.ledgerRows + 1 });
    expect(await s.t.db.$count(auditLog, and(eq(auditLog.action, 'order.refund'), eq(auditLog.targetId, String(order.id))))).toBe(1);
  });

  it('OPS-81: a partial refund credits that amount; more than the total, an unpaid order, a missing reason or a bad amount change nothing', async () => {
    const op = await person(s.t.db, 'operator');
    const { customer, order } = await paidOrder();
    const before = await balanceAndLedger(s.t.db, customer.id);
    const tooMuch = await refund(order.id, op.headers, { reason: 'x', amount: 20.01 });
    expect(tooMuch.statusCode).toBe(422);
    expect(json(tooMuch).code).toBe('OPS_REFUND_TOO_LARGE');
    for (const body of [{}, { reason: ' ' }, { reason: 'x', amount: -1 }, { reason: 'x', amount: 1.234 }, { reason: 'x', amount: 'ten' }]) {
      expect((await refund(order.id, op.headers, body)).statusCode).toBe(422);
    }
    expect(await balanceAndLedger(s.t.db, customer.id)).toEqual(before);
    expect(json(await refund(order.id, op.headers, { reason: 'one skin damaged', amount: 7.5 })).payload.refunded).toBe(7.5);
    expect((await balanceAndLedger(s.t.db, customer.id)).balance).toBe(before.balance + 7_50);

    const unpaid = await paidOrder();
    await s.t.db.update(orders).set({ status: 'failed' }).where(eq(orders.id, unpaid.order.id));
    const refused = await refund(unpaid.order.id, op.headers, { reason: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(json(refused).code).toBe('OPS_ORDER_NOT_REFUNDABLE');
    expect((await refund(999999, op.headers, { reason: 'x' })).statusCode).toBe(404);
    expect((await refund(order.id, customer.headers, { reason: 'x' })).statusCode).toBe(403);
  });
});
