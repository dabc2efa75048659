import { describe, expect, it } from 'vitest';
import { appWithEnv } from '../../../test/auth-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { buyerContact as contact, insertDeposit, insertPaidOrder } from '../../../test/money-rows.ts';
import { insertOffer, person, useOffersApp } from '../../../test/offer-helpers.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../checkout/tables.ts';
import { payouts } from '../payouts/tables.ts';
import { prompts } from '../prompts/tables.ts';
import { supportMessages } from '../support/tables.ts';
import { dashboard } from './service.ts';

const s = useOffersApp();

/** A balance order of `totalCents`, paid at `paidAt` (null: never paid), in `status` (processing unless said). */
const insertOrder = (db: DbOrTx, userId: number, totalCents: number, paidAt: Date | null, status: (typeof orders.$inferInsert)['status'] = 'processing', refund?: { cents: number; at: Date }) =>
  insertPaidOrder(db, userId, totalCents, paidAt, status, refund);

const get = (headers: Record<string, string> = {}) => s.t.app.inject({ url: '/api/operator/dashboard', headers });

describe('the back office dashboard (GET /operator/dashboard)', () => {
  it('OPS-40, OPS-41: a guest gets 401 and a customer 403, so the back office opens for operators only', async () => {
    const customer = await person(s.t.db);
    expect((await get()).statusCode).toBe(401);
    const refused = await get(customer.headers);
    expect([refused.statusCode, json(refused).message]).toEqual([403, 'This action is for shop operators only.']);
  });

  it('OPS-40: each queue counts what waits in it: a new offer, an awaiting item, a payout to settle, a skin request, a support message', async () => {
    const op = await person(s.t.db, 'operator');
    const seller = await person(s.t.db);
    const before = json(await get(op.headers)).payload.queues;
    await insertOffer(s.t.db, seller.id, 'pending');
    await insertOffer(s.t.db, seller.id, 'pending');
    await insertOffer(s.t.db, seller.id, 'awaiting_item');
    await insertOffer(s.t.db, seller.id, 'ready_for_payout');
    await insertOffer(s.t.db, seller.id, 'approved');
    const paying = await insertOffer(s.t.db, seller.id, 'payout_processing');
    await s.t.db.insert(payouts).values({ offerId: paying.id, userId: seller.id, method: 'sepa', amountMinor: 25_00, currency: 'EUR', contact });
    await s.t.db.insert(prompts).values([
      { userId: seller.id, title: 'AWP', quality: 'factory_new', maxPriceCents: 10_00, feeCents: 2_00, status: 'requested' },
      { userId: seller.id, title: 'AK', quality: 'factory_new', maxPriceCents: 10_00, feeCents: 2_00, status: 'unpaid' },
    ]);
    await s.t.db.insert(supportMessages).values({ name: 'Ann', surname: 'B', email: 'ann@example.com', topic: 'Order', message: 'Where is my order?' });
    const after = json(await get(op.headers)).payload.queues;
    const delta = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, (v as number) - before[k]]));
    expect(delta).toEqual({ offers_pending: 2, offers_awaiting_item: 1, offers_ready_for_payout: 1, payouts_processing: 1, deliveries_failed: 0, prompts_requested: 1, support_messages: 1, balance_changes_pending: 0, payout_conflicts: 0 });
  });

  it("OPS-40: today's sales are the orders paid since UTC midnight (not cancelled) and today's top-ups the credited ones, in euro", async () => {
    const buyer = await person(s.t.db);
    const now = new Date('2031-05-05T00:30:00+02:00'); // 22:30 UTC on 4 May: "today" is 4 May in UTC.
    const today = new Date('2031-05-04T08:00:00Z');
    const yesterday = new Date('2031-05-03T23:59:59Z');
    const tomorrow = new Date('2031-05-05T00:00:00Z');
    await insertOrder(s.t.db, buyer.id, 12_50, today);
    await insertOrder(s.t.db, buyer.id, 7_25, new Date('2031-05-04T00:00:00Z'), 'completed');
    await insertOrder(s.t.db, buyer.id, 99_00, yesterday, 'completed');
    await insertOrder(s.t.db, buyer.id, 99_00, tomorrow);
    await insertOrder(s.t.db, buyer.id, 2_00, today, 'cancelled');
    await insertOrder(s.t.db, buyer.id, 5_00, null, 'pending');
    await insertDeposit(s.t.db, buyer.id, 20_00, 'success', today);
    await insertDeposit(s.t.db, buyer.id, 30_01, 'success', new Date('2031-05-04T23:59:59Z'));
    await insertDeposit(s.t.db, buyer.id, 50_00, 'pending', today);
    await insertDeposit(s.t.db, buyer.id, 40_00, 'error', today);
    await insertDeposit(s.t.db, buyer.id, 60_00, 'success', yesterday);
    const { today: figures } = await dashboard(s.t.db, now);
    expect(figures).toEqual({ from: '2031-05-04T00:00:00.000Z', sales: { count: 2, sum: 19.75 }, refunds: { count: 0, sum: 0 }, top_ups: { count: 2, sum: 50.01 } });
  });

  it("OPS-137: today's sales are net of what was refunded of them, and today's refunds are shown apart, whenever their orders were paid", async () => {
    const buyer = await person(s.t.db);
    const now = new Date('2032-06-10T12:00:00Z');
    const today = new Date('2032-06-10T08:00:00Z');
    await insertOrder(s.t.db, buyer.id, 82_91, today, 'completed');
    await insertOrder(s.t.db, buyer.id, 14_90, today, 'delivery_failed', { cents: 14_90, at: new Date('2032-06-10T09:00:00Z') });
    await insertOrder(s.t.db, buyer.id, 30_00, new Date('2032-06-09T08:00:00Z'), 'delivery_failed', { cents: 30_00, at: new Date('2032-06-10T10:00:00Z') });
    const { today: figures } = await dashboard(s.t.db, now);
    expect(figures.sales).toEqual({ count: 2, sum: 82.91 });
    expect(figures.refunds).toEqual({ count: 2, sum: 44.9 });
  });
});

describe('the back office rate limit (OPS-113)', () => {
  it('OPS-113: every /api/operator call counts against the per-operator limit: past it a 429 in the envelope with Retry-After, another operator and the shop still answer', async () => {
    const app = await appWithEnv(s.t.database, { RATE_LIMIT_OPERATOR_PER_MINUTE: '3' });
    try {
      const op = await person(s.t.db, 'operator');
      const other = await person(s.t.db, 'operator');
      const calls = ['/api/operator/dashboard', '/api/operator/audit', '/api/operator/prompts'];
      for (const url of calls) expect((await app.inject({ url, headers: op.headers })).statusCode).toBe(200);
      const limited = await app.inject({ url: '/api/operator/orders', headers: op.headers });
      expect([limited.statusCode, json(limited).code, json(limited).message]).toEqual([429, 'COMMON_RATE_LIMITED', 'Too many attempts. Please try again in a minute.']);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await app.inject({ url: '/api/operator/dashboard', headers: other.headers })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/items/list', headers: op.headers })).statusCode).toBe(200);
      // A customer is refused by the operator check before anything is counted.
      const customer = await person(s.t.db);
      for (let i = 0; i < 4; i++) expect((await app.inject({ url: '/api/operator/dashboard', headers: customer.headers })).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});
