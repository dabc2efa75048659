import { describe, expect, it } from 'vitest';
import { insertUser, uniqueEmail } from '../../../test/auth-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { insertOffer, person, useOffersApp } from '../../../test/offer-helpers.ts';
import { balanceChangeRequests } from '../account/tables.ts';
import { auditLog } from '../audit/tables.ts';
import { orders } from '../checkout/tables.ts';

/** OPS-176, OPS-177: the back-office lists' days (one rule: contract day-range.ts); run on PGlite and on PostgreSQL (TEST_DB=postgres). */
const s = useOffersApp();

/** The three moments of a list's check: the first day's 00:00, the last day's last millisecond, and the day after's 00:00. */
const FIRST = new Date('2034-04-01T00:00:00.000Z');
const LAST = new Date('2034-04-02T23:59:59.999Z');
const AFTER = new Date('2034-04-03T00:00:00.000Z');
const RANGE = 'from=2034-04-01&to=2034-04-02';

async function listIds(path: string, headers: Record<string, string>, query: string): Promise<number[]> {
  const res = await s.t.app.inject({ url: `/api/operator/${path}?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return (json(res).payload as { id: number }[]).map((r) => r.id);
}

/** The first column of each data row of a CSV (the id). */
async function csvIds(path: string, headers: Record<string, string>, query: string): Promise<number[]> {
  const res = await s.t.app.inject({ url: `/api/operator/${path}.csv?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.body
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => Number(line.split(',')[0]));
}

async function insertOrder(email: string, userId: number, createdAt: Date) {
  const [row] = await s.t.db
    .insert(orders)
    .values({
      userId,
      status: 'completed',
      paymentMethod: 'balance',
      directPayment: false,
      subtotalCents: 1000,
      totalCents: 1000,
      tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=a',
      name: 'Ann',
      surname: 'Buyer',
      email,
      phone: '+351912345678',
      city: 'Lisbon',
      address: 'Rua 1',
      postCode: '1000-001',
      createdAt,
    })
    .returning();
  return row!.id;
}

describe('the back-office lists by day (from/to, issue 47)', () => {
  it('OPS-176: offers: from/to are the UTC days the offers were made in, both included, with the search', async () => {
    const operator = await person(s.t.db, 'operator');
    const seller = await person(s.t.db);
    const [first, last, after] = await Promise.all([FIRST, LAST, AFTER].map((createdAt) => insertOffer(s.t.db, seller.id, 'pending', { createdAt })));
    const q = `q=${encodeURIComponent(seller.email!)}`;
    expect(await listIds('offers', operator.headers, `${q}&${RANGE}`)).toEqual([last!.id, first!.id]);
    expect(await listIds('offers', operator.headers, `${q}&from=2034-04-03`)).toEqual([after!.id]);
  });

  it('OPS-176: orders: from/to are the UTC days the orders were placed in; OPS-177: orders.csv holds the same rows', async () => {
    const operator = await person(s.t.db, 'operator');
    const buyer = await insertUser(s.t.db, { email: uniqueEmail('orders-days') });
    const first = await insertOrder(buyer.email!, buyer.id, FIRST);
    const last = await insertOrder(buyer.email!, buyer.id, LAST);
    const after = await insertOrder(buyer.email!, buyer.id, AFTER);
    const q = `q=${encodeURIComponent(buyer.email!)}`;
    expect(await listIds('orders', operator.headers, `${q}&${RANGE}`)).toEqual([last, first]);
    expect(await listIds('orders', operator.headers, `${q}&to=2034-04-01`)).toEqual([first]);
    expect(await csvIds('orders', operator.headers, `${q}&${RANGE}`)).toEqual([last, first]);
    expect(await csvIds('orders', operator.headers, `${q}&from=2034-04-03&to=2034-04-03`)).toEqual([after]);
  });

  it('OPS-176: customers: from/to are the UTC days they registered in', async () => {
    const operator = await person(s.t.db, 'operator');
    const tag = uniqueEmail('registered').split('@')[0]!;
    // One after the other: the list is newest id first.
    const first = await insertUser(s.t.db, { email: `${tag}-0@example.com`, createdAt: FIRST });
    const last = await insertUser(s.t.db, { email: `${tag}-1@example.com`, createdAt: LAST });
    const after = await insertUser(s.t.db, { email: `${tag}-2@example.com`, createdAt: AFTER });
    const q = `q=${encodeURIComponent(tag)}`;
    expect(await listIds('customers', operator.headers, `${q}&${RANGE}`)).toEqual([last.id, first.id]);
    expect(await listIds('customers', operator.headers, `${q}&from=2034-04-03`)).toEqual([after.id]);
    expect(await csvIds('customers', operator.headers, `${q}&${RANGE}`)).toEqual([last.id, first.id]);
  });

  it('OPS-176: audit: from/to are the UTC days of the steps; OPS-177: audit.csv holds the same steps', async () => {
    const operator = await person(s.t.db, 'operator');
    const targetType = `days-${Date.now()}`;
    const rows = await s.t.db
      .insert(auditLog)
      .values([FIRST, LAST, AFTER].map((at) => ({ at, action: 'test.days', targetType, targetId: '1' })))
      .returning({ id: auditLog.id });
    const [first, last, after] = rows.map((r) => r.id);
    expect(await listIds('audit', operator.headers, `target_type=${targetType}&${RANGE}`)).toEqual([last, first]);
    expect(await listIds('audit', operator.headers, `target_type=${targetType}&from=2034-04-03`)).toEqual([after]);
    expect(await csvIds('audit', operator.headers, `target_type=${targetType}&${RANGE}`)).toEqual([last, first]);
  });

  it('OPS-176: balance changes: from/to are the UTC days the changes were asked in', async () => {
    const operator = await person(s.t.db, 'operator');
    const customer = await insertUser(s.t.db, { email: uniqueEmail('change-days') });
    const rows = await s.t.db
      .insert(balanceChangeRequests)
      .values([FIRST, LAST, AFTER].map((createdAt) => ({ userId: customer.id, deltaMinor: 500, reason: 'goodwill', requestedBy: operator.id, createdAt })))
      .returning({ id: balanceChangeRequests.id });
    const [first, last, after] = rows.map((r) => r.id);
    expect(await listIds('balance-changes', operator.headers, `user_id=${customer.id}&${RANGE}`)).toEqual([last, first]);
    expect(await listIds('balance-changes', operator.headers, `user_id=${customer.id}&from=2034-04-03`)).toEqual([after]);
  });

  it.each(['offers', 'orders', 'customers', 'audit', 'balance-changes', 'orders.csv', 'customers.csv', 'offers.csv', 'audit.csv'])(
    'OPS-176: %s: a day that is none, or from after to, is a 422 naming the field (never a 500)',
    async (path) => {
      const operator = await person(s.t.db, 'operator');
      for (const [query, field, message] of [
        ['from=2034-02-30', 'from', 'This date does not exist'],
        ['to=1.4.2034', 'to', 'Use a date like 2026-01-31'],
        [`from=2034-04-02&to=2034-04-01`, 'from', 'The start date is after the end date'],
      ] as const) {
        const res = await s.t.app.inject({ url: `/api/operator/${path}?${query}`, headers: operator.headers });
        expect(res.statusCode).toBe(422);
        expect(json(res).errors[field]).toEqual([message]);
      }
    },
  );
});
