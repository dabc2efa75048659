import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { person } from '../../../test/offer-helpers.ts';
import { auditLog } from '../audit/tables.ts';
import { sellQuotes } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const auditOf = (action: string, id: number) => t.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));

describe('operator: instant quotes per market name (issue 49)', () => {
  it('INV-5: an operator adds, lists, changes and deletes a quote; each step audited', async () => {
    const op = await person(t.db, 'operator');
    const name = 'AK-47 | Redline (Field-Tested)';
    const added = await call('POST', '/api/operator/sell-quotes', op.headers, { market_name: `  ${name} `, price: '18.40' });
    expect(added.statusCode, added.body).toBe(200);
    const quote = json(added).payload;
    expect(json(added)).toMatchObject({ message: 'Quote added', payload: { market_name: name, price: 18.4 } });
    expect(json(await call('GET', '/api/operator/sell-quotes', op.headers)).payload).toContainEqual(quote);
    expect((await auditOf('sell_quote.create', quote.id))[0]).toMatchObject({ actorId: op.id, targetType: 'sell_quote', after: { market_name: name, price_minor: 1840 } });

    const again = await call('POST', '/api/operator/sell-quotes', op.headers, { market_name: name, price: 3 });
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('OPS_SELL_QUOTE_TAKEN');

    const changed = await call('PATCH', `/api/operator/sell-quotes/${quote.id}`, op.headers, { price: 20 });
    expect(json(changed)).toMatchObject({ message: 'Quote saved', payload: { id: quote.id, market_name: name, price: 20 } });
    expect((await auditOf('sell_quote.change', quote.id))[0]).toMatchObject({ before: { price_minor: 1840 }, after: { price_minor: 2000 } });

    expect(json(await call('DELETE', `/api/operator/sell-quotes/${quote.id}`, op.headers))).toEqual({ status: 'OK', message: 'Quote deleted', payload: { id: quote.id } });
    expect(await t.db.select().from(sellQuotes).where(eq(sellQuotes.id, quote.id))).toEqual([]);
    expect((await auditOf('sell_quote.delete', quote.id))[0]).toMatchObject({ before: { market_name: name, price_minor: 2000 } });
    expect(json(await call('DELETE', `/api/operator/sell-quotes/${quote.id}`, op.headers)).code).toBe('OPS_SELL_QUOTE_NOT_FOUND');
    expect((await call('PATCH', `/api/operator/sell-quotes/${quote.id}`, op.headers, { price: 1 })).statusCode).toBe(404);
  });

  it('INV-5: a market name missing or too long, a price missing, not positive or with part cents are a 422 with the field message; nothing changes', async () => {
    const op = await person(t.db, 'operator');
    const before = await t.db.select().from(sellQuotes);
    const cases: [object, string, string][] = [
      [{ market_name: '  ', price: 1 }, 'market_name', 'Market name is required'],
      [{ market_name: 'x'.repeat(201), price: 1 }, 'market_name', 'The market name can be at most 200 characters'],
      [{ market_name: 'AWP | Asiimov (Field-Tested)' }, 'price', 'Price is required'],
      [{ market_name: 'AWP | Asiimov (Field-Tested)', price: -2 }, 'price', 'Price must be a positive number'],
      [{ market_name: 'AWP | Asiimov (Field-Tested)', price: '2.345' }, 'price', 'Use at most 2 decimals'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('POST', '/api/operator/sell-quotes', op.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(json(res).errors[field]).toEqual([message]);
    }
    expect(await t.db.select().from(sellQuotes)).toEqual(before);
  });

  it('INV-5: a customer or a guest cannot read or change the quotes', async () => {
    const customer = await person(t.db);
    expect((await call('GET', '/api/operator/sell-quotes', customer.headers)).statusCode).toBe(403);
    expect((await call('POST', '/api/operator/sell-quotes', customer.headers, { market_name: 'X', price: 1 })).statusCode).toBe(403);
    expect((await call('GET', '/api/operator/sell-quotes', {})).statusCode).toBe(401);
  });
});
