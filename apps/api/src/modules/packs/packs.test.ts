import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { balanceAndLedger, buyer, checkoutPayload, purchaseRequest, useCheckoutApp } from '../../../test/checkout-helpers.ts';
import { asBearer, insertUser, sessionFor } from '../../../test/auth-helpers.ts';
import { insertItems } from '../../../test/factories.ts';
import { json } from '../../../test/helpers.ts';
import { queryRows } from '../../db/client.ts';
import { createSandboxDelivery } from '../../adapters/trade-delivery/sandbox.ts';
import { users } from '../account/tables.ts';
import { cartItems } from '../cart/tables.ts';
import { items } from '../catalog/tables.ts';
import { deliverPaidOrders } from '../checkout/delivery.ts';
import { orderItems, orders } from '../checkout/tables.ts';
import { packItems, packs } from './tables.ts';

const s = useCheckoutApp();
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc';

/** A pack of new items with the given prices (euro cents), sold at priceCents. */
async function insertPack(prices: number[], priceCents: number, title = 'Test Pack') {
  const rows = await insertItems(s.t.db, prices.map((p) => ({ priceCents: p })));
  const [pack] = await s.t.db.insert(packs).values({ title, description: 'Three skins', imgUrl: rows[0]!.imgUrl, priceCents }).returning();
  await s.t.db.insert(packItems).values(rows.map((r) => ({ packId: pack!.id, itemId: r.id })));
  return { pack: pack!, itemIds: rows.map((r) => r.id) };
}

/** A verified buyer with a balance and a trade link in the profile. */
async function packBuyer(balanceMinor: number) {
  const b = await buyer(s.t.db, balanceMinor);
  await s.t.db.update(users).set({ steamTradeLink: TRADE_URL }).where(eq(users.id, b.id));
  return b;
}

const buyPack = (headers: Record<string, string>, payload: Record<string, unknown>, extra: Record<string, string> = {}) =>
  s.t.app.inject({ method: 'POST', url: '/api/purchase/pack', headers: { ...headers, ...extra }, payload: { currency: 'EUR', ...payload } });
const statuses = async (ids: number[]) => (await s.t.db.select({ s: items.status }).from(items).where(inArray(items.id, ids))).map((r) => r.s);
const ordersOf = (userId: number) => s.t.db.select().from(orders).where(eq(orders.userId, userId));

describe('pack list and details', () => {
  it('PACK-1, PACK-7: when listing packs, then the seeded ones show price below their items total, availability and skins', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/api/packs?currency=EUR' });
    expect(res.statusCode).toBe(200);
    const list = json(res).payload;
    expect(list.length).toBeGreaterThanOrEqual(6);
    for (const p of list.filter((x: { title: string }) => x.title !== 'Test Pack')) {
      expect(p).toMatchObject({ id: expect.any(Number), title: expect.any(String), description: expect.any(String), img_url: expect.any(String), available: true });
      expect(p.items.length).toBeGreaterThanOrEqual(3);
      expect(p.items.length).toBeLessThanOrEqual(5);
      expect(p.price).toBeLessThan(p.items_total);
      expect(p.items.map((i: { img_url: string }) => i.img_url)).toContain(p.img_url);
    }
  });

  it('PACK-2: when a pack is opened, then its skins come in the requested currency; an unknown pack is a 404', async () => {
    const { pack, itemIds } = await insertPack([10_00, 20_00], 25_00);
    const [usd] = await queryRows(s.t.db, z.object({ value: z.coerce.number() }), sql`SELECT value FROM currencies WHERE code = 'USD'`);
    const res = await s.t.app.inject({ method: 'GET', url: `/api/packs/${pack.id}?currency=USD` });
    expect(res.statusCode).toBe(200);
    const rate = Number(usd!.value);
    expect(json(res).payload).toMatchObject({ id: pack.id, price: Math.round(25_00 * rate) / 100, items_total: Math.round(30_00 * rate) / 100, available: true });
    expect(json(res).payload.items.map((i: { id: number }) => i.id)).toEqual(itemIds);
    const missing = await s.t.app.inject({ method: 'GET', url: '/api/packs/999999' });
    expect([missing.statusCode, json(missing).code, json(missing).message]).toEqual([404, 'PACK_NOT_FOUND', 'This pack does not exist.']);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/packs/abc' })).statusCode).toBe(422);
  });

  it('PACK-2: a withdrawn pack (not active) is not listed, not shown and cannot be bought', async () => {
    const { pack } = await insertPack([1_00, 1_00], 1_50, 'Withdrawn Pack');
    await s.t.db.update(packs).set({ active: false }).where(eq(packs.id, pack.id));
    const listed = json(await s.t.app.inject({ method: 'GET', url: '/api/packs' })).payload.map((p: { id: number }) => p.id);
    expect(listed).not.toContain(pack.id);
    expect((await s.t.app.inject({ method: 'GET', url: `/api/packs/${pack.id}` })).statusCode).toBe(404);
    const u = await packBuyer(10_00);
    const res = await buyPack(u.headers, { pack_id: pack.id });
    expect([res.statusCode, json(res).code]).toEqual([404, 'PACK_NOT_FOUND']);
    expect(await ordersOf(u.id)).toEqual([]);
  });
});

