import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyer, checkoutPayload, purchaseRequest, useCheckoutApp } from '../../../test/checkout-helpers.ts';
import { insertItem } from '../../../test/factories.ts';
import { json } from '../../../test/helpers.ts';
import { items } from '../catalog/tables.ts';
import { marketNameOf } from './market-name-of.ts';
import { sales } from './tables.ts';

const s = useCheckoutApp();
const DAY = 86_400_000;
let seq = 0;

/** An item of a market name no other test (nor the seed) sells. */
async function freshItem(priceCents: number) {
  seq += 1;
  return insertItem(s.t.db, { title: `AWP | History Test ${seq}-${Date.now()}`, exteriorName: 'Minimal Wear', priceCents });
}
const history = (id: number, query = '') => s.t.app.inject({ url: `/api/items/${id}/price-history${query}` });
const utcDate = (d: Date) => d.toISOString().slice(0, 10);

describe('price history', () => {
  it('PRICE-1: when an item is bought, then a sale of its market name at its price is recorded', async () => {
    const item = await freshItem(42_50);
    const u = await buyer(s.t.db, 1000_00);
    expect((await s.t.app.inject({ method: 'POST', url: '/api/cart/add', headers: u.headers, payload: { id: item.id, count: 1 } })).statusCode).toBe(200);
    expect((await purchaseRequest(s.t.app, u.headers, checkoutPayload(s.country))).statusCode).toBe(200);
    const rows = await s.t.db.select().from(sales).where(eq(sales.itemId, item.id));
    expect(rows).toEqual([expect.objectContaining({ marketName: `${item.title} (Minimal Wear)`, priceCents: 42_50 })]);
    const h = json(await history(item.id)).payload;
    expect(h.points).toEqual([{ date: utcDate(new Date()), median_cents: 42_50, min_cents: 42_50, volume: 1 }]);
  });

  it('PRICE-2, PRICE-3: when sales are known, then each day answers its median, minimum and volume within the days asked for, with the 30-day median and the price against it', async () => {
    const item = await freshItem(300);
    const marketName = `${item.title} (Minimal Wear)`;
    const now = Date.now();
    // Noon UTC of a day `n` days back: the day of the sale does not depend on the hour the test runs.
    const noon = (n: number) => new Date(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate()) - n * DAY + 12 * 3_600_000);
    const at = (n: number, priceCents: number) => ({ marketName, itemId: null, priceCents, soldAt: noon(n) });
    await s.t.db.insert(sales).values([at(1, 100), at(1, 300), at(1, 200), at(3, 1000), at(3, 2000), at(10, 500), at(100, 700), at(400, 900)]);

    const week = json(await history(item.id, '?days=7')).payload;
    expect(week).toMatchObject({ market_name: marketName, days: 7, price_cents: 300 });
    expect(week.points).toEqual([
      { date: utcDate(noon(3)), median_cents: 1500, min_cents: 1000, volume: 2 },
      { date: utcDate(noon(1)), median_cents: 200, min_cents: 100, volume: 3 },
    ]);
    // 30 days: the six sales of the last 30 days; their median is (300 + 500) / 2 = 400; 300 is 25% below.
    const month = json(await history(item.id)).payload;
    expect(month.days).toBe(30);
    expect(month.points.map((p: { date: string }) => p.date)).toEqual([utcDate(noon(10)), utcDate(noon(3)), utcDate(noon(1))]);
    expect(month).toMatchObject({ median_30d_cents: 400, vs_median_percent: -25 });
    expect(json(await history(item.id, '?days=90')).payload.points).toHaveLength(3);
    const year = json(await history(item.id, '?days=365')).payload.points;
    expect(year).toHaveLength(4);
    expect(year[0]).toEqual({ date: utcDate(noon(100)), median_cents: 700, min_cents: 700, volume: 1 });
  });

  it('PRICE-2: when days is not 7, 30, 90 or 365, then the answer is a 422 in the error envelope; an unknown item is a 404', async () => {
    const item = await freshItem(1000);
    for (const q of ['?days=5', '?days=abc', '?days=30.5']) {
      const res = await history(item.id, q);
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({ status: 'error', message: expect.any(String) });
    }
    expect((await history(2_000_000_000)).statusCode).toBe(404);
  });

  it('PRICE-3: when the market name has no sale, then the history is empty and the median unknown', async () => {
    const item = await freshItem(1000);
    expect(json(await history(item.id)).payload).toMatchObject({ points: [], median_30d_cents: null, vs_median_percent: null });
  });
});

describe('seeded history', () => {
  it('PRICE-5: when the shop is seeded, then its most stocked market names have a year of daily sales', async () => {
    const [row] = await s.t.db.selectDistinct({ marketName: sales.marketName }).from(sales).where(isNull(sales.itemId)).limit(1);
    const item = (await s.t.db.select().from(items)).find((i) => marketNameOf(i) === row!.marketName);
    const h = json(await history(item!.id, '?days=365')).payload;
    expect(h.points.length).toBeGreaterThan(150);
    expect(h.points.length).toBeLessThanOrEqual(365);
    expect(h.median_30d_cents).toBeGreaterThan(0);
    for (const p of h.points) expect(p.min_cents).toBeLessThanOrEqual(p.median_cents);
  });
});
