import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useCheckoutApp } from '../../../test/checkout-helpers.ts';
import { insertItems, setItemStatus } from '../../../test/factories.ts';
import { json } from '../../../test/helpers.ts';
import { person } from '../../../test/offer-helpers.ts';
import { auditLog } from '../audit/tables.ts';
import { packs } from './tables.ts';

const s = useCheckoutApp();
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => s.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const skins = async (n: number) => (await insertItems(s.t.db, Array.from({ length: n }, (_, k) => ({ priceCents: (k + 1) * 10_00 })))).map((r) => r.id);
const shopPack = (id: number) => s.t.app.inject({ url: `/api/packs/${id}?currency=EUR` });

describe('operator: packs', () => {
  it('OPS-71: a created pack is in the shop at once with its skins, its first skin\'s picture and price; audited (OPS-66)', async () => {
    const op = await person(s.t.db, 'operator');
    const ids = await skins(3);
    const res = await call('POST', '/api/operator/packs', op.headers, { title: 'Office Pack', description: 'Made in the back office', price: 50, item_ids: ids });
    expect(res.statusCode).toBe(200);
    const pack = json(res).payload;
    expect(pack).toMatchObject({ title: 'Office Pack', price: 50, items_total: 60, item_ids: ids, available: true, active: true });
    const shop = json(await shopPack(pack.id)).payload;
    expect(shop).toMatchObject({ title: 'Office Pack', price: 50, available: true });
    expect(shop.items.map((i: { id: number }) => i.id)).toEqual(ids);
    const [audit] = await s.t.db.select().from(auditLog).where(eq(auditLog.targetId, String(pack.id)));
    expect(audit).toMatchObject({ actorId: op.id, action: 'pack.create', targetType: 'pack' });
  });

  it('OPS-71: an edit changes fields and skins; unknown, sold or repeated skins are a 422 on item_ids and nothing changes', async () => {
    const op = await person(s.t.db, 'operator');
    const ids = await skins(3);
    const pack = json(await call('POST', '/api/operator/packs', op.headers, { title: 'Edit Pack', price: 20, item_ids: ids.slice(0, 2) })).payload;
    const edited = await call('PUT', `/api/operator/packs/${pack.id}`, op.headers, { title: 'Edited Pack', description: 'New', price: 25.5, item_ids: [ids[2]] });
    expect(json(edited).payload).toMatchObject({ title: 'Edited Pack', price: 25.5, item_ids: [ids[2]] });
    await setItemStatus(s.t.db, ids[0]!, 'sold');
    for (const item_ids of [[ids[0]], [999_999]]) {
      const bad = await call('PUT', `/api/operator/packs/${pack.id}`, op.headers, { title: 'X', price: 1, item_ids });
      expect(bad.statusCode).toBe(422);
      expect(json(bad)).toMatchObject({ code: 'OPS_PACK_ITEM_UNAVAILABLE', errors: { item_ids: ['Every skin of a pack must exist and be on sale.'] } });
    }
    const repeated = await call('POST', '/api/operator/packs', op.headers, { title: 'X', price: 1, item_ids: [ids[2], ids[2]] });
    expect(json(repeated).errors.item_ids).toEqual(['A pack holds 1 to 20 different skins (their ids)']);
    // Not an id at all: the same message, on the field, not a type error.
    const typed = await call('POST', '/api/operator/packs', op.headers, { title: 'X', price: 1, item_ids: [ids[2], 'abc'] });
    expect([typed.statusCode, json(typed).message]).toEqual([422, 'A pack holds 1 to 20 different skins (their ids)']);
    expect((await s.t.db.select().from(packs).where(eq(packs.id, pack.id)))[0]).toMatchObject({ title: 'Edited Pack', priceCents: 25_50 });
    const audit = await s.t.db.select().from(auditLog).where(eq(auditLog.targetId, String(pack.id)));
    expect(audit.map((a) => a.action)).toEqual(['pack.create', 'pack.update']);
  });

  it('OPS-72: a withdrawn pack leaves the shop and cannot be bought; restore brings it back; unknown is a 404', async () => {
    const op = await person(s.t.db, 'operator');
    const pack = json(await call('POST', '/api/operator/packs', op.headers, { title: 'Withdraw Pack', price: 5, item_ids: await skins(1) })).payload;
    expect(json(await call('POST', `/api/operator/packs/${pack.id}/withdraw`, op.headers)).payload.active).toBe(false);
    expect((await shopPack(pack.id)).statusCode).toBe(404);
    expect((json(await s.t.app.inject({ url: '/api/packs' })).payload as { id: number }[]).some((p) => p.id === pack.id)).toBe(false);
    const buyer = await person(s.t.db);
    const buy = await s.t.app.inject({ method: 'POST', url: '/api/purchase/pack', headers: buyer.headers, payload: { pack_id: pack.id, currency: 'EUR' } });
    expect(buy.statusCode).toBe(404);
    expect(json(await call('GET', '/api/operator/packs?search=Withdraw%20Pack&active=false', op.headers)).payload.map((p: { id: number }) => p.id)).toEqual([pack.id]);
    expect(json(await call('POST', `/api/operator/packs/${pack.id}/restore`, op.headers)).payload.active).toBe(true);
    expect((await shopPack(pack.id)).statusCode).toBe(200);
    expect((await call('POST', '/api/operator/packs/999999/withdraw', op.headers)).statusCode).toBe(404);
  });

  it('OPS-70: the list pages newest first and is for operators only', async () => {
    const op = await person(s.t.db, 'operator');
    const res = json(await call('GET', '/api/operator/packs', op.headers));
    expect(res.payload.length).toBeGreaterThan(0);
    expect(res.meta.total).toBeGreaterThanOrEqual(res.payload.length);
    const ids = res.payload.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const customer = await person(s.t.db);
    expect((await call('GET', '/api/operator/packs', customer.headers)).statusCode).toBe(403);
  });
});
