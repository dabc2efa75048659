import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceAndLedger, buyer, useCheckoutApp } from '../../../test/checkout-helpers.ts';
import { asBearer, insertUser, sessionFor } from '../../../test/auth-helpers.ts';
import { insertItem } from '../../../test/factories.ts';
import { json } from '../../../test/helpers.ts';
import { createSandboxDelivery } from '../../adapters/trade-delivery/sandbox.ts';
import { items } from '../catalog/tables.ts';
import { deliverPaidOrders } from '../checkout/delivery.ts';
import { orderItems, orders } from '../checkout/tables.ts';
import { auditLog } from '../audit/tables.ts';
import { prompts } from './tables.ts';

const s = useCheckoutApp();
const TRADE_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc';

const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown> = {}) =>
  s.t.app.inject({ method: 'POST', url, headers, payload: { currency: 'EUR', ...payload } });
const createPrompt = (headers: Record<string, string>, payload: Record<string, unknown>) => post('/api/prompts', headers, payload);
const payPrompt = (headers: Record<string, string>, promptId: number) => post('/api/purchase/prompt', headers, { prompt_id: promptId, trade_url: TRADE_URL });
const promptRow = async (id: number) => (await s.t.db.select().from(prompts).where(eq(prompts.id, id)))[0]!;
const orderRow = async (id: number) => (await s.t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

async function operator() {
  const u = await insertUser(s.t.db, { role: 'operator' });
  return asBearer(await sessionFor(s.t.db, u.id));
}

/** A skin that is the one the prompts here ask for (AWP | Dragon Lore, Factory New: PROMPT-9). */
const wanted = (overrides: Parameters<typeof insertItem>[1] = {}) => insertItem(s.t.db, { title: 'AWP | Dragon Lore', exteriorName: 'Factory New', ...overrides });

/** A buyer with a paid prompt (fee 2.00 EUR) for a skin of at most maxPrice euro. */
async function paidPrompt(balanceMinor = 20_00, maxPrice = 10) {
  const u = await buyer(s.t.db, balanceMinor);
  const created = json(await createPrompt(u.headers, { title: 'AWP | Dragon Lore', quality: 'factory_new', max_price: maxPrice }));
  const paid = await payPrompt(u.headers, created.payload.id);
  expect(paid.statusCode).toBe(200);
  return { u, id: created.payload.id as number, feeOrderId: json(paid).payload.order_id as number };
}

describe('placing a prompt', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['the name is missing', { title: ' ', quality: 'factory_new', max_price: 5 }, 'title', 'Skin name is required'],
    ['the name is too long', { title: 'x'.repeat(201), quality: 'factory_new', max_price: 5 }, 'title', 'This value is too long'],
    ['the quality is not a §3 option', { title: 'AK', quality: 'shiny', max_price: 5 }, 'quality', 'Quality is required'],
    ['the maximum price is missing', { title: 'AK', quality: 'factory_new' }, 'max_price', 'Maximum price is required'],
    ['the maximum price is not positive', { title: 'AK', quality: 'factory_new', max_price: '-3' }, 'max_price', 'Maximum price must be a positive number'],
    ['the maximum price is under a cent', { title: 'AK', quality: 'factory_new', max_price: '0.004' }, 'max_price', 'Maximum price must be a positive number'],
    // MONEY-4: 450.999 was stored as 451.00, above what the customer typed.
    ['the maximum price has part cents', { title: 'AK', quality: 'factory_new', max_price: '450.999' }, 'max_price', 'Use at most 2 decimals'],
  ];
  for (const [what, body, field, message] of cases) {
    it(`PROMPT-1: when ${what}, then 422 '${message}' and no prompt is made`, async () => {
      const u = await buyer(s.t.db);
      const res = await createPrompt(u.headers, body);
      expect([res.statusCode, json(res).message, json(res).errors[field]]).toEqual([422, message, [message]]);
      expect(await s.t.db.select().from(prompts).where(eq(prompts.userId, u.id))).toEqual([]);
    });
  }

  it('PROMPT-1, PROMPT-2: when a prompt is placed, then it is unpaid with the fee of the settings and listed for its owner only', async () => {
    const u = await buyer(s.t.db);
    const res = await createPrompt(u.headers, { title: 'M4A4 | Howl', quality: 'minimal_wear', max_price: '150.5' });
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toMatchObject({ title: 'M4A4 | Howl', quality: 'minimal_wear', max_price: 150.5, fee: 2, status: 'unpaid', order_id: null });
    expect((await promptRow(json(res).payload.id)).maxPriceCents).toBe(150_50);
    const mine = json(await s.t.app.inject({ method: 'GET', url: '/api/prompts?currency=EUR', headers: u.headers }));
    expect(mine).toMatchObject({ status: 'OK', meta: { fee: 2 }, payload: [expect.objectContaining({ id: json(res).payload.id })] });
    const other = json(await s.t.app.inject({ method: 'GET', url: '/api/prompts', headers: (await buyer(s.t.db)).headers }));
    expect(other.payload).toEqual([]);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/prompts' })).statusCode).toBe(401);
  });
});

