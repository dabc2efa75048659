import { WATCHLIST_MAX } from '@skins/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItem } from '../../../test/factories.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { person } from '../../../test/offer-helpers.ts';
import { items } from '../catalog/tables.ts';
import { listLanguages } from '../i18n/index.ts';
import { marketNameOf, recordSales } from '../prices/index.ts';
import { watchedItems, watchedNames } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT';
const watchlist = (headers: Headers, method: Method = 'GET', payload?: object) => t.app.inject({ method, url: '/api/account/watchlist', headers, ...(payload ? { payload } : {}) });
const UNKNOWN = 'This skin is not sold in this shop.';
const FULL = 'You can watch at most 200 skins. Remove one to add another.';

let seq = 0;
const uniqueTitle = () => `P250 | Limit Test ${(seq += 1)}-${Date.now()}`;

/** What a refused call must leave as it was: the user's rows of both kinds. */
const rowsOf = async (userId: number) => [
  await t.db.select().from(watchedItems).where(eq(watchedItems.userId, userId)).orderBy(asc(watchedItems.itemId)),
  await t.db.select().from(watchedNames).where(eq(watchedNames.userId, userId)).orderBy(asc(watchedNames.marketName)),
];
const countOf = async (userId: number) => (await t.db.$count(watchedItems, eq(watchedItems.userId, userId))) + (await t.db.$count(watchedNames, eq(watchedNames.userId, userId)));

/** The seeded catalogue's items and their distinct market names. */
async function catalogue() {
  const rows = await t.db.select().from(items).orderBy(asc(items.id));
  return { ids: rows.map((r) => r.id), names: [...new Set(rows.map((r) => marketNameOf(r)))] };
}

/** `itemCount` starred items and `nameCount` names (written as before this rule: not checked) straight into the user's watchlist. */
async function fill(userId: number, itemIds: number[], nameCount: number) {
  if (itemIds.length > 0) await t.db.insert(watchedItems).values(itemIds.map((itemId) => ({ userId, itemId })));
  if (nameCount > 0) await t.db.insert(watchedNames).values(Array.from({ length: nameCount }, (_, i) => ({ userId, marketName: `Old Entry ${i}` })));
}

