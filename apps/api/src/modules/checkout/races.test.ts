import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchaseRequest, useCheckoutApp, balanceAndLedger, buyer, checkoutPayload, depositPayload, insertPromo, itemInCarts, refOf, sendWebhook } from '../../../test/checkout-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { moveBalance } from '../account/ledger.ts';
import { items } from '../catalog/tables.ts';
import { orderItems, orders } from './tables.ts';

/** Invariants under concurrency (ARCHITECTURE "Data"); run on PGlite and on PostgreSQL (TEST_DB=postgres). */
const s = useCheckoutApp();
const buy = (headers: Record<string, string>, body: Record<string, unknown>, extra: Record<string, string> = {}) => purchaseRequest(s.t.app, headers, body, extra);

describe('races', () => {
  it('PAY-3: when many buyers race for one item by balance and by card, then it is sold or reserved at most once', async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, () => buyer(s.t.db, 100_00)));
    const item = await itemInCarts(s.t.db, buyers.map((b) => b.id), { priceCents: 10_00 });
    const results = await Promise.all(buyers.map((b, i) => buy(b.headers, checkoutPayload(s.country, i % 2 ? { paymentMethod: 'card', directPayment: true } : {}))));
    const codes = results.map((r) => r.statusCode).sort();
    // Every loser is told the item is gone (never 'Your cart is empty' from a cart read mid-race).
    expect(results.filter((r) => r.statusCode !== 200 && r.statusCode !== 409).map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    const lines = await s.t.db.select().from(orderItems).where(eq(orderItems.itemId, item.id));
    expect(lines).toHaveLength(1);
    const [row] = await s.t.db.select({ s: items.status }).from(items).where(eq(items.id, item.id));
    expect(['sold', 'reserved']).toContain(row!.s);
    for (const b of buyers) {
      const bl = await balanceAndLedger(s.t.db, b.id);
      expect(bl.balance).toBe(bl.ledgerSum);
    }
  });

  it('PAY-6: when 20 debits race on one balance, then it never goes negative and always equals the sum of the ledger', async () => {
    const u = await buyer(s.t.db, 70_00);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => s.t.db.transaction((tx) => moveBalance(tx, { userId: u.id, deltaMinor: -10_00, reason: 'purchase', refType: 'race', refId: `${u.id}-${i}` }))),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(7);
    expect(await balanceAndLedger(s.t.db, u.id)).toEqual({ balance: 0, ledgerSum: 0, ledgerRows: 8 });
  });

  it('PAY-6: when 20 balance checkouts of one buyer race, then one order is paid and the balance equals the ledger', async () => {
    const u = await buyer(s.t.db, 30_00);
    await itemInCarts(s.t.db, [u.id], { priceCents: 12_00 });
    await itemInCarts(s.t.db, [u.id], { priceCents: 13_00 });
    const results = await Promise.all(Array.from({ length: 20 }, () => buy(u.headers, checkoutPayload(s.country))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
    expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 5_00, ledgerSum: 5_00 });
    const [neg] = await s.t.db.execute(sql`SELECT count(*)::int AS n FROM users WHERE balance_minor < 0`).then((r) => (r as unknown as { rows: { n: number }[] }).rows);
    expect(neg!.n).toBe(0);
  });

  it('PAY-6, PAY-25: when 30 checkouts of one buyer overlap (two tabs, a double click, a retrying client with its key), then one order is paid and every other answer is a 4xx in the envelope, never a 500', async () => {
    const u = await buyer(s.t.db, 100_00);
    const promo = await insertPromo(s.t.db, { perCustomerLimit: 5, maxUses: null });
    for (const priceCents of [11_00, 12_00, 13_00]) await itemInCarts(s.t.db, [u.id], { priceCents });
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        buy(
          u.headers,
          checkoutPayload(s.country, {
            ...(i % 3 === 1 && { promocode: promo.code }),
            ...(i % 3 === 2 && { idempotencyKey: `double-${u.id}` }),
            ...(i % 4 === 0 && { tradeUrl: `https://steamcommunity.com/tradeoffer/new/?partner=${1000 + i}&token=Tab${i}xyz` }),
            ...(i % 5 === 0 && { paymentMethod: 'card', directPayment: true }),
          }),
        ),
      ),
    );
    const unexpected = results.filter((r) => r.statusCode >= 500 || (r.statusCode !== 200 && json(r).status !== 'error')).map((r) => `${r.statusCode} ${r.body}`);
    expect(unexpected).toEqual([]);
    const paidOrders = new Set(results.filter((r) => r.statusCode === 200).map((r) => json(r).payload.order_id));
    expect(paidOrders.size).toBe(1);
    const bl = await balanceAndLedger(s.t.db, u.id);
    expect(bl.balance).toBe(bl.ledgerSum);
    // The top-up, and the debit when the order that won was paid by balance (a card one holds the items instead).
    expect(bl.ledgerRows).toBeLessThanOrEqual(2);
  });

  it('PAY-9: when the same webhook comes 10 times at once, then the top-up is credited once', async () => {
    const u = await buyer(s.t.db);
    const res = await s.t.app.inject({ method: 'POST', url: '/api/deposit/checkout', headers: u.headers, payload: depositPayload({ amount: 15 }) });
    const ref = refOf(json(res).redirect_url);
    const same = await Promise.all(Array.from({ length: 10 }, () => sendWebhook(s.t.app, { event_id: `e-${ref}`, payment_ref: ref, status: 'success' })));
    expect(same.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(same.filter((r) => json(r).payload.outcome === 'applied')).toHaveLength(1);
    // Replays under new event ids change nothing either.
    await Promise.all(Array.from({ length: 10 }, (_, i) => sendWebhook(s.t.app, { event_id: `other-${i}-${ref}`, payment_ref: ref, status: 'success' })));
    expect(await balanceAndLedger(s.t.db, u.id)).toEqual({ balance: 15_00, ledgerSum: 15_00, ledgerRows: 1 });
  });

  it('PAY-8: when a checkout is submitted 10 times at once with one idempotency key, then one order is made and all answer it', async () => {
    const u = await buyer(s.t.db, 50_00);
    await itemInCarts(s.t.db, [u.id], { priceCents: 10_00 });
    const results = await Promise.all(Array.from({ length: 10 }, () => buy(u.headers, checkoutPayload(s.country), { 'idempotency-key': `double-${u.id}` })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => json(r).payload.order_id)).size).toBe(1);
    expect(await s.t.db.select().from(orders).where(eq(orders.userId, u.id))).toHaveLength(1);
    expect((await balanceAndLedger(s.t.db, u.id)).balance).toBe(40_00);
  });

  it('PAY-8: when a card checkout is submitted 10 times at once with one key, then one order and one redirect', async () => {
    const u = await buyer(s.t.db);
    await itemInCarts(s.t.db, [u.id], { priceCents: 10_00 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => buy(u.headers, checkoutPayload(s.country, { paymentMethod: 'card', directPayment: true, idempotencyKey: `card-${u.id}` }))),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => json(r).redirect_url)).size).toBe(1);
    expect(await s.t.db.select().from(orders).where(eq(orders.userId, u.id))).toHaveLength(1);
  });
});
