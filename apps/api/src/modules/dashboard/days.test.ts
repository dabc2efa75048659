import { describe, expect, it } from 'vitest';
import { json } from '../../../test/helpers.ts';
import { insertDeposit, insertPaidOrder } from '../../../test/money-rows.ts';
import { person, useOffersApp } from '../../../test/offer-helpers.ts';

const s = useOffersApp();

const at = (iso: string) => new Date(iso);
const days = (query: string, headers: Record<string, string>) => s.t.app.inject({ url: `/api/operator/dashboard/days?${query}`, headers });

/**
 * A known set of the shop's days, far from any other test's rows: 2033-03-01..03 holds two sales on
 * the 1st, a sale on the 2nd refunded on the 3rd, a cancelled and an unpaid order, and top-ups;
 * the days around it hold what must stay out.
 */
async function knownDays() {
  const buyer = await person(s.t.db);
  const order = (cents: number, paidAt: string | null, status: Parameters<typeof insertPaidOrder>[4], placed: string, refund?: { cents: number; at: Date }) =>
    insertPaidOrder(s.t.db, buyer.id, cents, paidAt ? at(paidAt) : null, status, refund, at(placed));
  await order(12_50, '2033-03-01T09:00:00Z', 'completed', '2033-03-01T08:59:00Z');
  await order(7_50, '2033-03-01T23:59:59Z', 'processing', '2033-03-01T23:58:00Z');
  await order(20_00, '2033-03-02T10:00:00Z', 'delivery_failed', '2033-03-02T09:59:00Z', { cents: 20_00, at: at('2033-03-03T08:00:00Z') });
  await order(3_00, '2033-03-02T11:00:00Z', 'cancelled', '2033-03-02T10:59:00Z');
  await order(4_00, null, 'pending', '2033-03-03T12:00:00Z');
  await order(99_00, '2033-02-28T23:59:59Z', 'completed', '2033-02-28T23:00:00Z');
  await order(99_00, '2033-03-04T00:00:00Z', 'completed', '2033-03-04T00:00:00Z');
  await insertDeposit(s.t.db, buyer.id, 30_00, 'success', at('2033-03-02T12:00:00Z'));
  await insertDeposit(s.t.db, buyer.id, 50_00, 'pending', at('2033-03-02T12:00:00Z'));
  await insertDeposit(s.t.db, buyer.id, 60_00, 'success', at('2033-03-04T00:00:01Z'));
}

describe('the dashboard over a range of days (GET /operator/dashboard/days, dashboard.csv)', () => {
  it('OPS-191, OPS-192: a known set of orders gives each day its sales, revenue net of that day\'s refunds, refunds and top-ups, the total, and the orders placed by their state now', async () => {
    const op = await person(s.t.db, 'operator');
    await knownDays();
    const res = await days('from=2033-03-01&to=2033-03-03', op.headers);
    expect(res.statusCode).toBe(200);
    const figures = json(res).payload;
    expect(figures.days).toEqual([
      { day: '2033-03-01', sales: 2, revenue: 20_00, refunds: 0, top_ups: 0, top_ups_amount: 0 },
      { day: '2033-03-02', sales: 1, revenue: 20_00, refunds: 0, top_ups: 1, top_ups_amount: 30_00 },
      { day: '2033-03-03', sales: 0, revenue: -20_00, refunds: 20_00, top_ups: 0, top_ups_amount: 0 },
    ]);
    expect(figures.total).toEqual({ sales: 3, revenue: 20_00, refunds: 20_00, top_ups: 1, top_ups_amount: 30_00 });
    expect(figures.orders_by_state).toEqual({ pending: 1, processing: 1, in_process: 0, completed: 1, accepted: 0, failed: 0, cancelled: 1, expired: 0, delivery_failed: 1 });
    expect([figures.from, figures.to, figures.currency, figures.time_zone]).toEqual(['2033-03-01', '2033-03-03', 'EUR', 'UTC']);
  });

  it('OPS-193: the CSV holds the same figures, a row each (money as decimals), with the queues waiting now', async () => {
    const op = await person(s.t.db, 'operator');
    const queues = json(await s.t.app.inject({ url: '/api/operator/dashboard', headers: op.headers })).payload.queues;
    const res = await s.t.app.inject({ url: '/api/operator/dashboard.csv?from=2033-03-01&to=2033-03-03', headers: op.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="dashboard-2033-03-01-2033-03-03-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('figure,day,count,amount_eur');
    expect(lines).toContain('sales,2033-03-01,2,20.00');
    expect(lines).toContain('refunds,2033-03-03,,20.00');
    expect(lines).toContain('top_ups,2033-03-02,1,30.00');
    expect(lines).toContain('sales,,3,20.00');
    expect(lines).toContain('orders_delivery_failed,,1,');
    expect(lines).toContain(`waiting_offers_pending,,${queues.offers_pending},`);
    expect(lines).toContain(`waiting_deliveries_failed,,${queues.deliveries_failed},`);
    expect(lines).toHaveLength(1 + 4 * 3 + 9 + Object.keys(queues).length);
  });

  it('OPS-191: a range the contract refuses is a 422 on its field; a guest gets 401, a customer 403', async () => {
    const op = await person(s.t.db, 'operator');
    const backwards = await days('from=2033-03-03&to=2033-03-01', op.headers);
    expect([backwards.statusCode, json(backwards).errors]).toEqual([422, { to: ['To must be on or after From'] }]);
    const missing = await days('to=2033-03-01', op.headers);
    expect([missing.statusCode, json(missing).errors.from]).toEqual([422, ['From must be a date such as 2026-01-31']]);
    expect((await days('from=2033-03-01&to=2033-03-03', {})).statusCode).toBe(401);
    expect((await days('from=2033-03-01&to=2033-03-03', (await person(s.t.db)).headers)).statusCode).toBe(403);
  });
});
