import { describe, expect, it } from 'vitest';
import { insertUser, uniqueEmail } from '../../../test/auth-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { person, useOffersApp } from '../../../test/offer-helpers.ts';
import { prompts } from './tables.ts';

/** OPS-175: run on PGlite and on PostgreSQL (TEST_DB=postgres). */
const s = useOffersApp();

async function request(userId: number, title: string, at: string, status: 'requested' | 'refused' = 'requested') {
  const [row] = await s.t.db.insert(prompts).values({ userId, title, quality: 'factory_new', maxPriceCents: 100_00, feeCents: 2_00, status, createdAt: new Date(at), updatedAt: new Date(at) }).returning();
  return row!.id;
}

const ids = async (headers: Record<string, string>, query: string) => {
  const res = await s.t.app.inject({ url: `/api/operator/prompts?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return (json(res).payload as { id: number }[]).map((p) => p.id);
};

describe('the skin requests list: search and days (GET /operator/prompts?q=&from=&to=, issue 47)', () => {
  it('OPS-175: q finds a request by its id (with or without #), part of the customer’s email or of the requested market name, any case; with the status filter', async () => {
    const operator = await person(s.t.db, 'operator');
    const customer = await insertUser(s.t.db, { email: uniqueEmail('prompt-search') });
    const knife = await request(customer.id, '★ Karambit | Quasarglow', '2033-01-10T10:00:00Z');
    const rifle = await request(customer.id, 'AK-47 | Nebulight', '2033-01-11T10:00:00Z', 'refused');
    // A bare number may also be part of an email or a name (AK-47); with '#' it is the id alone.
    expect(await ids(operator.headers, `q=${knife}`)).toContain(knife);
    expect(await ids(operator.headers, `q=%23${rifle}`)).toEqual([rifle]);
    expect(await ids(operator.headers, `q=${encodeURIComponent(customer.email!.toUpperCase())}`)).toEqual([rifle, knife]);
    expect(await ids(operator.headers, 'q=quasarGLOW')).toEqual([knife]);
    expect(await ids(operator.headers, `q=${encodeURIComponent('karambit | quasar')}`)).toEqual([knife]);
    expect(await ids(operator.headers, `q=${encodeURIComponent(customer.email!)}&status=refused`)).toEqual([rifle]);
    expect(await ids(operator.headers, 'q=99999999999')).toEqual([]);
  });

  it('OPS-175: from/to are UTC days on when the request was made, both included', async () => {
    const operator = await person(s.t.db, 'operator');
    const customer = await insertUser(s.t.db, { email: uniqueEmail('prompt-days') });
    const q = `q=${encodeURIComponent(customer.email!)}`;
    const first = await request(customer.id, 'M4A4 | Day One', '2033-02-01T00:00:00.000Z');
    const last = await request(customer.id, 'M4A4 | Day Two', '2033-02-02T23:59:59.999Z');
    const after = await request(customer.id, 'M4A4 | Day Three', '2033-02-03T00:00:00.000Z');
    expect(await ids(operator.headers, `${q}&from=2033-02-01&to=2033-02-02`)).toEqual([last, first]);
    expect(await ids(operator.headers, `${q}&from=2033-02-03`)).toEqual([after]);
  });

  it.each([
    ['from=2033-02-29', 'from', 'This date does not exist'],
    ['from=2033-02-03&to=2033-02-01', 'from', 'The start date is after the end date'],
  ])('OPS-175: %s is a 422 naming %s', async (query, field, message) => {
    const operator = await person(s.t.db, 'operator');
    const res = await s.t.app.inject({ url: `/api/operator/prompts?${query}`, headers: operator.headers });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors[field]).toEqual([message]);
  });
});
