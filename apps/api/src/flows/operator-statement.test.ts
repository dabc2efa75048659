import { describe, expect, it } from 'vitest';
import { buyer, useCheckoutApp } from '../../test/checkout-helpers.ts';
import { json } from '../../test/helpers.ts';
import { insertOffer, insertPayout, person } from '../../test/offer-helpers.ts';
import { statementOf, topUp } from '../../test/wallet-helpers.ts';

/** OPS-171, OPS-179: run on PGlite and on PostgreSQL (TEST_DB=postgres). */
const s = useCheckoutApp();

/** A customer with two offers (one paid out by bank) and a card top-up of 30, and another with a top-up of their own. */
async function customers() {
  const customer = await buyer(s.t.db);
  const other = await buyer(s.t.db);
  await topUp(s.t.app, customer, 30, 'card');
  await topUp(s.t.app, other, 11, 'card');
  await insertOffer(s.t.db, customer.id, 'pending');
  const paid = await insertPayout(s.t.db, customer, { method: 'sepa', status: 'approved', amountMinor: 25_00, at: new Date(Date.now() + 1_000) });
  return { customer, other, paid };
}

const operatorGet = async (url: string) => s.t.app.inject({ url, headers: (await person(s.t.db, 'operator')).headers });

describe('the customer’s statement in the back office (issue 47)', () => {
  it('OPS-171: GET /operator/customers/:id/statement answers what the customer reads at /user/statement, for each filter and page', async () => {
    const { customer, paid } = await customers();
    for (const query of ['', 'kind=top_up', 'kind=offer_payout', 'per_page=1&page=2', 'to=2000-01-01']) {
      const mine = await statementOf(s.t.app, customer.headers, query);
      const res = await operatorGet(`/api/operator/customers/${customer.id}/statement${query ? `?${query}` : ''}`);
      expect(res.statusCode, query).toBe(200);
      expect(json(res), query).toEqual(mine.body);
    }
    const all = json(await operatorGet(`/api/operator/customers/${customer.id}/statement`)).payload;
    expect(all.rows.map((r: { kind: string; offer_id: number | null }) => [r.kind, r.offer_id])).toEqual([
      ['offer_payout', paid.offerId],
      ['top_up', null],
    ]);
    expect(all.balance).toBe(30);
  });

  it('OPS-171: the .csv is the customer’s own statement.csv, with the same filters', async () => {
    const { customer } = await customers();
    for (const query of ['', '?kind=offer_payout']) {
      const mine = await s.t.app.inject({ url: `/api/user/statement.csv${query}`, headers: customer.headers });
      const res = await operatorGet(`/api/operator/customers/${customer.id}/statement.csv${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="statement-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.body).toBe(mine.body);
    }
  });

  it('OPS-179: each customer’s statement holds only their own rows', async () => {
    const { customer, other } = await customers();
    const theirs = json(await operatorGet(`/api/operator/customers/${other.id}/statement`)).payload;
    expect(theirs.rows.map((r: { kind: string; amount: number }) => [r.kind, r.amount])).toEqual([['top_up', 11]]);
    const mine = json(await operatorGet(`/api/operator/customers/${customer.id}/statement?kind=top_up`)).payload;
    expect(mine.rows.map((r: { amount: number }) => r.amount)).toEqual([30]);
  });

  it('OPS-171: an unknown customer is OPS_CUSTOMER_NOT_FOUND (404); a bad filter a 422 naming it; a customer is refused (403)', async () => {
    const { customer } = await customers();
    for (const url of ['/api/operator/customers/2147483647/statement', '/api/operator/customers/2147483647/statement.csv']) {
      const res = await operatorGet(url);
      expect([res.statusCode, json(res).code]).toEqual([404, 'OPS_CUSTOMER_NOT_FOUND']);
    }
    const bad = await operatorGet(`/api/operator/customers/${customer.id}/statement?kind=gift`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors)).toEqual(['kind']);
    expect((await s.t.app.inject({ url: `/api/operator/customers/${customer.id}/statement`, headers: customer.headers })).statusCode).toBe(403);
    expect((await s.t.app.inject({ url: `/api/operator/customers/${customer.id}/statement.csv`, headers: customer.headers })).statusCode).toBe(403);
  });
});