describe('paying a prompt', () => {
  it('PROMPT-3, PROMPT-8: when the fee is paid, then it is debited once through the ledger, the prompt is requested and the history shows it in progress', async () => {
    const { u, id, feeOrderId } = await paidPrompt(20_00);
    expect(await promptRow(id)).toMatchObject({ status: 'requested', orderId: feeOrderId });
    expect(await orderRow(feeOrderId)).toMatchObject({ kind: 'prompt', status: 'in_process', totalCents: 2_00, tradeUrl: TRADE_URL });
    expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 18_00, ledgerSum: 18_00, ledgerRows: 2 });
    const [row] = json(await s.t.app.inject({ method: 'GET', url: '/api/purchase/history?currency=EUR', headers: u.headers })).payload;
    expect(row).toMatchObject({ id: feeOrderId, title: 'Skin request: AWP | Dragon Lore', count: 1, total: 2, status: 'processing', item_quality: 'Factory New' });
    // The fee order waits for the operator: the trade bot's sweep leaves it alone.
    await deliverPaidOrders(s.t.db, createSandboxDelivery({ delayMs: 0 }), new Date(Date.now() + 60_000));
    expect((await orderRow(feeOrderId)).status).toBe('in_process');
  });

  it('PROMPT-4: when a paid prompt is paid again, also 10 times at once, then the same order answers and the fee is debited once', async () => {
    const { u, id, feeOrderId } = await paidPrompt(20_00);
    const again = await Promise.all(Array.from({ length: 10 }, () => payPrompt(u.headers, id)));
    expect(again.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(again.map((r) => json(r).payload.order_id))).toEqual(new Set([feeOrderId]));
    expect(await s.t.db.select().from(orders).where(eq(orders.userId, u.id))).toHaveLength(1);
    expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 18_00, ledgerSum: 18_00 });
  });

  it('PROMPT-4: when an unpaid prompt is paid 10 times at once, then one order and one debit', async () => {
    const u = await buyer(s.t.db, 20_00);
    const id = json(await createPrompt(u.headers, { title: 'Karambit | Fade', quality: 'factory_new', max_price: 500 })).payload.id;
    const results = await Promise.all(Array.from({ length: 10 }, () => payPrompt(u.headers, id)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => json(r).payload.order_id)).size).toBe(1);
    expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 18_00, ledgerSum: 18_00, ledgerRows: 2 });
  });

  it('PROMPT-3: when the balance is short of the fee, then 422 and the prompt stays unpaid with no order', async () => {
    const u = await buyer(s.t.db, 1_00);
    const id = json(await createPrompt(u.headers, { title: 'Glock | Fade', quality: 'factory_new', max_price: 50 })).payload.id;
    const res = await payPrompt(u.headers, id);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ code: 'CHECKOUT_INSUFFICIENT_BALANCE', message: 'Insufficient balance. You have: €1.00 required: €2.00' });
    expect((await promptRow(id)).status).toBe('unpaid');
    expect(await s.t.db.select().from(orders).where(eq(orders.userId, u.id))).toEqual([]);
    expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 1_00, ledgerSum: 1_00 });
  });

  it("PROMPT-3: when a guest pays, then 401; an unverified email 403; someone else's prompt 404; no trade link 422", async () => {
    const owner = await buyer(s.t.db, 10_00);
    const id = json(await createPrompt(owner.headers, { title: 'USP-S | Kill Confirmed', quality: 'well_worn', max_price: 30 })).payload.id;
    expect((await payPrompt({}, id)).statusCode).toBe(401);
    const unverified = await insertUser(s.t.db, { emailVerifiedAt: null });
    const res = await payPrompt(asBearer(await sessionFor(s.t.db, unverified.id)), id);
    expect([res.statusCode, json(res).message]).toEqual([403, 'Your email address is not verified.']);
    const stranger = await payPrompt((await buyer(s.t.db, 10_00)).headers, id);
    expect([stranger.statusCode, json(stranger).code, json(stranger).message]).toEqual([404, 'PROMPT_NOT_FOUND', 'This skin request does not exist.']);
    const noLink = await post('/api/purchase/prompt', owner.headers, { prompt_id: id });
    expect([noLink.statusCode, json(noLink).code]).toEqual([422, 'PACK_TRADE_LINK_REQUIRED']);
    // STEAM-4: a trade link the trade bot cannot send to is refused as the cart refuses it; nothing is charged.
    for (const trade_url of ['not a link', 'javascript:alert(1)//', 'https://steamcommunity.com.evil.example/tradeoffer/new/?partner=1&token=a']) {
      const bad = await post('/api/purchase/prompt', owner.headers, { prompt_id: id, trade_url });
      expect([bad.statusCode, json(bad).errors?.trade_url], trade_url).toEqual([422, ['Please enter your Steam trade link (https://steamcommunity.com/tradeoffer/new/?partner=…&token=…)']]);
    }
    expect((await balanceAndLedger(s.t.db, owner.id)).balance).toBe(10_00);
    const noId = await post('/api/purchase/prompt', owner.headers, { trade_url: TRADE_URL });
    expect([noId.statusCode, json(noId).errors.prompt_id]).toEqual([422, ['Please choose a skin request']]);
    expect((await promptRow(id)).status).toBe('unpaid');
  });
});

