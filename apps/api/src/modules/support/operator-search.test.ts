import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/auth-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { person, useOffersApp } from '../../../test/offer-helpers.ts';
import { supportMessages } from './tables.ts';

/** OPS-174: run on PGlite and on PostgreSQL (TEST_DB=postgres). */
const s = useOffersApp();

async function message(values: { name: string; surname: string; email: string; message: string; at: string }) {
  const [row] = await s.t.db
    .insert(supportMessages)
    .values({ name: values.name, surname: values.surname, email: values.email, topic: 'Order', message: values.message, createdAt: new Date(values.at) })
    .returning();
  return row!.id;
}

const ids = async (headers: Record<string, string>, query: string) => {
  const res = await s.t.app.inject({ url: `/api/operator/support?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return (json(res).payload as { id: number }[]).map((m) => m.id);
};

describe('the support list: search and days (GET /operator/support?q=&from=&to=, issue 47)', () => {
  it('OPS-174: q finds a message by part of the sender’s email, their name (name and surname) or the message text, any case, wildcards as text; with the answered filter', async () => {
    const operator = await person(s.t.db, 'operator');
    const email = uniqueEmail('support-search');
    const one = await message({ name: 'Zelda', surname: 'Quirin', email, message: 'My Karambit never arrived', at: '2032-05-10T12:00:00Z' });
    const two = await message({ name: 'Otto', surname: 'Vexley', email: uniqueEmail('other'), message: 'A refund of 100% please', at: '2032-05-11T12:00:00Z' });
    expect(await ids(operator.headers, `q=${encodeURIComponent(email.toUpperCase())}`)).toEqual([one]);
    expect(await ids(operator.headers, `q=${encodeURIComponent('zelda quir')}`)).toEqual([one]);
    expect(await ids(operator.headers, 'q=vexley')).toEqual([two]);
    expect(await ids(operator.headers, `q=${encodeURIComponent('KARAMBIT NEVER')}`)).toEqual([one]);
    expect(await ids(operator.headers, `q=${encodeURIComponent('100%')}`)).toEqual([two]);
    expect(await ids(operator.headers, `q=${encodeURIComponent('%')}`)).toEqual([two]);
    expect(await ids(operator.headers, 'q=vexley&answered=true')).toEqual([]);
    expect(await ids(operator.headers, 'q=vexley&answered=false')).toEqual([two]);
  });

  it('OPS-174: from/to are UTC days on when the message came, both included', async () => {
    const operator = await person(s.t.db, 'operator');
    const email = uniqueEmail('support-days');
    const q = `q=${encodeURIComponent(email)}`;
    const first = await message({ name: 'A', surname: 'B', email, message: 'first', at: '2032-06-01T00:00:00.000Z' });
    const last = await message({ name: 'A', surname: 'B', email, message: 'last', at: '2032-06-02T23:59:59.999Z' });
    const after = await message({ name: 'A', surname: 'B', email, message: 'after', at: '2032-06-03T00:00:00.000Z' });
    expect(await ids(operator.headers, `${q}&from=2032-06-01&to=2032-06-02`)).toEqual([last, first]);
    expect(await ids(operator.headers, `${q}&from=2032-06-03`)).toEqual([after]);
    expect(await ids(operator.headers, `${q}&to=2032-05-31`)).toEqual([]);
  });

  it.each([
    ['from=2032-6-1', 'from', 'Use a date like 2026-01-31'],
    ['to=2032-02-30', 'to', 'This date does not exist'],
    ['from=2032-06-02&to=2032-06-01', 'from', 'The start date is after the end date'],
  ])('OPS-174: %s is a 422 naming %s', async (query, field, message) => {
    const operator = await person(s.t.db, 'operator');
    const res = await s.t.app.inject({ url: `/api/operator/support?${query}`, headers: operator.headers });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors[field]).toEqual([message]);
  });

  it('OPS-174: a customer gets 403 and a guest 401', async () => {
    const customer = await person(s.t.db);
    expect((await s.t.app.inject({ url: '/api/operator/support?q=x', headers: customer.headers })).statusCode).toBe(403);
    expect((await s.t.app.inject({ url: '/api/operator/support?q=x' })).statusCode).toBe(401);
  });
});