describe('buying a pack', () => {
  it('PACK-3: when the balance covers the pack, then all its skins are sold in one paid pack order and the price is debited through the ledger', async () => {
    const { pack, itemIds } = await insertPack([10_00, 12_00, 8_00], 25_00, 'Trio Pack');
    const u = await packBuyer(40_00);
    const res = await buyPack(u.headers, { pack_id: pack.id });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: 'OK', message: 'Pack purchased successfully', balance: 15 });
    const [order] = await ordersOf(u.id);
    expect(order).toMatchObject({ id: json(res).payload.order_id, kind: 'pack', packId: pack.id, status: 'processing', paymentMethod: 'balance', totalCents: 25_00, tradeUrl: TRADE_URL });
    expect((await s.t.db.select().from(orderItems).where(eq(orderItems.orderId, order!.id))).map((l) => l.itemId).sort()).toEqual([...itemIds].sort());
    expect(await statuses(itemIds)).toEqual(['sold', 'sold', 'sold']);
    expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 15_00, ledgerSum: 15_00, ledgerRows: 2 });
    expect(json(await s.t.app.inject({ method: 'GET', url: `/api/packs/${pack.id}` })).payload.available).toBe(false);
    // Paid like a cart order: the trade bot delivers it.
    expect((await deliverPaidOrders(s.t.db, createSandboxDelivery({ delayMs: 0 }), new Date(Date.now() + 60_000))).delivered).toContain(order!.id);
  });

  it('PACK-6: when a pack was bought, then the order history shows it under the pack title with its skins', async () => {
    const { pack } = await insertPack([3_00, 4_00, 5_00], 10_00, 'History Pack');
    const u = await packBuyer(20_00);
    await buyPack(u.headers, { pack_id: pack.id });
    const [row] = json(await s.t.app.inject({ method: 'GET', url: '/api/purchase/history?currency=EUR', headers: u.headers })).payload;
    expect(row).toMatchObject({ title: 'History Pack', count: 3, total: 10, status: 'processing' });
    expect(row.items).toHaveLength(3);
  });

  it('PACK-3: when the balance is short, then 422 with both amounts and nothing changes', async () => {
    const { pack, itemIds } = await insertPack([6_00, 6_00, 6_00], 10_00);
    const u = await packBuyer(5_00);
    const res = await buyPack(u.headers, { pack_id: pack.id });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ code: 'CHECKOUT_INSUFFICIENT_BALANCE', message: 'Insufficient balance. You have: €5.00 required: €10.00' });
    expect(await statuses(itemIds)).toEqual(['available', 'available', 'available']);
    expect(await ordersOf(u.id)).toEqual([]);
    expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 5_00, ledgerSum: 5_00, ledgerRows: 1 });
  });

  it('PACK-4: when one skin of the pack was sold on its own, then the pack shows unavailable, buying it is a 409 and nothing changes', async () => {
    const { pack, itemIds } = await insertPack([2_00, 3_00, 4_00], 8_00);
    const single = await buyer(s.t.db, 10_00);
    await s.t.db.insert(cartItems).values({ userId: single.id, itemId: itemIds[1]! });
    expect((await purchaseRequest(s.t.app, single.headers, checkoutPayload(s.country))).statusCode).toBe(200);
    expect(json(await s.t.app.inject({ method: 'GET', url: `/api/packs/${pack.id}` })).payload.available).toBe(false);
    const u = await packBuyer(50_00);
    const res = await buyPack(u.headers, { pack_id: pack.id });
    expect([res.statusCode, json(res).code, json(res).message]).toEqual([409, 'PACK_UNAVAILABLE', 'This pack is no longer available: one of its skins has been sold.']);
    expect(await statuses([itemIds[0]!, itemIds[2]!])).toEqual(['available', 'available']);
    expect(await ordersOf(u.id)).toEqual([]);
    expect((await balanceAndLedger(s.t.db, u.id)).balance).toBe(50_00);
  });

  it('PACK-5: when the same idempotency key comes again, then the first order is answered and nothing more is debited', async () => {
    const { pack } = await insertPack([2_00, 2_00, 2_00], 5_00);
    const u = await packBuyer(20_00);
    const first = await buyPack(u.headers, { pack_id: pack.id }, { 'idempotency-key': `pk-${u.id}` });
    const again = await buyPack(u.headers, { pack_id: pack.id, idempotencyKey: `pk-${u.id}` });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(json(again).payload.order_id).toBe(json(first).payload.order_id);
    expect(await ordersOf(u.id)).toHaveLength(1);
    expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 15_00, ledgerSum: 15_00 });
  });

  it('PACK-5: when a pack purchase is submitted 10 times at once with one key, then one order and one debit', async () => {
    const { pack } = await insertPack([2_00, 2_00, 2_00], 5_00);
    const u = await packBuyer(20_00);
    const results = await Promise.all(Array.from({ length: 10 }, () => buyPack(u.headers, { pack_id: pack.id }, { 'idempotency-key': `burst-${u.id}` })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => json(r).payload.order_id)).size).toBe(1);
    expect(await ordersOf(u.id)).toHaveLength(1);
    expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 15_00, ledgerSum: 15_00 });
  });

  it('PACK-8: when the profile has no trade link and none is given, then 422; a trade link in the body is used and remembered', async () => {
    const { pack } = await insertPack([1_00, 1_00, 1_00], 2_00);
    const u = await buyer(s.t.db, 10_00);
    const res = await buyPack(u.headers, { pack_id: pack.id });
    expect([res.statusCode, json(res).code, json(res).errors]).toEqual([422, 'PACK_TRADE_LINK_REQUIRED', { trade_url: ['Steam trade link is required'] }]);
    const ok = await buyPack(u.headers, { pack_id: pack.id, trade_url: TRADE_URL });
    expect(ok.statusCode).toBe(200);
    expect((await ordersOf(u.id))[0]!.tradeUrl).toBe(TRADE_URL);
    // The link used is remembered in the profile: the next purchase needs only the pack id (§7).
    const [profile] = await s.t.db.select({ link: users.steamTradeLink }).from(users).where(eq(users.id, u.id));
    expect(profile!.link).toBe(TRADE_URL);
    // STEAM-4: a bad trade link is refused before anything is charged, and the saved one stays.
    for (const trade_url of ['not a link', 'javascript:alert(1)//']) {
      const bad = await buyPack(u.headers, { pack_id: pack.id, trade_url });
      expect([bad.statusCode, json(bad).errors?.trade_url], trade_url).toEqual([422, ['Please enter your Steam trade link (https://steamcommunity.com/tradeoffer/new/?partner=…&token=…)']]);
    }
    const [kept] = await s.t.db.select({ link: users.steamTradeLink }).from(users).where(eq(users.id, u.id));
    expect(kept!.link).toBe(TRADE_URL);
    const next = (await insertPack([1_00, 1_00], 1_50, 'Second Pack')).pack;
    expect((await buyPack(u.headers, { pack_id: next.id })).statusCode).toBe(200);
  });

  it('PACK-3: when a guest buys, then 401; an unverified email 403; a missing pack id 422; an unknown pack 404', async () => {
    expect((await buyPack({}, { pack_id: 1 })).statusCode).toBe(401);
    const unverified = await insertUser(s.t.db, { emailVerifiedAt: null });
    const res = await buyPack(asBearer(await sessionFor(s.t.db, unverified.id)), { pack_id: 1 });
    expect([res.statusCode, json(res).message]).toEqual([403, 'Your email address is not verified.']);
    const u = await packBuyer(10_00);
    const bad = await buyPack(u.headers, { pack_id: 'x' });
    expect([bad.statusCode, json(bad).errors.pack_id]).toEqual([422, ['Please choose a pack']]);
    expect((await buyPack(u.headers, { pack_id: 999999 })).statusCode).toBe(404);
  });
});

