import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balanceAndLedger, buyer, checkoutPayload, purchaseRequest, useCheckoutApp } from '../../../test/checkout-helpers.ts';
import { insertItem, insertItems, setItemStatus } from '../../../test/factories.ts';
import { json } from '../../../test/helpers.ts';
import { person } from '../../../test/offer-helpers.ts';
import { auditLog } from '../audit/tables.ts';
import { cartItems } from '../cart/tables.ts';
import { shiftedPrice } from './bulk-price.ts';
import { items } from './tables.ts';

const s = useCheckoutApp();
const itemForm = (overrides: Record<string, unknown> = {}) => ({
  title: 'AK-47 | Back Office Test',
  type: 'Rifle',
  quality: 'Classified',
  exterior_name: 'Factory New',
  item_class: 'StatTrak™',
  price: 12.5,
  old_price: 15,
  is_new: true,
  image_kind: 'rifle',
  ...overrides,
});
const op = () => person(s.t.db, 'operator');
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => s.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const listed = async (search: string) => json(await s.t.app.inject({ url: `/api/items/list?search=${encodeURIComponent(search)}` })).payload as { id: number; price: number }[];
const typeCount = async (type: string) => (json(await s.t.app.inject({ url: '/api/items/filter-data' })).payload.types as string[]).includes(type);
const auditOf = (id: number) => s.t.db.select().from(auditLog).where(eq(auditLog.targetId, String(id)));
const row = async (id: number) => (await s.t.db.select().from(items).where(eq(items.id, id)))[0]!;

async function buyNow(itemId: number) {
  const u = await buyer(s.t.db, 1000_00);
  const add = await call('POST', '/api/cart/add', u.headers, { id: itemId, count: 1 });
  return { u, add, buy: add.statusCode === 200 ? await purchaseRequest(s.t.app, u.headers, checkoutPayload(s.country)) : null };
}

