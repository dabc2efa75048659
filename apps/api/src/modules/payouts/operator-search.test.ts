import { describe, expect, it } from 'vitest';
import { json } from '../../../test/helpers.ts';
import { insertOffer, person, useOffersApp } from '../../../test/offer-helpers.ts';
import { insertUser, uniqueEmail } from '../../../test/auth-helpers.ts';
import { payouts } from './tables.ts';

/** OPS-173, OPS-177: run on PGlite and on PostgreSQL (TEST_DB=postgres). */
const s = useOffersApp();

/** A payout of a new offer of `userId`, requested at `at`. */
async function payout(userId: number, values: { method: 'card' | 'sepa' | 'mbway'; last4: string | null; at: string }) {
  const offer = await insertOffer(s.t.db, userId, 'payout_processing');
  const at = new Date(values.at);
  const [row] = await s.t.db
    .insert(payouts)
    .values({ offerId: offer.id, userId, method: values.method, amountMinor: 12_34, currency: 'EUR', status: 'processing', accountLast4: values.last4, contact: {}, createdAt: at, updatedAt: at })
    .returning();
  return row!.id;
}

async function sellerWithPayouts() {
  const seller = await insertUser(s.t.db, { email: uniqueEmail('payout-search') });
  const marchFirst = await payout(seller.id, { method: 'sepa', last4: '4321', at: '2031-03-01T00:00:00.000Z' });
  const marchSecondLate = await payout(seller.id, { method: 'card', last4: '9876', at: '2031-03-02T23:59:59.999Z' });
  const marchThird = await payout(seller.id, { method: 'mbway', last4: null, at: '2031-03-03T00:00:00.000Z' });
  return { seller, marchFirst, marchSecondLate, marchThird };
}

describe('the payouts list: search and days (GET /operator/payouts?q=&from=&to=, issue 47)', () => {
  const ids = async (headers: Record<string, string>, query: string) => {
    const res = await s.t.app.inject({ url: `/api/operator/payouts?${query}`, headers });
    expect(res.statusCode).toBe(200);
    return (json(res).payload as { id: number }[]).map((p) => p.id);
  };

  it('OPS-173: q finds a payout by its id (with or without #), by part of the seller’s email in any case, by the method or the account’s last 4', async () => {
    const operator = await person(s.t.db, 'operator');
    const { seller, marchFirst, marchSecondLate, marchThird } = await sellerWithPayouts();
    const local = seller.email!.split('@')[0]!;
    // A bare number may also be part of an email or last 4; with '#' it is the id alone.
    expect(await ids(operator.headers, `q=${marchFirst}`)).toContain(marchFirst);
    expect(await ids(operator.headers, `q=%23${marchSecondLate}`)).toEqual([marchSecondLate]);
    expect(await ids(operator.headers, `q=${encodeURIComponent(local.toUpperCase())}`)).toEqual([marchThird, marchSecondLate, marchFirst]);
    const byLast4 = await ids(operator.headers, 'q=9876');
    expect(byLast4).toContain(marchSecondLate);
    expect(byLast4).not.toContain(marchFirst);
    expect(await ids(operator.headers, `q=${encodeURIComponent(local)}&status=processing`)).toHaveLength(3);
    expect(await ids(operator.headers, `q=${encodeURIComponent(local)}&status=approved`)).toEqual([]);
    expect((await ids(operator.headers, 'q=mbway')).includes(marchThird)).toBe(true);
  });

  it('OPS-173: an id past the id column’s range and LIKE wildcards are text that matches nothing, never a 500', async () => {
    const operator = await person(s.t.db, 'operator');
    await sellerWithPayouts();
    expect(await ids(operator.headers, 'q=99999999999')).toEqual([]);
    expect(await ids(operator.headers, 'q=2147483648')).toEqual([]);
    expect(await ids(operator.headers, `q=${encodeURIComponent('%_%')}`)).toEqual([]);
  });

  it('OPS-173: from/to are UTC days on the request time, both included (to’s 23:59:59.999 in, the next 00:00 out)', async () => {
    const operator = await person(s.t.db, 'operator');
    const { seller, marchFirst, marchSecondLate, marchThird } = await sellerWithPayouts();
    const q = `q=${encodeURIComponent(seller.email!)}`;
    expect(await ids(operator.headers, `${q}&from=2031-03-01&to=2031-03-02`)).toEqual([marchSecondLate, marchFirst]);
    expect(await ids(operator.headers, `${q}&from=2031-03-02`)).toEqual([marchThird, marchSecondLate]);
    expect(await ids(operator.headers, `${q}&to=2031-03-01`)).toEqual([marchFirst]);
    expect(await ids(operator.headers, `${q}&from=2031-03-03&to=2031-03-03`)).toEqual([marchThird]);
  });

  it.each([
    ['from=2031-02-30', 'from', 'This date does not exist'],
    ['to=03/01/2031', 'to', 'Use a date like 2026-01-31'],
    ['from=2031-03-02&to=2031-03-01', 'from', 'The start date is after the end date'],
  ])('OPS-173: %s is a 422 naming %s, for the list and its CSV', async (query, field, message) => {
    const operator = await person(s.t.db, 'operator');
    for (const url of ['/api/operator/payouts', '/api/operator/payouts.csv']) {
      const res = await s.t.app.inject({ url: `${url}?${query}`, headers: operator.headers });
      expect(res.statusCode).toBe(422);
      expect(json(res).errors[field]).toEqual([message]);
    }
  });

  it('OPS-177: payouts.csv holds the payouts the list finds with the same search and days', async () => {
    const operator = await person(s.t.db, 'operator');
    const { seller, marchFirst, marchSecondLate } = await sellerWithPayouts();
    const res = await s.t.app.inject({ url: `/api/operator/payouts.csv?q=${encodeURIComponent(seller.email!)}&from=2031-03-01&to=2031-03-02&page=3`, headers: operator.headers });
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split('\r\n');
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([marchSecondLate, marchFirst]);
  });

  it('OPS-173: a customer gets 403 and a guest 401', async () => {
    const customer = await person(s.t.db);
    expect((await s.t.app.inject({ url: '/api/operator/payouts?q=x&from=2031-01-01', headers: customer.headers })).statusCode).toBe(403);
    expect((await s.t.app.inject({ url: '/api/operator/payouts?q=x&from=2031-01-01' })).statusCode).toBe(401);
  });
});
