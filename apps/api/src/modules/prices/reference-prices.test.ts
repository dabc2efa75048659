import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SteamPriceAnswer, SteamPriceSource } from '../../adapters/steam-price/index.ts';
import { insertItem } from '../../../test/factories.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { items } from '../catalog/tables.ts';
import { refreshReferencePrices, STEAM_RECHECK_MS } from './reference-sweep.ts';
import { referencePrices, sales } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silent = { warn: () => {}, info: () => {}, error: () => {} } as never;
/** A Steam price source answering from `prices` (a name it does not hold is unknown to Steam), counting its calls. */
function stubSource(prices: Map<string, SteamPriceAnswer>, namesPerRound = Number.POSITIVE_INFINITY): SteamPriceSource & { asked: string[] } {
  const asked: string[] = [];
  return { name: 'stub', namesPerRound, asked, priceOf: async (name) => (asked.push(name), prices.get(name) ?? { kind: 'unknown' }) };
}
const sweep = (source: SteamPriceSource | null, now = new Date()) => refreshReferencePrices({ db: t.db, log: silent }, source, now);
let seq = 0;
/** A rifle of a market name no other test uses, priced in euro cents. */
async function skin(priceCents: number, db = t.db) {
  seq += 1;
  const item = await insertItem(db, { title: `AWP | Reference Test ${seq}-${Date.now()}`, exteriorName: 'Minimal Wear', priceCents });
  return { item, name: `${item.title} (Minimal Wear)` };
}
const details = async (id: number, currency = '') => json(await t.app.inject(`/api/items/${id}${currency}`)).payload;

describe('the reference price sweep', () => {
  it('REFPRICE-3: when a round stored a Steam price above the item, then its list entry and details say how far below Steam it is, in the requested currency; one above Steam says nothing', async () => {
    const below = await skin(8000);
    const above = await skin(12_000);
    const listed = async () => json(await t.app.inject(`/api/items/list?search=${encodeURIComponent(below.item.title)}`)).payload[0];
    expect(await listed()).toMatchObject({ steam_price: null, below_steam_percent: null });
    await sweep(stubSource(new Map([[below.name, { kind: 'price', cents: 10_000 }], [above.name, { kind: 'price', cents: 10_000 }]])));
    expect(await listed()).toMatchObject({ steam_price: 100, below_steam_percent: 20 });
    expect(await details(below.item.id)).toMatchObject({ steam_price: 100, below_steam_percent: 20 });
    expect(await details(above.item.id)).toMatchObject({ steam_price: 100, below_steam_percent: null });
    // The seed's USD is 1.08 per euro (CAT-5).
    expect(await details(below.item.id, '?currency=USD')).toMatchObject({ steam_price: 108, below_steam_percent: 20 });
  });

  it("REFPRICE-2: when Steam has no price for a name, then the shop's 30-day median of at least 3 sales is the reference; fewer sales give none", async () => {
    const sold = await skin(900);
    const few = await skin(900);
    const day = (n: number) => new Date(Date.now() - n * 86_400_000);
    await t.db.insert(sales).values([
      ...[1000, 1200, 1400].map((priceCents, k) => ({ marketName: sold.name, itemId: null, priceCents, soldAt: day(k + 1) })),
      { marketName: sold.name, itemId: null, priceCents: 99_999, soldAt: day(40) },
      ...[1000, 1200].map((priceCents, k) => ({ marketName: few.name, itemId: null, priceCents, soldAt: day(k + 1) })),
    ]);
    await sweep(stubSource(new Map()));
    expect(await details(sold.item.id)).toMatchObject({ steam_price: 12, below_steam_percent: 25 });
    expect(await details(few.item.id)).toMatchObject({ steam_price: null, below_steam_percent: null });
    const [row] = await t.db.select().from(referencePrices).where(eq(referencePrices.marketName, sold.name));
    expect(row).toMatchObject({ steamCents: null, referenceCents: 1200, source: 'shop' });
  });

  it("REFPRICE-2: when Steam's price is more than twice the shop's median, then the reference is twice the median; a Steam price older than 7 days gives way to the median", async () => {
    const outlier = await skin(1000);
    const day = (n: number) => new Date(Date.now() - n * 86_400_000);
    await t.db.insert(sales).values([1000, 1000, 1000].map((priceCents, k) => ({ marketName: outlier.name, itemId: null, priceCents, soldAt: day(k + 1) })));
    await sweep(stubSource(new Map([[outlier.name, { kind: 'price', cents: 50_000 }]])));
    expect(await details(outlier.item.id)).toMatchObject({ steam_price: 20, below_steam_percent: 50 });
    // Steam no longer answers; 8 days on, its old price is stale (the median, here the same day's, counts alone).
    await t.db.update(referencePrices).set({ steamCheckedAt: day(8) }).where(eq(referencePrices.marketName, outlier.name));
    await sweep(stubSource(new Map([[outlier.name, { kind: 'unavailable' }]])));
    expect(await details(outlier.item.id)).toMatchObject({ steam_price: 10, below_steam_percent: null });
  });

  it('REFPRICE-1: when Steam answers few names a round, then a round asks at most that many, those never asked first, and stops at the first it does not answer, keeping what it knew', async () => {
    const a = await skin(500);
    const b = await skin(500);
    await sweep(stubSource(new Map([[a.name, { kind: 'price', cents: 700 }], [b.name, { kind: 'price', cents: 700 }]])));
    const now = new Date();
    // Everything was asked just now: nothing is due again before STEAM_RECHECK_MS.
    const none = stubSource(new Map(), 5);
    await sweep(none, now);
    expect(none.asked).toEqual([]);
    const later = new Date(now.getTime() + STEAM_RECHECK_MS + 1000);
    const down = { ...stubSource(new Map(), 3), asked: [] as string[] };
    down.priceOf = async (name) => (down.asked.push(name), { kind: 'unavailable' });
    const outcome = await sweep(down, later);
    expect(down.asked).toHaveLength(1);
    expect(outcome.asked).toBe(0);
    expect(await details(a.item.id)).toMatchObject({ steam_price: 7 });
    const fresh = await skin(500);
    const limited = stubSource(new Map(), 3);
    await sweep(limited, later);
    expect(limited.asked).toHaveLength(3);
    expect(limited.asked[0]).toBe(fresh.name);
  });

  it('REFPRICE-1: when the catalogue is listed and an item shown, then Steam is never asked (the sweep alone asks it)', async () => {
    const app = await createTestApp({ STEAM_PRICE_SOURCE: 'steam', REFERENCE_PRICE_INTERVAL_MS: '0' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const { item } = await skin(4200, app.db);
      expect((await app.app.inject('/api/items/list')).statusCode).toBe(200);
      expect((await app.app.inject(`/api/items/list?search=${encodeURIComponent(item.title)}`)).statusCode).toBe(200);
      expect((await app.app.inject(`/api/items/${item.id}`)).statusCode).toBe(200);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
      await app.close();
    }
  });

  it('REFPRICE-3: when a round finds nothing changed, then no item is written again', async () => {
    const { item } = await skin(300);
    const source = stubSource(new Map([[`${item.title} (Minimal Wear)`, { kind: 'price', cents: 400 }]]));
    await sweep(source);
    expect((await sweep(stubSource(new Map()))).items).toBe(0);
    const [row] = await t.db.select({ cents: items.referencePriceCents }).from(items).where(eq(items.id, item.id));
    expect(row?.cents).toBe(400);
  });
});