describe('operator: catalogue items', () => {
  it('OPS-61, OPS-67: a created item with a generated picture is listed by GET /api/items/list at once, counted in the filters, audited, and can be bought', async () => {
    const o = await op();
    await listed('Unique Created Skin'); // a cached page that must not outlive the change
    const res = await call('POST', '/api/operator/items', o.headers, itemForm({ title: 'Unique Created Skin', type: 'Createdtype' }));
    expect(res.statusCode).toBe(200);
    const item = json(res).payload;
    expect(item).toMatchObject({ title: 'Unique Created Skin', price: 12.5, old_price: 15, discount_percentage: 17, status: 'available', image_kind: 'rifle', is_new: true });
    expect(item.img_url).toMatch(/^items\/rifle\/unique-created-skin-[0-9a-f]{8}\.svg$/);
    expect((await s.t.app.inject({ url: `/img/${item.img_url}` })).statusCode).toBe(200);
    expect((await listed('Unique Created Skin')).map((p) => p.id)).toEqual([item.id]);
    expect(await typeCount('Createdtype')).toBe(true);
    expect(await auditOf(item.id)).toEqual([expect.objectContaining({ actorId: o.id, action: 'item.create', targetType: 'item' })]);
    const { buy, u } = await buyNow(item.id);
    expect(buy?.statusCode).toBe(200);
    expect((await row(item.id)).status).toBe('sold');
    expect((await balanceAndLedger(s.t.db, u.id)).balance).toBe(1000_00 - 12_50);
  });

  it('SKIN-9: the operator sets the skin fields; a float sets the exterior; StatTrak and Souvenir together are a 422', async () => {
    const o = await op();
    const skin = { float_value: 0.071, paint_seed: 12, phase: 'Sapphire', stattrak: true, stickers: [{ name: 'Crown (Foil)', slot: 2, wear: 0 }], charms: [{ name: 'Hot Howl', pattern: 9 }], inspect_link: 'steam://rungame/730/x', trade_lock_until: '2030-01-02T00:00:00.000Z' };
    const res = await call('POST', '/api/operator/items', o.headers, itemForm({ title: 'Skin Field Op Item', exterior_name: 'Factory New', ...skin }));
    expect(res.statusCode).toBe(200);
    const item = json(res).payload;
    expect(item).toMatchObject({ ...skin, exterior_name: 'Minimal Wear', souvenir: false });
    const [shown] = (await listed('Skin Field Op Item')) as unknown as Record<string, unknown>[];
    expect(shown).toMatchObject({ float_value: 0.071, exterior_name: 'Minimal Wear', phase: 'Sapphire', stattrak: true, trade_lock_until: '2030-01-02T00:00:00.000Z' });
    const both = await call('POST', '/api/operator/items', o.headers, itemForm({ title: 'Skin Field Both', stattrak: true, souvenir: true }));
    expect(both.statusCode).toBe(422);
    expect(JSON.stringify(json(both))).toContain('StatTrak™ or Souvenir, not both');
    const bad = await call('POST', '/api/operator/items', o.headers, itemForm({ title: 'Skin Field Bad', float_value: 1.2, paint_seed: 1001 }));
    expect(bad.statusCode).toBe(422);
    expect(await listed('Skin Field Both')).toEqual([]);
  });

  it("SKIN-13: the form sets the bot's Steam asset id: answered and stored, kept by an edit that sends it back, cleared by empty, audited like the other fields", async () => {
    const o = await op();
    const form = itemForm({ title: 'Asset Id Op Item', steam_asset_id: ' 38350177019 ' });
    const created = json(await call('POST', '/api/operator/items', o.headers, form)).payload;
    expect(created.steam_asset_id).toBe('38350177019');
    expect((await row(created.id)).steamAssetId).toBe('38350177019');
    const repriced = await call('PUT', `/api/operator/items/${created.id}`, o.headers, { ...form, price: 11 });
    expect(json(repriced).payload).toMatchObject({ steam_asset_id: '38350177019', price: 11 });
    const cleared = await call('PUT', `/api/operator/items/${created.id}`, o.headers, { ...form, steam_asset_id: '' });
    expect(json(cleared).payload.steam_asset_id).toBeNull();
    expect((await row(created.id)).steamAssetId).toBeNull();
    const updates = (await auditOf(created.id)).filter((r) => r.action === 'item.update');
    expect(updates.map((r) => [(r.before as { steam_asset_id: string | null }).steam_asset_id, (r.after as { steam_asset_id: string | null }).steam_asset_id])).toEqual([
      ['38350177019', '38350177019'],
      ['38350177019', null],
    ]);
  });

  it('SKIN-13: a bad asset id, sticker, charm, float, pattern, phase or inspect link is a 422 naming each field with its message, and nothing changes', async () => {
    const o = await op();
    const before = await s.t.db.$count(items);
    const res = await call(
      'POST',
      '/api/operator/items',
      o.headers,
      itemForm({
        title: 'Bad Skin Fields',
        steam_asset_id: '12ab',
        float_value: 'x',
        paint_seed: 4.5,
        phase: 'Phase 9',
        inspect_link: 'https://example.com',
        stickers: [{ name: ' ', slot: 5, wear: 2 }],
        charms: [{ name: 'Lil Squirt', pattern: 100_001 }],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toMatchObject({
      steam_asset_id: ["The Steam asset id is a number of up to 20 digits (the item in the trade bot's inventory), or empty"],
      float_value: ['Float must be between 0 and 1'],
      paint_seed: ['Pattern must be a whole number from 0 to 1000'],
      phase: [expect.stringMatching(/^Phase must be one of /)],
      inspect_link: ['The inspect link must start with steam://'],
      'stickers.0.name': ['A sticker needs a name of up to 120 characters'],
      'stickers.0.slot': ["A sticker's slot is 0 to 4"],
      'stickers.0.wear': ["A sticker's wear must be between 0 and 1"],
      'charms.0.pattern': ["A charm's pattern must be a whole number from 0 to 100000"],
    });
    const twice = await call('POST', '/api/operator/items', o.headers, itemForm({ stickers: [{ name: 'A', slot: 1, wear: 0 }, { name: 'B', slot: 1, wear: 0 }], charms: [{ name: 'A', pattern: 1 }, { name: 'B', pattern: 2 }] }));
    expect(json(twice).errors).toMatchObject({ stickers: ['One sticker per slot'], charms: ['At most one charm'] });
    expect(await s.t.db.$count(items)).toBe(before);
  });

  it('OPS-68: bad fields are a 422 with a message per field, and nothing is created', async () => {
    const o = await op();
    const before = await s.t.db.$count(items);
    const res = await call('POST', '/api/operator/items', o.headers, itemForm({ title: ' ', price: 0, image_kind: 'tank' }));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toMatchObject({ title: ['Title is required'], price: ['Price must be at least 0.01'], image_kind: ['Choose a picture'] });
    // MONEY-4: 10.999 was saved as 11.00 without a word.
    const cents = await call('POST', '/api/operator/items', o.headers, itemForm({ price: 10.999 }));
    expect(json(cents).errors).toMatchObject({ price: ['Use at most 2 decimals'] });
    const old = await call('POST', '/api/operator/items', o.headers, itemForm({ price: 20, old_price: 10 }));
    expect(json(old).errors).toMatchObject({ old_price: ['The old price must be higher than the price'] });
    const sub = await call('POST', '/api/operator/items', o.headers, itemForm({ subcategory: 'no-such-subcategory' }));
    expect(sub.statusCode).toBe(422);
    expect(json(sub)).toMatchObject({ code: 'OPS_SUBCATEGORY_UNKNOWN', errors: { subcategory: ['This subcategory does not exist.'] } });
    expect(await s.t.db.$count(items)).toBe(before);
  });

  it('OPS-60: the list finds by title or id, filters by status, pages, and is for operators only', async () => {
    const o = await op();
    const a = await insertItem(s.t.db, { title: 'Listfind Alpha' });
    const b = await insertItem(s.t.db, { title: 'Listfind Beta' });
    await setItemStatus(s.t.db, b.id, 'sold');
    const found = json(await call('GET', '/api/operator/items?search=listfind', o.headers));
    expect(found.payload.map((i: { id: number }) => i.id)).toEqual([b.id, a.id]);
    expect(found.meta).toEqual({ total: 2, pages: 1 });
    expect(json(await call('GET', `/api/operator/items?search=${a.id}`, o.headers)).payload[0].id).toBe(a.id);
    expect(json(await call('GET', '/api/operator/items?search=listfind&status=sold', o.headers)).payload.map((i: { id: number }) => i.id)).toEqual([b.id]);
    expect(json(await call('GET', '/api/operator/items?search=listfind&subcategory=nothing-here', o.headers)).meta.total).toBe(0);
    const customer = await person(s.t.db);
    expect((await call('GET', '/api/operator/items', customer.headers)).statusCode).toBe(403);
    expect((await call('POST', '/api/operator/items', customer.headers, itemForm())).statusCode).toBe(403);
  });

  it('OPS-62: an edit changes the item, its facets and the shop list at once; the picture stays unless its kind changes; audited with before and after', async () => {
    const o = await op();
    const created = json(await call('POST', '/api/operator/items', o.headers, itemForm({ title: 'Editable Skin', type: 'Beforetype' }))).payload;
    const res = await call('PUT', `/api/operator/items/${created.id}`, o.headers, itemForm({ title: 'Editable Skin', type: 'Aftertype', price: 9.99, old_price: null }));
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toMatchObject({ type: 'Aftertype', price: 9.99, old_price: null, discount_percentage: 0, img_url: created.img_url });
    expect(await typeCount('Beforetype')).toBe(false);
    expect(await typeCount('Aftertype')).toBe(true);
    expect((await listed('Editable Skin'))[0]?.price).toBe(9.99);
    const knife = json(await call('PUT', `/api/operator/items/${created.id}`, o.headers, itemForm({ title: 'Editable Skin', image_kind: 'knife' }))).payload;
    expect(knife.img_url).toMatch(/^items\/knife\//);
    const audit = (await auditOf(created.id)).filter((r) => r.action === 'item.update');
    expect(audit[0]).toMatchObject({ before: expect.objectContaining({ type: 'Beforetype', price: 12.5 }), after: expect.objectContaining({ type: 'Aftertype', price: 9.99 }) });
  });

  it('OPS-62: a sold item cannot be edited or withdrawn (409), an unknown one is a 404', async () => {
    const o = await op();
    const item = await insertItem(s.t.db);
    await setItemStatus(s.t.db, item.id, 'sold');
    const edit = await call('PUT', `/api/operator/items/${item.id}`, o.headers, itemForm());
    expect(edit.statusCode).toBe(409);
    expect(json(edit).code).toBe('OPS_ITEM_SOLD');
    expect(json(edit).message).toBe('This item has been sold: it cannot be changed or withdrawn.');
    expect((await call('POST', `/api/operator/items/${item.id}/withdraw`, o.headers)).statusCode).toBe(409);
    expect(json(await call('POST', '/api/operator/items/999999/withdraw', o.headers)).code).toBe('OPS_ITEM_NOT_FOUND');
    expect((await row(item.id)).title).toBe(item.title);
  });

  it('OPS-63: a withdrawn item leaves the list and details at once, cannot be added to a cart or bought; withdrawing it again changes nothing', async () => {
    const o = await op();
    const item = await insertItem(s.t.db, { title: 'Withdrawn Skin', type: 'Withdrawntype' });
    const inCart = await buyer(s.t.db, 1000_00);
    await s.t.db.insert(cartItems).values({ userId: inCart.id, itemId: item.id });
    expect(await listed('Withdrawn Skin')).toHaveLength(1);
    const res = await call('POST', `/api/operator/items/${item.id}/withdraw`, o.headers);
    expect(res.statusCode).toBe(200);
    expect(json(res).payload.status).toBe('withdrawn');
    expect(await listed('Withdrawn Skin')).toHaveLength(0);
    expect(await typeCount('Withdrawntype')).toBe(false);
    expect((await s.t.app.inject({ url: `/api/items/${item.id}` })).statusCode).toBe(404);
    const { add } = await buyNow(item.id);
    expect(add.statusCode).toBe(409);
    expect(json(add)).toMatchObject({ code: 'CART_ITEM_WITHDRAWN', message: 'This item is no longer for sale.' });
    const buy = await purchaseRequest(s.t.app, inCart.headers, checkoutPayload(s.country));
    expect(buy.statusCode).toBe(409);
    expect((await balanceAndLedger(s.t.db, inCart.id)).balance).toBe(1000_00);
    expect((await call('POST', `/api/operator/items/${item.id}/withdraw`, o.headers)).statusCode).toBe(200);
    expect((await auditOf(item.id)).map((r) => r.action)).toEqual(['item.withdraw']);
  });

  it('SCALE-48: a customer who has the details open sees the operator\'s edit, withdrawal and restore at once (details are cached)', async () => {
    const o = await op();
    const created = json(await call('POST', '/api/operator/items', o.headers, itemForm({ title: 'Details Seen Skin' }))).payload;
    const details = async () => {
      const res = await s.t.app.inject({ url: `/api/items/${created.id}` });
      return res.statusCode === 200 ? (json(res).payload as { title: string; price: number }) : res.statusCode;
    };
    expect(await details()).toMatchObject({ title: 'Details Seen Skin', price: 12.5 });
    expect(await details()).toMatchObject({ title: 'Details Seen Skin', price: 12.5 }); // now from the cache
    expect((await call('PUT', `/api/operator/items/${created.id}`, o.headers, itemForm({ title: 'Details Seen Skin Renamed', price: 9.5, old_price: null }))).statusCode).toBe(200);
    expect(await details()).toMatchObject({ title: 'Details Seen Skin Renamed', price: 9.5 });
    expect((await call('POST', `/api/operator/items/${created.id}/withdraw`, o.headers)).statusCode).toBe(200);
    expect(await details()).toBe(404);
    expect(await details()).toBe(404); // the 404 is cached too
    expect((await call('POST', `/api/operator/items/${created.id}/restore`, o.headers)).statusCode).toBe(200);
    expect(await details()).toMatchObject({ title: 'Details Seen Skin Renamed', price: 9.5 });
  });

  it('OPS-63: an item held by an order being paid cannot be withdrawn (409)', async () => {
    const o = await op();
    const item = await insertItem(s.t.db);
    await setItemStatus(s.t.db, item.id, 'reserved');
    const res = await call('POST', `/api/operator/items/${item.id}/withdraw`, o.headers);
    expect(res.statusCode).toBe(409);
    expect(json(res).code).toBe('OPS_ITEM_RESERVED');
  });

  it('OPS-64: restore puts a withdrawn item back on sale at once; restoring an item on sale is a 409', async () => {
    const o = await op();
    const item = await insertItem(s.t.db, { title: 'Restored Skin' });
    expect(json(await call('POST', `/api/operator/items/${item.id}/restore`, o.headers)).code).toBe('OPS_ITEM_NOT_WITHDRAWN');
    await call('POST', `/api/operator/items/${item.id}/withdraw`, o.headers);
    expect(await listed('Restored Skin')).toHaveLength(0);
    const res = await call('POST', `/api/operator/items/${item.id}/restore`, o.headers);
    expect(json(res).payload.status).toBe('available');
    expect(await listed('Restored Skin')).toHaveLength(1);
    expect((await auditOf(item.id)).map((r) => r.action).sort()).toEqual(['item.restore', 'item.withdraw']);
    const { buy } = await buyNow(item.id);
    expect(buy?.statusCode).toBe(200);
  });
});

describe('operator: bulk price change', () => {
  it('OPS-65: the price moves by the percentage, rounded to the cent, never below 0.01', () => {
    expect(shiftedPrice(1000, -10)).toBe(900);
    expect(shiftedPrice(999, -10)).toBe(899);
    expect(shiftedPrice(1, -99)).toBe(1);
    expect(shiftedPrice(1234, 12.5)).toBe(1388);
  });

  it('OPS-65: -10% on chosen ids changes exactly those (sold ones keep their price), with one audit row each and the shop list at once', async () => {
    const o = await op();
    const [a, b, c, sold] = [
      await insertItem(s.t.db, { title: 'Bulkchosen A', priceCents: 10_00 }),
      await insertItem(s.t.db, { title: 'Bulkchosen B', priceCents: 25_55, oldPriceCents: 27_00 }),
      await insertItem(s.t.db, { title: 'Bulkchosen C', priceCents: 40_00 }),
      await insertItem(s.t.db, { title: 'Bulkchosen D', priceCents: 50_00 }),
    ];
    await setItemStatus(s.t.db, sold.id, 'sold');
    await listed('Bulkchosen');
    const res = await call('POST', '/api/operator/items/bulk-price', o.headers, { percent: -10, ids: [a.id, b.id, sold.id] });
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toEqual({ changed: 2, ids: [a.id, b.id] });
    expect((await row(a.id)).priceCents).toBe(9_00);
    expect(await row(b.id)).toMatchObject({ priceCents: 23_00, discountPercentage: 15 });
    expect((await row(c.id)).priceCents).toBe(40_00);
    expect((await row(sold.id)).priceCents).toBe(50_00);
    expect((await listed('Bulkchosen A'))[0]?.price).toBe(9);
    expect(await auditOf(a.id)).toEqual([expect.objectContaining({ action: 'item.bulk_price', before: { price: 10 }, after: { price: 9, percent: -10 } })]);
  });

  it('OPS-65: a filter chooses the items; too many is a 422 and nothing changes; ids and a filter together are refused', async () => {
    const o = await op();
    const x = await insertItem(s.t.db, { title: 'Bulkfilter X', priceCents: 10_00 });
    const res = await call('POST', '/api/operator/items/bulk-price', o.headers, { percent: 50, filter: { search: 'Bulkfilter' } });
    expect(json(res).payload.ids).toEqual([x.id]);
    expect((await row(x.id)).priceCents).toBe(15_00);
    await insertItems(s.t.db, Array.from({ length: 501 }, () => ({ title: 'Bulkmany' })));
    const audited = await s.t.db.$count(auditLog);
    const many = await call('POST', '/api/operator/items/bulk-price', o.headers, { percent: 5, filter: { search: 'Bulkmany' } });
    expect(many.statusCode).toBe(422);
    expect(json(many).code).toBe('OPS_BULK_TOO_MANY');
    expect(await s.t.db.$count(auditLog)).toBe(audited);
    const both = await call('POST', '/api/operator/items/bulk-price', o.headers, { percent: 5, ids: [x.id], filter: {} });
    expect(both.statusCode).toBe(422);
    expect(json(both).errors.ids).toEqual(['Choose items, or a filter, not both']);
    const zero = await call('POST', '/api/operator/items/bulk-price', o.headers, { percent: 0, ids: [x.id] });
    expect(json(zero).errors.percent).toEqual(['Enter a change between -99 and +1000 percent, not 0']);
  });
});