describe('the operator answers a prompt', () => {
  it('PROMPT-5: when a customer or a guest calls the operator endpoints, then 403 or 401', async () => {
    const { u, id } = await paidPrompt();
    for (const headers of [u.headers, {}]) {
      const expected = headers === u.headers ? 403 : 401;
      expect((await s.t.app.inject({ method: 'GET', url: '/api/operator/prompts', headers })).statusCode).toBe(expected);
      expect((await post(`/api/operator/prompts/${id}/refuse`, headers)).statusCode).toBe(expected);
      expect((await post(`/api/operator/prompts/${id}/fulfil`, headers, { item_id: 1 })).statusCode).toBe(expected);
    }
    expect((await promptRow(id)).status).toBe('requested');
  });

  it('PROMPT-5: when the operator lists requested prompts, then they come with the customer', async () => {
    const { u, id } = await paidPrompt();
    const res = await s.t.app.inject({ method: 'GET', url: '/api/operator/prompts?status=requested&currency=EUR', headers: await operator() });
    expect(res.statusCode).toBe(200);
    expect(json(res).payload.find((p: { id: number }) => p.id === id)).toMatchObject({ user_id: u.id, email: u.email, status: 'requested', fee: 2, max_price: 10 });
    expect(json(res).payload.every((p: { status: string }) => p.status === 'requested')).toBe(true);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/operator/prompts?status=bogus', headers: await operator() })).statusCode).toBe(422);
  });

  it('PROMPT-7: when the operator refuses, then the fee is refunded once through the ledger and the fee order is cancelled', async () => {
    const { u, id, feeOrderId } = await paidPrompt(20_00);
    const op = await operator();
    const res = await post(`/api/operator/prompts/${id}/refuse`, op, { note: 'Not on the market' });
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toMatchObject({ status: 'refused', note: 'Not on the market' });
    expect((await orderRow(feeOrderId)).status).toBe('cancelled');
    expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 20_00, ledgerSum: 20_00, ledgerRows: 3 });
    const twice = await post(`/api/operator/prompts/${id}/refuse`, op);
    expect([twice.statusCode, json(twice).code, json(twice).message]).toEqual([409, 'PROMPT_NOT_OPEN', 'This skin request has already been answered.']);
    expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 20_00, ledgerRows: 3 });
    const [row] = json(await s.t.app.inject({ method: 'GET', url: '/api/purchase/history', headers: u.headers })).payload;
    expect(row).toMatchObject({ id: feeOrderId, status: 'cancelled' });
    expect((await post('/api/operator/prompts/999999/refuse', op)).statusCode).toBe(404);
  });

  it('PROMPT-6: when the operator fulfils with an available skin within the maximum, then the customer buys it from the balance in a new order', async () => {
    const { u, id, feeOrderId } = await paidPrompt(20_00, 10);
    const item = await wanted({ priceCents: 9_00 });
    const res = await post(`/api/operator/prompts/${id}/fulfil`, await operator(), { item_id: item.id });
    expect(res.statusCode).toBe(200);
    const fulfilled = json(res).payload;
    expect(fulfilled).toMatchObject({ status: 'fulfilled', fulfilled_order_id: expect.any(Number) });
    expect(await orderRow(fulfilled.fulfilled_order_id)).toMatchObject({ userId: u.id, kind: 'product', status: 'processing', totalCents: 9_00, tradeUrl: TRADE_URL });
    expect((await s.t.db.select().from(orderItems).where(eq(orderItems.orderId, fulfilled.fulfilled_order_id))).map((l) => l.itemId)).toEqual([item.id]);
    expect((await s.t.db.select({ s: items.status }).from(items).where(eq(items.id, item.id)))[0]!.s).toBe('sold');
    expect((await orderRow(feeOrderId)).status).toBe('completed');
    expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 9_00, ledgerSum: 9_00 });
    const history = json(await s.t.app.inject({ method: 'GET', url: '/api/purchase/history', headers: u.headers })).payload;
    expect(history.find((r: { id: number }) => r.id === feeOrderId).status).toBe('completed');
  });

  it('PROMPT-6: when the skin costs more than the maximum, is sold, or the balance is short, then 4xx and nothing changes', async () => {
    const { u, id, feeOrderId } = await paidPrompt(10_00, 10);
    const op = await operator();
    const dear = await wanted({ priceCents: 10_01 });
    const tooMuch = await post(`/api/operator/prompts/${id}/fulfil`, op, { item_id: dear.id });
    expect([tooMuch.statusCode, json(tooMuch).code]).toEqual([422, 'PROMPT_ITEM_TOO_EXPENSIVE']);
    const sold = await wanted({ priceCents: 5_00, status: 'sold' });
    const gone = await post(`/api/operator/prompts/${id}/fulfil`, op, { item_id: sold.id });
    expect([gone.statusCode, json(gone).code]).toEqual([409, 'PROMPT_ITEM_UNAVAILABLE']);
    const pricey = await wanted({ priceCents: 9_50 });
    const short = await post(`/api/operator/prompts/${id}/fulfil`, op, { item_id: pricey.id });
    expect([short.statusCode, json(short).code]).toEqual([422, 'CHECKOUT_INSUFFICIENT_BALANCE']);
    expect((await s.t.db.select({ s: items.status }).from(items).where(eq(items.id, pricey.id)))[0]!.s).toBe('available');
    expect((await promptRow(id)).status).toBe('requested');
    expect((await orderRow(feeOrderId)).status).toBe('in_process');
    expect(await s.t.db.select().from(orders).where(eq(orders.userId, u.id))).toHaveLength(1);
    expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 8_00, ledgerSum: 8_00 });
  });

  it('PROMPT-9: a skin that is not the one requested (another name, another exterior) is refused with the reason, and nothing changes; the name as traders type it matches', async () => {
    const { u, id, feeOrderId } = await paidPrompt(20_00, 10);
    const op = await operator();
    for (const other of [{ title: 'SG 553 | Army Sheen', exteriorName: 'Factory New', priceCents: 30 }, { title: 'AWP | Dragon Lore', exteriorName: 'Field-Tested', priceCents: 5_00 }]) {
      const res = await post(`/api/operator/prompts/${id}/fulfil`, op, { item_id: (await insertItem(s.t.db, other)).id });
      expect([res.statusCode, json(res).code, json(res).message], other.title).toEqual([422, 'PROMPT_ITEM_MISMATCH', 'This skin is not the one requested: the request is for AWP | Dragon Lore (Factory New).']);
    }
    expect((await promptRow(id)).status).toBe('requested');
    expect((await orderRow(feeOrderId)).status).toBe('in_process');
    expect(await balanceAndLedger(s.t.db, u.id)).toMatchObject({ balance: 18_00 });
    const typed = await insertItem(s.t.db, { title: '★ awp|dragon  lore', exteriorName: 'Factory New', priceCents: 5_00 });
    expect((await post(`/api/operator/prompts/${id}/fulfil`, op, { item_id: typed.id })).statusCode).toBe(200);
  });

  it('PROMPT-6, PROMPT-7: when refusals and fulfilments race, then exactly one answer wins and the balance equals the ledger', async () => {
    const { u, id } = await paidPrompt(30_00, 10);
    const op = await operator();
    const item = await wanted({ priceCents: 5_00 });
    const calls = Array.from({ length: 8 }, (_, i) => (i % 2 ? post(`/api/operator/prompts/${id}/refuse`, op) : post(`/api/operator/prompts/${id}/fulfil`, op, { item_id: item.id })));
    const results = await Promise.all(calls);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    const final = await promptRow(id);
    const bl = await balanceAndLedger(s.t.db, u.id);
    expect(bl.balance).toBe(bl.ledgerSum);
    expect(bl.balance).toBe(final.status === 'refused' ? 30_00 : 23_00);
  });
});