describe('races', () => {
  it('PACK-4: when 10 buyers race for overlapping packs and single skins, then every skin is sold once and every balance equals its ledger', async () => {
    const shared = await insertItems(s.t.db, [{ priceCents: 3_00 }, { priceCents: 3_00 }, { priceCents: 3_00 }, { priceCents: 3_00 }]);
    const ids = shared.map((r) => r.id);
    const overlapping = [
      [ids[0]!, ids[1]!, ids[2]!],
      [ids[1]!, ids[2]!, ids[3]!],
      [ids[0]!, ids[3]!],
    ];
    const packIds: number[] = [];
    for (const set of overlapping) {
      const [p] = await s.t.db.insert(packs).values({ title: 'Race Pack', imgUrl: 'x.svg', priceCents: 5_00 }).returning();
      await s.t.db.insert(packItems).values(set.map((itemId) => ({ packId: p!.id, itemId })));
      packIds.push(p!.id);
    }
    const buyers = await Promise.all(Array.from({ length: 10 }, () => packBuyer(12_00)));
    const calls = buyers.map(async (b, i) => {
      if (i < 6) return buyPack(b.headers, { pack_id: packIds[i % 3]! });
      await s.t.db.insert(cartItems).values({ userId: b.id, itemId: ids[i - 6]! });
      return purchaseRequest(s.t.app, b.headers, checkoutPayload(s.country));
    });
    const results = await Promise.all(calls);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const lines = await s.t.db.select({ itemId: orderItems.itemId }).from(orderItems).where(inArray(orderItems.itemId, ids));
    expect(lines.length).toBe(new Set(lines.map((l) => l.itemId)).size);
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    for (const b of buyers) {
      const bl = await balanceAndLedger(s.t.db, b.id);
      expect(bl.balance).toBe(bl.ledgerSum);
      expect(bl.balance).toBeGreaterThanOrEqual(0);
    }
    const sold = await s.t.db.select({ id: items.id }).from(items).where(and(inArray(items.id, ids), eq(items.status, 'sold')));
    expect(sold.length).toBe(lines.length);
  });
});
