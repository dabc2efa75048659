import { BULK_MAX_IDS } from '@skins/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCheckoutApp } from '../../../test/checkout-helpers.ts';
import { insertItem, setItemStatus } from '../../../test/factories.ts';
import { json } from '../../../test/helpers.ts';
import { person } from '../../../test/offer-helpers.ts';
import { auditLog } from '../audit/tables.ts';
import { items } from './tables.ts';

const s = useCheckoutApp();
const op = () => person(s.t.db, 'operator');
const bulk = (headers: Record<string, string>, payload: object) => s.t.app.inject({ method: 'POST', url: '/api/operator/items/bulk', headers, payload });
const row = async (id: number) => (await s.t.db.select().from(items).where(eq(items.id, id)))[0]!;
const auditOf = (id: number) => s.t.db.select().from(auditLog).where(eq(auditLog.targetId, String(id)));
const listed = async (search: string) => json(await s.t.app.inject({ url: `/api/items/list?search=${encodeURIComponent(search)}` })).payload as { id: number; price: number }[];

describe('operator: bulk actions on catalogue items (issue 47)', () => {
  it('OPS-180: withdraw several: each available item is withdrawn and audited like the single withdraw; a sold, a reserved and an unknown one are not done, each with its reason', async () => {
    const o = await op();
    const [a, b, sold, reserved] = [
      await insertItem(s.t.db, { title: 'Bulkwd A' }),
      await insertItem(s.t.db, { title: 'Bulkwd B' }),
      await insertItem(s.t.db, { title: 'Bulkwd C' }),
      await insertItem(s.t.db, { title: 'Bulkwd D' }),
    ];
    await setItemStatus(s.t.db, sold.id, 'sold');
    await setItemStatus(s.t.db, reserved.id, 'reserved');
    expect((await listed('Bulkwd')).length).toBe(2);
    const res = await bulk(o.headers, { action: 'withdraw', ids: [a.id, sold.id, b.id, reserved.id, 2_000_000_000] });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: 'OK', message: '2 done, 3 not done', payload: { done: 2, not_done: 3 } });
    expect(json(res).payload.results).toEqual([
      { id: a.id, done: true, code: null, reason: null },
      { id: sold.id, done: false, code: 'OPS_ITEM_SOLD', reason: 'This item has been sold: it cannot be changed or withdrawn.' },
      { id: b.id, done: true, code: null, reason: null },
      { id: reserved.id, done: false, code: 'OPS_ITEM_RESERVED', reason: expect.any(String) },
      { id: 2_000_000_000, done: false, code: 'OPS_ITEM_NOT_FOUND', reason: expect.any(String) },
    ]);
    expect((await row(a.id)).status).toBe('withdrawn');
    expect((await row(b.id)).status).toBe('withdrawn');
    expect((await row(reserved.id)).status).toBe('reserved');
    expect(await listed('Bulkwd')).toEqual([]);
    expect(await auditOf(a.id)).toEqual([expect.objectContaining({ actorId: o.id, action: 'item.withdraw', before: { status: 'available' }, after: { status: 'withdrawn' } })]);
    expect(await auditOf(sold.id)).toEqual([]);
  });

  it('OPS-181: reprice several to a price in whole cents: each unsold item gets it (its sale percentage follows), audited; a sold or unknown item keeps its price and says why', async () => {
    const o = await op();
    const a = await insertItem(s.t.db, { title: 'Bulkrp A', priceCents: 10_00 });
    const b = await insertItem(s.t.db, { title: 'Bulkrp B', priceCents: 30_00, oldPriceCents: 40_00 });
    const sold = await insertItem(s.t.db, { title: 'Bulkrp C', priceCents: 50_00 });
    await setItemStatus(s.t.db, sold.id, 'sold');
    await listed('Bulkrp A'); // a cached page that must not outlive the change
    const res = await bulk(o.headers, { action: 'reprice', ids: [a.id, b.id, sold.id, 2_000_000_001], price: '20.00' });
    expect(res.statusCode).toBe(200);
    expect(json(res).payload.results.map((r: { done: boolean; code: string | null }) => [r.done, r.code])).toEqual([
      [true, null],
      [true, null],
      [false, 'OPS_ITEM_SOLD'],
      [false, 'OPS_ITEM_NOT_FOUND'],
    ]);
    expect((await row(a.id)).priceCents).toBe(20_00);
    expect(await row(b.id)).toMatchObject({ priceCents: 20_00, discountPercentage: 50 });
    expect((await row(sold.id)).priceCents).toBe(50_00);
    expect((await listed('Bulkrp A'))[0]?.price).toBe(20);
    expect(await auditOf(a.id)).toEqual([expect.objectContaining({ actorId: o.id, action: 'item.bulk_price', before: { price: 10 }, after: { price: 20 } })]);
  });

  it('OPS-181: reprice by a percentage rounds to the cent as the bulk price change does (OPS-65)', async () => {
    const o = await op();
    const a = await insertItem(s.t.db, { title: 'Bulkpct A', priceCents: 12_34 });
    const res = await bulk(o.headers, { action: 'reprice', ids: [a.id], percent: 12.5 });
    expect(json(res).payload.done).toBe(1);
    expect((await row(a.id)).priceCents).toBe(13_88);
    expect(await auditOf(a.id)).toEqual([expect.objectContaining({ action: 'item.bulk_price', before: { price: 12.34 }, after: { price: 13.88, percent: 12.5 } })]);
  });

  it('OPS-181, OPS-68: part cents, a price and a percent together, no ids, more than 200 ids or an unknown action are a 422 with a field message, and nothing changes', async () => {
    const o = await op();
    const a = await insertItem(s.t.db, { title: 'Bulkbad A', priceCents: 10_00 });
    const cases: [object, string, string][] = [
      [{ action: 'reprice', ids: [a.id], price: 10.999 }, 'price', 'Use at most 2 decimals'],
      [{ action: 'reprice', ids: [a.id], price: 5, percent: 5 }, 'price', 'Enter a new price or a change in percent, not both'],
      [{ action: 'reprice', ids: [a.id] }, 'price', 'Enter a new price or a change in percent, not both'],
      [{ action: 'reprice', ids: [a.id], percent: 0 }, 'percent', 'Enter a change between -99 and +1000 percent, not 0'],
      [{ action: 'withdraw', ids: [] }, 'ids', `Choose 1 to ${BULK_MAX_IDS} rows`],
      [{ action: 'withdraw', ids: Array.from({ length: BULK_MAX_IDS + 1 }, (_, i) => i + 1) }, 'ids', `Choose 1 to ${BULK_MAX_IDS} rows`],
    ];
    for (const [body, field, message] of cases) {
      const res = await bulk(o.headers, body);
      expect([res.statusCode, json(res).errors?.[field]], JSON.stringify(body).slice(0, 80)).toEqual([422, [message]]);
    }
    const unknown = await bulk(o.headers, { action: 'delete', ids: [a.id] });
    expect(unknown.statusCode).toBe(422);
    expect((await row(a.id))).toMatchObject({ priceCents: 10_00, status: 'available' });
    expect(await auditOf(a.id)).toEqual([]);
  });

  it('OPS-180: a customer is refused the bulk call', async () => {
    const customer = await person(s.t.db);
    expect((await bulk(customer.headers, { action: 'withdraw', ids: [1] })).statusCode).toBe(403);
  });
});
