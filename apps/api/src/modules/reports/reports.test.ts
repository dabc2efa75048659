import { describe, expect, it } from 'vitest';
import { json } from '../../../test/helpers.ts';
import { buyerContact as contact, insertDeposit, insertPaidOrder } from '../../../test/money-rows.ts';
import { insertOffer, person, useOffersApp } from '../../../test/offer-helpers.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orders } from '../checkout/tables.ts';
import { deposits } from '../payments/tables.ts';
import { payouts } from '../payouts/tables.ts';
import { reportPeriods } from './service.ts';

const s = useOffersApp();

const at = (iso: string) => new Date(iso);
const order = (db: DbOrTx, userId: number, totalCents: number, paidAt: string, status: (typeof orders.$inferInsert)['status'] = 'completed', refund?: { cents: number; at: string }) =>
  insertPaidOrder(db, userId, totalCents, at(paidAt), status, refund && { cents: refund.cents, at: at(refund.at) });
const topUp = (db: DbOrTx, userId: number, amountCents: number, status: (typeof deposits.$inferInsert)['status'], updatedAt: string) => insertDeposit(db, userId, amountCents, status, at(updatedAt));

async function payout(db: DbOrTx, userId: number, p: { amountMinor: number; currency?: string; createdAt: string; status?: 'processing' | 'approved' | 'failed'; settledAt?: string }) {
  const offer = await insertOffer(db, userId, p.status === 'approved' ? 'approved' : p.status === 'failed' ? 'ready_for_payout' : 'payout_processing');
  await db.insert(payouts).values({ offerId: offer.id, userId, method: 'sepa', amountMinor: p.amountMinor, currency: p.currency ?? 'EUR', contact, status: p.status ?? 'processing', createdAt: at(p.createdAt), ...(p.settledAt && { settledAt: at(p.settledAt) }) });
}

/** Known money movements of 2041, on both sides of its month, week and day boundaries (UTC). */
let seeded: Promise<void> | null = null;
function seed() {
  seeded ??= (async () => {
    const buyer = await person(s.t.db);
    // 23:30 UTC on 31 January, written in +01:00 (1 February there): January in UTC.
    await order(s.t.db, buyer.id, 100_00, '2041-02-01T00:30:00+01:00');
    await order(s.t.db, buyer.id, 50_00, '2041-02-01T00:00:00Z', 'completed', { cents: 20_00, at: '2041-02-03T10:00:00Z' });
    // Paid in January, refunded on the first instant of February: the refund is February's.
    await order(s.t.db, buyer.id, 30_00, '2041-01-15T12:00:00Z', 'delivery_failed', { cents: 30_00, at: '2041-02-01T00:00:00Z' });
    await order(s.t.db, buyer.id, 7_00, '2041-01-29T12:00:00Z');
    await order(s.t.db, buyer.id, 9_00, '2041-01-20T12:00:00Z', 'cancelled');
    await order(s.t.db, buyer.id, 11_00, '2041-03-01T00:00:00Z');
    await order(s.t.db, buyer.id, 13_00, '2040-12-31T23:59:59.999Z');
    await topUp(s.t.db, buyer.id, 20_00, 'success', '2041-01-05T08:00:00Z');
    await topUp(s.t.db, buyer.id, 30_01, 'success', '2041-02-28T23:59:59.999Z');
    await topUp(s.t.db, buyer.id, 50_00, 'pending', '2041-01-05T08:00:00Z');
    await topUp(s.t.db, buyer.id, 60_00, 'success', '2041-03-01T00:00:00Z');
    const seller = await person(s.t.db);
    await payout(s.t.db, seller.id, { amountMinor: 25_00, createdAt: '2041-01-10T09:00:00Z', status: 'approved', settledAt: '2041-02-02T09:00:00Z' });
    await payout(s.t.db, seller.id, { amountMinor: 10_00, createdAt: '2041-01-20T09:00:00Z', status: 'failed', settledAt: '2041-01-21T09:00:00Z' });
    await payout(s.t.db, seller.id, { amountMinor: 40_00, currency: 'PLN', createdAt: '2041-02-05T09:00:00Z' });
    await payout(s.t.db, seller.id, { amountMinor: 5_00, createdAt: '2041-02-10T09:00:00Z' });
    await insertOffer(s.t.db, seller.id, 'pending', { createdAt: at('2041-01-03T09:00:00Z') });
    await insertOffer(s.t.db, seller.id, 'approved', { createdAt: at('2041-01-04T09:00:00Z') });
    await insertOffer(s.t.db, seller.id, 'failed', { createdAt: at('2041-02-07T09:00:00Z') });
  })();
  return seeded;
}

