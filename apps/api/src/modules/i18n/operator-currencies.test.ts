import { convertCents } from '@skins/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItem } from '../../../test/factories.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { person } from '../../../test/offer-helpers.ts';
import { auditLog } from '../audit/tables.ts';
import { currencies } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const patch = (id: number, headers: Record<string, string>, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/operator/currencies/${id}`, headers, payload });
const currencyRow = async (code: string) => (await t.db.select().from(currencies).where(eq(currencies.code, code)))[0]!;
const catalogVersion = async () => Number(((await t.db.execute(sql`SELECT version FROM catalog_state WHERE id = 1`)) as unknown as { rows: { version: number | string }[] }).rows[0]!.version);
const publicRate = async (code: string) => (json(await t.app.inject('/api/currencies')).payload as { code: string; value: number }[]).find((c) => c.code === code)?.value;

describe('operator: currencies', () => {
  it('OPS-117: GET /api/operator/currencies lists every currency as stored: code, symbol, units per euro, default', async () => {
    const op = await person(t.db, 'operator');
    const res = await t.app.inject({ url: '/api/operator/currencies', headers: op.headers });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.select().from(currencies);
    expect(json(res).payload).toHaveLength(rows.length);
    expect(json(res).payload).toContainEqual({ id: (await currencyRow('EUR')).id, code: 'EUR', symbol: '€', value: 1, default: 1 });
  });

  it('OPS-118: a new rate is answered at once by GET /api/currencies and by a cached list in that currency; the catalogue version moves', async () => {
    const op = await person(t.db, 'operator');
    const usd = await currencyRow('USD');
    const item = await insertItem(t.db, { title: 'Rate Test | Dollar', type: 'Rate Test Rifle', priceCents: 100_00 });
    const listed = async () => {
      const body = json(await t.app.inject('/api/items/list?currency=USD&type=Rate Test Rifle'));
      return (body.payload as { id: number; price: number }[]).find((p) => p.id === item.id)?.price;
    };
    // Asked twice, the page is kept in the list cache (SCALE-68), and the rate in the locale cache.
    expect(await listed()).toBe(convertCents(100_00, usd.value));
    expect(await listed()).toBe(convertCents(100_00, usd.value));
    expect(await publicRate('USD')).toBe(usd.value);
    const version = await catalogVersion();

    const res = await patch(usd.id, op.headers, { value: 1.25 });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ message: 'Currency saved', payload: { code: 'USD', value: 1.25, symbol: usd.symbol } });
    expect(await publicRate('USD')).toBe(1.25);
    expect(await listed()).toBe(125);
    expect(json(await t.app.inject(`/api/items/${item.id}?currency=USD`)).payload.price).toBe(125);
    // Other processes drop their cached pages when they see the version move (RECHECK_MS).
    expect(await catalogVersion()).toBeGreaterThan(version);
  });

  it('OPS-117: each change is audited with the symbol and rate before and after', async () => {
    const op = await person(t.db, 'operator');
    const gbp = await currencyRow('GBP');
    expect((await patch(gbp.id, op.headers, { value: '0.87654321', symbol: ' GB£ ' })).statusCode).toBe(200);
    expect(await currencyRow('GBP')).toMatchObject({ value: 0.87654321, symbol: 'GB£' });
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'currency.change'), eq(auditLog.targetId, 'GBP')));
    expect(audit).toMatchObject({ actorId: op.id, targetType: 'currency', before: { symbol: gbp.symbol, value: gbp.value }, after: { symbol: 'GB£', value: 0.87654321 } });
  });

  it('OPS-117: a value or symbol out of bounds is a 422 with the field message, and nothing changes', async () => {
    const op = await person(t.db, 'operator');
    const pln = await currencyRow('PLN');
    const audits = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'currency.change'))).length;
    const refused: [object, string, string][] = [
      [{ value: 0 }, 'value', 'Units per euro must be more than 0'],
      [{ value: -2 }, 'value', 'Units per euro must be more than 0'],
      [{ value: 1_000_000.5 }, 'value', 'Units per euro can be at most 1,000,000'],
      [{ value: 1.123456789 }, 'value', 'Units per euro can have at most 8 decimals'],
      [{ value: 'four' }, 'value', 'Units per euro must be a number'],
      [{ value: null }, 'value', 'Units per euro must be a number'],
      [{ symbol: '' }, 'symbol', 'The symbol is 1 to 8 characters'],
      [{ symbol: 'TOOLONGSY' }, 'symbol', 'The symbol is 1 to 8 characters'],
      [{ code: 'XXX' }, '_', 'Only the symbol and the units per euro of a currency can change'],
      [{}, 'value', 'Change the symbol or the units per euro'],
    ];
    for (const [body, field, message] of refused) {
      const res = await patch(pln.id, op.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(json(res).errors[field], JSON.stringify(body)).toEqual([message]);
    }
    expect(await currencyRow('PLN')).toEqual(pln);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, 'currency.change'))).length).toBe(audits);
    expect((await patch(999_999, op.headers, { value: 2 })).statusCode).toBe(404);
    expect(json(await patch(999_999, op.headers, { value: 2 })).code).toBe('OPS_CURRENCY_NOT_FOUND');
  });

  it("OPS-117: EUR is the base: changing its value is refused with OPS_CURRENCY_BASE_VALUE; its symbol can change", async () => {
    const op = await person(t.db, 'operator');
    const eur = await currencyRow('EUR');
    const res = await patch(eur.id, op.headers, { value: 1.1 });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ code: 'OPS_CURRENCY_BASE_VALUE', errors: { value: ['EUR is the base currency: its value stays 1, and every other rate is in units per euro.'] } });
    expect((await currencyRow('EUR')).value).toBe(1);
    // The edit form sends the value it shows: 1 is no change.
    expect((await patch(eur.id, op.headers, { value: 1, symbol: '€' })).statusCode).toBe(200);
  });

  it('OPS-117: a customer gets 403 and a guest 401, and nothing changes', async () => {
    const customer = await person(t.db);
    const usd = await currencyRow('USD');
    expect((await t.app.inject({ url: '/api/operator/currencies', headers: customer.headers })).statusCode).toBe(403);
    expect((await patch(usd.id, customer.headers, { value: 3 })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/operator/currencies' })).statusCode).toBe(401);
    expect((await patch(usd.id, {}, { value: 3 })).statusCode).toBe(401);
    expect(await currencyRow('USD')).toEqual(usd);
  });
});