describe('the back office skin requests queue', () => {
  const auditOf = (id: number) =>
    s.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'prompt'), eq(auditLog.targetId, String(id))));

  it('OPS-48: the operator list is paged, 20 a page, with meta total and pages, and keeps the status filter', async () => {
    const u = await buyer(s.t.db);
    await s.t.db.insert(prompts).values(Array.from({ length: 25 }, (_, i) => ({ userId: u.id, title: `Paged ${i}`, quality: 'factory_new', maxPriceCents: 10_00, feeCents: 2_00, status: 'refused' as const })));
    const op = await operator();
    const page = (query: string) => s.t.app.inject({ method: 'GET', url: `/api/operator/prompts?${query}`, headers: op }).then(json);
    const first = await page('status=refused');
    const total = first.meta.total;
    expect(total).toBeGreaterThanOrEqual(25);
    expect(first.meta.pages).toBe(Math.ceil(total / 20));
    expect(first.payload).toHaveLength(20);
    const last = await page(`status=refused&page=${first.meta.pages}`);
    expect(last.payload).toHaveLength(total - 20 * (first.meta.pages - 1));
    expect([...first.payload, ...last.payload].every((p: { status: string }) => p.status === 'refused')).toBe(true);
    expect((await page('page=abc')).payload.length).toBeLessThanOrEqual(20);
  });

  it('OPS-49: fulfilling and refusing are in the audit log, in their transactions; a refused answer adds nothing', async () => {
    const opUser = await insertUser(s.t.db, { role: 'operator' });
    const op = asBearer(await sessionFor(s.t.db, opUser.id));
    const refused = await paidPrompt(20_00);
    await post(`/api/operator/prompts/${refused.id}/refuse`, op, { note: 'Not on the market' });
    expect((await post(`/api/operator/prompts/${refused.id}/refuse`, op)).statusCode).toBe(409);
    const fulfilled = await paidPrompt(20_00, 10);
    const item = await wanted({ priceCents: 9_00 });
    const done = json(await post(`/api/operator/prompts/${fulfilled.id}/fulfil`, op, { item_id: item.id })).payload;
    const tooDear = await paidPrompt(20_00, 1);
    const dear = await wanted({ priceCents: 5_00 });
    expect((await post(`/api/operator/prompts/${tooDear.id}/fulfil`, op, { item_id: dear.id })).statusCode).toBe(422);

    expect((await auditOf(refused.id)).map((r) => [r.action, r.before, r.after])).toEqual([['prompt.refuse', { status: 'requested' }, { status: 'refused', note: 'Not on the market', refunded: 2 }]]);
    expect(await auditOf(fulfilled.id)).toMatchObject([{ action: 'prompt.fulfil', before: { status: 'requested' }, after: { status: 'fulfilled', item_id: item.id, price: 9, order_id: done.fulfilled_order_id } }]);
    expect((await auditOf(refused.id))[0]!.actorId).toBe(opUser.id);
    expect(await auditOf(tooDear.id)).toEqual([]);
  });
});