const offersZero = { pending: 0, offer: 0, awaiting_item: 0, ready_for_payout: 0, payout_processing: 0, approved: 0, declined_by_user: 0, failed: 0, reversed: 0 };
const none = { count: 0, amount: 0 };

async function report(query: string) {
  const op = await person(s.t.db, 'operator');
  return s.t.app.inject({ url: `/api/operator/reports?${query}`, headers: op.headers });
}

describe('the back office report over a date range (GET /operator/reports, issue 47)', () => {
  it('OPS-140: a guest gets 401 and a customer 403', async () => {
    const customer = await person(s.t.db);
    expect((await s.t.app.inject({ url: '/api/operator/reports?from=2041-01-01&to=2041-01-31' })).statusCode).toBe(401);
    expect((await s.t.app.inject({ url: '/api/operator/reports?from=2041-01-01&to=2041-01-31', headers: customer.headers })).statusCode).toBe(403);
    expect((await s.t.app.inject({ url: '/api/operator/reports.csv?from=2041-01-01&to=2041-01-31', headers: customer.headers })).statusCode).toBe(403);
  });

  it('OPS-140, OPS-141: by month: sales gross by the day paid, refunds by the day refunded, net = gross - refunds, paid orders, payouts, top-ups and offers, in EUR minor units', async () => {
    await seed();
    const res = await report('from=2041-01-01&to=2041-02-28&group=month');
    expect(res.statusCode).toBe(200);
    const body = json(res).payload;
    expect(body).toMatchObject({ from: '2041-01-01', to: '2041-02-28', group: 'month', currency: 'EUR', time_zone: 'UTC' });
    const [jan, feb] = body.periods;
    expect(body.periods).toHaveLength(2);
    expect(jan).toEqual({
      start: '2041-01-01',
      end: '2041-01-31',
      sales_gross: 137_00,
      refunds: 0,
      net_sales: 137_00,
      orders: 3,
      refunds_count: 0,
      payouts: { requested: { count: 2, amount: 35_00 }, paid: none, failed: { count: 1, amount: 10_00 }, other_currency_count: 0 },
      top_ups: { count: 1, amount: 20_00 },
      offers: { ...offersZero, pending: 1, approved: 1 },
    });
    expect(feb).toEqual({
      start: '2041-02-01',
      end: '2041-02-28',
      sales_gross: 50_00,
      refunds: 50_00,
      net_sales: 0,
      orders: 1,
      refunds_count: 2,
      payouts: { requested: { count: 1, amount: 5_00 }, paid: { count: 1, amount: 25_00 }, failed: none, other_currency_count: 1 },
      top_ups: { count: 1, amount: 30_01 },
      offers: { ...offersZero, failed: 1 },
    });
    expect(body.total).toEqual({
      sales_gross: 187_00,
      refunds: 50_00,
      net_sales: 137_00,
      orders: 4,
      refunds_count: 2,
      payouts: { requested: { count: 3, amount: 40_00 }, paid: { count: 1, amount: 25_00 }, failed: { count: 1, amount: 10_00 }, other_currency_count: 1 },
      top_ups: { count: 2, amount: 50_01 },
      offers: { ...offersZero, pending: 1, approved: 1, failed: 1 },
    });
  });

  it('OPS-142: days are UTC days: 23:59:59.999 is the day before, 00:00:00 the day after, whatever offset the time was written in; a day with nothing is zeros', async () => {
    await seed();
    const body = json(await report('from=2041-01-31&to=2041-02-02&group=day')).payload;
    expect(body.periods.map((p: { start: string; end: string; sales_gross: number; refunds: number; orders: number }) => [p.start, p.end, p.sales_gross, p.refunds, p.orders])).toEqual([
      ['2041-01-31', '2041-01-31', 100_00, 0, 1],
      ['2041-02-01', '2041-02-01', 50_00, 30_00, 1],
      ['2041-02-02', '2041-02-02', 0, 0, 0],
    ]);
    expect(body.periods[2].payouts.paid).toEqual({ count: 1, amount: 25_00 });
    const edges = json(await report('from=2041-01-01&to=2041-01-01')).payload;
    expect([edges.group, edges.total.sales_gross, edges.total.orders]).toEqual(['day', 0, 0]);
    const feb28 = json(await report('from=2041-02-28&to=2041-02-28')).payload;
    expect(feb28.total.top_ups).toEqual({ count: 1, amount: 30_01 });
  });

  it('OPS-142: weeks run Monday to Sunday (ISO), the first and last clipped to the range; months from the 1st', async () => {
    await seed();
    const body = json(await report('from=2041-01-30&to=2041-02-05&group=week')).payload;
    expect(body.periods.map((p: { start: string; end: string }) => [p.start, p.end])).toEqual([
      ['2041-01-30', '2041-02-03'],
      ['2041-02-04', '2041-02-05'],
    ]);
    // The order of 29 January is in that week but before the range: left out.
    expect(body.periods[0]).toMatchObject({ sales_gross: 150_00, orders: 2, refunds: 50_00, net_sales: 100_00, payouts: { paid: { count: 1, amount: 25_00 } } });
    expect(body.periods[1]).toMatchObject({ sales_gross: 0, payouts: { other_currency_count: 1, requested: none } });
    expect(reportPeriods(new Date('2041-01-15T00:00:00Z'), new Date('2041-03-02T00:00:00Z'), 'month').map((p) => [p.key, p.start, p.end])).toEqual([
      ['2041-01-01', '2041-01-15', '2041-01-31'],
      ['2041-02-01', '2041-02-01', '2041-02-28'],
      ['2041-03-01', '2041-03-01', '2041-03-02'],
    ]);
    expect(reportPeriods(new Date('2041-02-03T00:00:00Z'), new Date('2041-02-03T00:00:00Z'), 'week')).toEqual([{ key: '2041-01-28', start: '2041-02-03', end: '2041-02-03' }]);
  });

  it.each([
    ['from=2041-02-01&to=2041-01-31', 'to', 'To must be on or after From'],
    ['from=2040-01-01&to=2041-01-01', 'to', 'The range can be at most 366 days'],
    ['from=2041-02-30&to=2041-03-01', 'from', 'From must be a date such as 2026-01-31'],
    ['from=01/02/2041&to=2041-03-01', 'from', 'From must be a date such as 2026-01-31'],
    ['from=2041-01-01', 'to', 'To must be a date such as 2026-01-31'],
    ['from=2041-01-01&to=2041-01-02&group=year', 'group', 'Group must be day, week or month'],
  ])('OPS-143: %s is a 422 naming %s', async (query, field, message) => {
    for (const url of ['/api/operator/reports', '/api/operator/reports.csv']) {
      const op = await person(s.t.db, 'operator');
      const res = await s.t.app.inject({ url: `${url}?${query}`, headers: op.headers });
      expect(res.statusCode).toBe(422);
      expect(json(res).errors[field]).toEqual([message]);
    }
  });

  it('OPS-143: 366 days (a leap year whole) is allowed', async () => {
    const res = await report('from=2040-01-01&to=2040-12-31&group=month');
    expect(res.statusCode).toBe(200);
    expect(json(res).payload.periods).toHaveLength(12);
  });

  it('OPS-144: reports.csv: the same figures, a row per period and a total row, money as decimals beside the currency', async () => {
    await seed();
    const op = await person(s.t.db, 'operator');
    const res = await s.t.app.inject({ url: '/api/operator/reports.csv?from=2041-01-01&to=2041-02-28&group=month', headers: op.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="report-2041-01-01-2041-02-28-month-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['x-export-truncated']).toBe('false');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'period_start,period_end,currency,sales_gross,refunds,net_sales,orders,refunds_count,payouts_requested_count,payouts_requested,payouts_paid_count,payouts_paid,payouts_failed_count,payouts_failed,payouts_other_currency_count,top_ups_count,top_ups,offers_pending,offers_offer,offers_awaiting_item,offers_ready_for_payout,offers_payout_processing,offers_approved,offers_declined_by_user,offers_failed,offers_reversed',
    );
    expect(lines.slice(1)).toEqual([
      '2041-01-01,2041-01-31,EUR,137.00,0.00,137.00,3,0,2,35.00,0,0.00,1,10.00,0,1,20.00,1,0,0,0,0,1,0,0,0',
      '2041-02-01,2041-02-28,EUR,50.00,50.00,0.00,1,2,1,5.00,1,25.00,0,0.00,1,1,30.01,0,0,0,0,0,0,0,1,0',
      'total,,EUR,187.00,50.00,137.00,4,2,3,40.00,1,25.00,1,10.00,1,2,50.01,1,0,0,0,0,1,0,1,0',
      '',
    ]);
  });
});