describe('watchlist limits', () => {
  it("SEC-25: a market name the shop has never listed is a 422 on market_name, by POST and by PUT, in the request's language; nothing is added", async () => {
    const b = await person(t.db);
    const langs = await listLanguages(t.db);
    const langId = (code: string) => langs.find((l) => l.code === code)!.id;
    const cases: [object, string][] = [
      [{ market_name: 'AK-47 | Made Up (Factory New)' }, UNKNOWN],
      [{ market_name: 'AK-47 | Made Up (Factory New)', lang_id: langId('de') }, 'Dieser Skin wird in diesem Shop nicht verkauft.'],
      [{ market_name: 'AK-47 | Made Up (Factory New)', lang_id: langId('pl') }, 'Ten skin nie jest sprzedawany w tym sklepie.'],
    ];
    for (const [body, message] of cases) {
      for (const [method, payload] of [['POST', body], ['PUT', { ...body, alert_price: 10 }]] as const) {
        const res = await watchlist(b.headers, method, payload);
        expect(res.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(422);
        expect(json(res)).toMatchObject({ status: 'error', code: 'WATCHLIST_NAME_UNKNOWN', message, errors: { market_name: [message] } });
      }
    }
    expect(await countOf(b.id)).toBe(0);
  });

  it('SEC-25: a name is listed when any item has it (on sale, sold or withdrawn; prefix and exterior from its fields, in its title or not) or a sale was recorded under it; a near miss is refused', async () => {
    const b = await person(t.db);
    const [plain, stattrak, souvenir, spelled, renamed] = [uniqueTitle(), uniqueTitle(), uniqueTitle(), uniqueTitle(), uniqueTitle()];
    await insertItem(t.db, { title: plain, exteriorName: 'Field-Tested' });
    await insertItem(t.db, { title: stattrak, exteriorName: 'Minimal Wear', stattrak: true, status: 'sold' });
    await insertItem(t.db, { title: souvenir, exteriorName: null, souvenir: true, status: 'withdrawn' });
    // A title that already says what the fields say (the catalogue's own titles do).
    await insertItem(t.db, { title: `StatTrak™ ${spelled} (Battle-Scarred)`, exteriorName: 'Battle-Scarred', stattrak: true });
    // An item sold under a name its title no longer gives.
    const item = await insertItem(t.db, { title: renamed, exteriorName: 'Factory New' });
    await recordSales(t.db, [{ itemId: item.id, priceCents: 5_00, marketName: `${renamed} (Well-Worn)` }], new Date());

    const listed = [`${plain} (Field-Tested)`, `StatTrak™ ${stattrak} (Minimal Wear)`, `Souvenir ${souvenir}`, `StatTrak™ ${spelled} (Battle-Scarred)`, `${renamed} (Well-Worn)`];
    for (const name of listed) expect((await watchlist(b.headers, 'POST', { market_name: name })).statusCode, name).toBe(200);
    const nearMisses = [plain, `${plain} (Factory New)`, `StatTrak™ ${plain} (Field-Tested)`, `${stattrak} (Minimal Wear)`, souvenir, `Souvenir ${souvenir} (Field-Tested)`, `${spelled} (Battle-Scarred)`, `StatTrak™ StatTrak™ ${spelled} (Battle-Scarred)`];
    for (const name of nearMisses) {
      const res = await watchlist(b.headers, 'POST', { market_name: name });
      expect(res.statusCode, name).toBe(422);
      expect(json(res).code, name).toBe('WATCHLIST_NAME_UNKNOWN');
    }
    expect(json(await watchlist(b.headers)).payload.market_names.map((n: { market_name: string }) => n.market_name).sort()).toEqual([...listed].sort());
  });

  it(`SEC-25: at ${WATCHLIST_MAX} entries (items and names together) a new item, name or alert is a 422 naming the limit and nothing changes; one already watched is still starred or its alert set; after a removal one more fits`, async () => {
    expect(WATCHLIST_MAX).toBe(200);
    const b = await person(t.db);
    const { ids, names } = await catalogue();
    await fill(b.id, ids.slice(0, 120), WATCHLIST_MAX - 120);
    const before = await rowsOf(b.id);

    const adds: [Method, object, string][] = [
      ['POST', { item_id: ids[150] }, 'item_id'],
      ['POST', { market_name: names[0] }, 'market_name'],
      ['PUT', { market_name: names[0], alert_price: 5 }, 'market_name'],
    ];
    for (const [method, payload, field] of adds) {
      const res = await watchlist(b.headers, method, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(json(res)).toEqual({ status: 'error', code: 'WATCHLIST_FULL', message: FULL, errors: { [field]: [FULL] } });
    }
    // In German, informal.
    const de = (await listLanguages(t.db)).find((l) => l.code === 'de')!.id;
    expect(json(await watchlist(b.headers, 'POST', { item_id: ids[150], lang_id: de })).message).toBe('Du kannst höchstens 200 Skins beobachten. Entferne einen, um einen anderen hinzuzufügen.');
    expect(await rowsOf(b.id)).toEqual(before);

    // Entries already watched: starring again changes nothing, an alert is set, even on a name saved before this rule.
    expect((await watchlist(b.headers, 'POST', { item_id: ids[0] })).statusCode).toBe(200);
    expect((await watchlist(b.headers, 'POST', { market_name: 'Old Entry 3' })).statusCode).toBe(200);
    expect(await rowsOf(b.id)).toEqual(before);
    const alert = await watchlist(b.headers, 'PUT', { market_name: 'Old Entry 3', alert_price: 7.5, currency: 'EUR' });
    expect(alert.statusCode).toBe(200);
    expect(json(alert).payload.market_names).toContainEqual({ market_name: 'Old Entry 3', alert_price: 7.5, alert_amount: 7.5, alert_currency: 'EUR' });
    expect(await countOf(b.id)).toBe(WATCHLIST_MAX);

    // One removed, one more fits, and then none again.
    await t.app.inject({ method: 'DELETE', url: '/api/account/watchlist?market_name=Old%20Entry%200', headers: b.headers });
    expect((await watchlist(b.headers, 'POST', { market_name: names[0] })).statusCode).toBe(200);
    expect(json(await watchlist(b.headers, 'POST', { market_name: names[1] })).code).toBe('WATCHLIST_FULL');
    expect(await countOf(b.id)).toBe(WATCHLIST_MAX);
  });

  it(`SEC-25: 20 parallel adds (items and names) at 195 entries leave exactly ${WATCHLIST_MAX}: 5 added, 15 refused; another user is not held back`, async () => {
    const b = await person(t.db);
    const other = await person(t.db);
    const { ids, names } = await catalogue();
    expect(names.length).toBeGreaterThanOrEqual(10);
    await fill(b.id, ids.slice(0, 100), 95);
    const bodies = [...ids.slice(200, 210).map((id) => ({ item_id: id })), ...names.slice(0, 10).map((name) => ({ market_name: name }))];
    const answers = await Promise.all([...bodies.map((body) => watchlist(b.headers, 'POST', body)), watchlist(other.headers, 'POST', { market_name: names[0] })]);
    const mine = answers.slice(0, bodies.length);
    expect(mine.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const refusals = mine.filter((r) => r.statusCode !== 200);
    expect(refusals).toHaveLength(15);
    for (const r of refusals) expect(json(r).code).toBe('WATCHLIST_FULL');
    expect(await countOf(b.id)).toBe(WATCHLIST_MAX);
    expect(answers.at(-1)?.statusCode).toBe(200);
    expect(await countOf(other.id)).toBe(1);
  });
});
