import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, namedStatementsSent, type TestApp } from '../../../test/helpers.ts';
import { itemSimilar } from './tables.ts';
import { insertItems } from '../../../test/factories.ts';
import { seedZetaItems } from '../../../test/zeta-items.ts';

let t: TestApp;
let ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  ids = await seedZetaItems(t.db);
});
afterAll(() => t.close());

describe('GET /api/items/{id}', () => {
  it('CAT-7: answers the product with its similar list (available items only)', async () => {
    const res = await t.app.inject(`/api/items/${ids['Zeta AK | Fire Serpent']}?currency=GBP`);
    expect(res.statusCode).toBe(200);
    const p = json(res).payload;
    expect(p).toMatchObject({ title: 'Zeta AK | Fire Serpent', type: 'Zeta Rifle', category: 'cs2', subcategory: 'rifles', quality: 'Covert', discount_percentage: 17, is_new: true });
    expect(p.price).toBeCloseTo(50 * 0.85, 2);
    expect(p.old_price).toBeCloseTo(60 * 0.85, 2);
    expect(p.similar.map((s: { title: string }) => s.title)).toEqual(['Zeta M4A4 | Howl 100%']);
  });

  it('SCALE-57, SCALE-64: a product and its similar list are read by one prepared statement: its plan is kept, not made again for every product', async () => {
    const sent = await namedStatementsSent(t.db, () => t.app.inject(`/api/items/${ids['Zeta AK | Fire Serpent']}?currency=USD`));
    const reads = sent.filter((s) => /^SELECT\b.*\bFROM\b.*"items"/s.test(s.sql));
    expect(reads).toHaveLength(1);
    expect(reads[0]!.name, reads[0]!.sql).toBeTruthy();
  });

  it('CAT-7, SCALE-64: the similar list keeps its stored order', async () => {
    const [item, ...similar] = await insertItems(t.db, ['Order Probe', 'Order C', 'Order A', 'Order B'].map((title, k) => ({ title, type: 'Order Probe', priceCents: 100 + k })));
    await t.db.insert(itemSimilar).values(similar.map((s, k) => ({ itemId: item!.id, similarId: s.id, position: [3, 1, 2][k]! })));
    const p = json(await t.app.inject(`/api/items/${item!.id}`)).payload;
    expect(p.title).toBe('Order Probe');
    expect(p.similar.map((s: { title: string }) => s.title)).toEqual(['Order A', 'Order B', 'Order C']);
  });

  it('CAT-7, LIST-4: without a similar list, answers no random products: none of its skin or weapon is on sale, so none', async () => {
    const p = json(await t.app.inject(`/api/items/${ids['Zeta M4A4 | Howl 100%']}`)).payload;
    expect(p.similar).toEqual([]);
  });

  it.each([
    ['unknown', '999999'],
    ['sold', 'sold'],
    ['reserved', 'reserved'],
  ])('CAT-7: a %s item is a 404 with a message', async (_label, which) => {
    const id = which === 'sold' ? ids['Zeta AWP | Sold One'] : which === 'reserved' ? ids['Zeta AWP | Reserved One'] : which;
    const res = await t.app.inject(`/api/items/${id}`);
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ status: 'error', code: 'CATALOG_ITEM_NOT_FOUND', message: 'This product does not exist or has already been sold.' });
  });

  it.each([
    ['sold', 'Zeta AWP | Sold One', 'sold'],
    ['reserved', 'Zeta AWP | Reserved One', 'unavailable'],
    ['available', 'Zeta Glock | Fade', 'available'],
  ])('CAT-45: a %s item\'s listing answers its title, market name (with its exterior) and state', async (_label, title, state) => {
    const res = await t.app.inject(`/api/items/${ids[title]}/listing`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'OK', payload: { id: ids[title], title, market_name: `${title} (Field-Tested)`, state } });
  });

  it('CAT-45: the listing of an unknown id is a 404 with the message, of a malformed one a 422', async () => {
    const res = await t.app.inject('/api/items/999999/listing');
    expect(res.statusCode).toBe(404);
    expect(json(res)).toMatchObject({ status: 'error', code: 'CATALOG_ITEM_NOT_FOUND' });
    expect((await t.app.inject('/api/items/abc/listing')).statusCode).toBe(422);
  });

  it('CAT-7: a malformed id is a 422, never a 500', async () => {
    for (const id of ['abc', '-1', '1.5', '99999999999']) {
      const res = await t.app.inject(`/api/items/${id}`);
      expect(res.statusCode).toBe(422);
      expect(json(res).message).toMatch(/id/);
    }
  });
});

describe('recommended, filter data, subcategories', () => {
  it('CAT-8: recommended lists up to 20 available items, deepest discount first', async () => {
    const body = json(await t.app.inject('/api/items/recommended'));
    expect(body.payload.length).toBeGreaterThan(0);
    expect(body.payload.length).toBeLessThanOrEqual(20);
    const discounts = body.payload.map((p: { discount_percentage: number }) => p.discount_percentage);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
  });

  it('CAT-9: filter-data lists the values of available items', async () => {
    const res = await t.app.inject('/api/items/filter-data?category=cs2');
    expect(res.statusCode).toBe(200);
    const p = json(res).payload;
    for (const key of ['types', 'qualities', 'heroes', 'exterior_names', 'classes']) expect(Array.isArray(p[key])).toBe(true);
    expect(p.types.length).toBeGreaterThan(3);
    expect(p.exterior_names).toContain('Field-Tested');
  });

  it('CAT-9: a category other than cs2 is a 422', async () => {
    for (const path of ['/api/items/filter-data?category=dota2', '/api/items/subcategories?category=csgo']) {
      const res = await t.app.inject(path);
      expect(res.statusCode).toBe(422);
      expect(json(res).message).toContain('category');
    }
  });

  it('CAT-10: subcategories lists the cs2 subcategories with id, name and url', async () => {
    const p = json(await t.app.inject('/api/items/subcategories?category=cs2')).payload;
    expect(p.map((s: { url: string }) => s.url)).toEqual(expect.arrayContaining(['rifles', 'pistols', 'knives']));
    expect(p[0]).toEqual({ id: expect.any(Number), name: expect.any(String), url: expect.any(String) });
  });

  it('CAT-11: the category tree has cs2 at the root with nested subcategories, and a message (§7)', async () => {
    const body = json(await t.app.inject('/api/categories'));
    expect(body).toMatchObject({ status: 'OK', message: 'Categories loaded' });
    const p = body.payload;
    expect(p[0]).toMatchObject({ url: 'cs2' });
    expect(p[0].subcategories.length).toBeGreaterThan(3);
    expect(p[0].subcategories[0].subcategories).toEqual([]);
  });
});

describe('SCALE-46: a list answer as a browser asks for it', () => {
  it('is compressed in one piece (brotli, with its Content-Length) up to its largest page', async () => {
    const res = await t.app.inject({ url: '/api/items/list?limit=100', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(res.rawPayload);
    // A page past the plugin's own two-core bound (8 KiB), which streamed it without a length.
    expect(body.length).toBeGreaterThan(16 * 1024);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(JSON.parse(body.toString()).payload).toHaveLength(100);
  });

  it('SCALE-50: an answer the compress plugin encodes is brotli at quality 3', async () => {
    const res = await t.app.inject({ url: '/api/items/filter-data', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(res.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(res.rawPayload);
    expect(body.length).toBeGreaterThan(1024);
    expect(res.rawPayload.equals(brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } }))).toBe(true);
  });
});
