import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { insertItems } from '../../../test/factories.ts';

// Issue 49 "Every listing of a skin": the other listings of a market name, float rank, similar and
// the trade filters, on items of their own type (Listx) so the seeded catalogue does not matter.
let t: TestApp;
const ids: number[] = [];
const FT = 'Listx Knife | Slaughter (Field-Tested)';
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  const base = { type: 'Listx Knife', quality: 'Covert', priceCents: 1000 };
  const rows = await insertItems(t.db, [
    { ...base, title: FT, exteriorName: 'Field-Tested', floatValue: 0.2, paintSeed: 11, priceCents: 900 },
    { ...base, title: FT, exteriorName: 'Field-Tested', floatValue: 0.1501, paintSeed: 12, stickers: [{ name: 'Listx Sticker', slot: 0, wear: 0 }], tradeLockUntil: new Date(Date.now() + 5 * DAY) },
    { ...base, title: FT, exteriorName: 'Field-Tested', floatValue: 0.3, paintSeed: 13, priceCents: 800, tradeLockUntil: new Date(Date.now() - DAY) },
    // Other market names of the same skin: StatTrak™ and another exterior.
    { ...base, title: `StatTrak™ ${FT}`, exteriorName: 'Field-Tested', floatValue: 0.16, stattrak: true, itemClass: 'StatTrak™' },
    { ...base, title: 'Listx Knife | Slaughter (Minimal Wear)', exteriorName: 'Minimal Wear', floatValue: 0.08 },
    // The same weapon and rarity, another rarity, another type.
    { ...base, title: 'Listx Knife | Fade (Factory New)', exteriorName: 'Factory New', floatValue: 0.01 },
    { ...base, title: 'Listx Knife | Rust (Factory New)', exteriorName: 'Factory New', quality: 'Restricted', floatValue: 0.02 },
    { ...base, title: 'Listx Knife | Slaughter (Well-Worn)', type: 'Listx Other', exteriorName: 'Well-Worn', floatValue: 0.4 },
  ]);
  ids.push(...rows.map((r) => r.id));
});
afterAll(() => t.close());

const listingsOf = async (id: number) => {
  const res = await t.app.inject(`/api/items/${id}/listings`);
  return { res, body: json(res) };
};

describe('GET /api/items/{id}/listings', () => {
  it('LIST-1: answers every listing of the market name, lowest float first, with float, pattern, stickers, price and protection', async () => {
    const { res, body } = await listingsOf(ids[0]!);
    expect(res.statusCode).toBe(200);
    expect(body.payload.market_name).toBe(FT);
    expect(body.payload.total).toBe(3);
    const listings = body.payload.listings as { id: number; float_value: number; paint_seed: number; stickers: unknown[]; price: number; trade_lock_until: string | null }[];
    expect(listings.map((l) => l.id)).toEqual([ids[1], ids[0], ids[2]]);
    expect(listings[0]).toMatchObject({ float_value: 0.1501, paint_seed: 12, price: 10, stickers: [{ name: 'Listx Sticker' }] });
    expect(listings[0]!.trade_lock_until).not.toBeNull();
    // A protection that has ended is none.
    expect(listings[2]!.trade_lock_until).toBeNull();
  });

  it('LIST-1: an unknown or sold item is a 404 with a message; a malformed id a 422', async () => {
    const unknown = await listingsOf(999_999_999);
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.body.message).toBeTruthy();
    expect((await t.app.inject('/api/items/abc/listings')).statusCode).toBe(422);
  });

  it("LIST-3: each listing's float is ranked among the shop's listings of the skin and placed in its float range; the first percent is a low float", async () => {
    const listings = (await listingsOf(ids[2]!)).body.payload.listings as { float_rank: number; float_percentile: number; low_float: boolean }[];
    expect(listings.map((l) => l.float_rank)).toEqual([1, 2, 3]);
    // Field-Tested spans 0.15 to 0.38: 0.1501 is in its first percent, 0.2 is not.
    expect(listings[0]!.float_percentile).toBeCloseTo((0.0001 / 0.23) * 100, 5);
    expect(listings.map((l) => l.low_float)).toEqual([true, false, false]);
  });
});

describe('GET /api/items/{id} similar (LIST-4)', () => {
  it('LIST-4: similar is the same skin in its other exteriors and classes first, then the same weapon and rarity; never its own market name, another rarity or another type', async () => {
    const similar = (json(await t.app.inject(`/api/items/${ids[0]}`)).payload.similar as { title: string }[]).map((s) => s.title);
    expect(similar).toEqual(['Listx Knife | Slaughter (Minimal Wear)', `StatTrak™ ${FT}`, 'Listx Knife | Fade (Factory New)']);
  });
});

describe('GET /api/items/list trade filters (LIST-2)', () => {
  const titlesOf = async (query: string) => {
    const res = await t.app.inject(`/api/items/list?type=Listx Knife&sort=asc&${query}`);
    expect(res.statusCode).toBe(200);
    return (json(res).payload as { id: number }[]).map((p) => p.id);
  };

  it("LIST-2: 'tradable' lists items without a trade lock now, 'protected' those under one", async () => {
    const all = await titlesOf('');
    expect(await titlesOf('trade=protected')).toEqual([ids[1]]);
    expect(await titlesOf('trade=tradable')).toEqual(all.filter((id) => id !== ids[1]));
    expect(await titlesOf('trade=tradable&search=slaughter')).toContain(ids[2]);
    expect(await titlesOf('trade=protected&search=slaughter')).toEqual([ids[1]]);
  });

  it('LIST-2: an unknown trade filter is a 400 with a message, never a 500', async () => {
    const res = await t.app.inject('/api/items/list?trade=sometimes');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(json(res).message).toMatch(/trade must be/);
  });
});
