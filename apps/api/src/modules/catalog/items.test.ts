import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, namedStatementsSent, statementsSent, type TestApp } from '../../../test/helpers.ts';
import { insertItems, setItemStatus, subcategoryId } from '../../../test/factories.ts';
import { foldFacetDeltas } from './facet-counts.ts';
import { bumpCatalogVersion } from './list-cache.ts';
import { itemSimilar } from './tables.ts';

let t: TestApp;
const ids: Record<string, number> = {};
const ZETA = 'type=Zeta Rifle,Zeta Pistol,Zeta Agent';

async function list(query: string) {
  const res = await t.app.inject(`/api/items/list?${query}`);
  return { res, body: json(res) };
}
const titles = (body: { payload: { title: string }[] }) => body.payload.map((p) => p.title);

beforeAll(async () => {
  t = await createTestApp();
  const rifles = await subcategoryId(t.db, 'rifles');
  const pistols = await subcategoryId(t.db, 'pistols');
  const rows = await insertItems(t.db, [
    { title: 'Zeta AK | Fire Serpent', type: 'Zeta Rifle', quality: 'Covert', exteriorName: 'Factory New', itemClass: 'StatTrak™', priceCents: 5000, oldPriceCents: 6000, discountPercentage: 17, isNew: true, subcategoryId: rifles },
    { title: 'Zeta M4A4 | Howl 100%', type: 'Zeta Rifle', quality: 'Classified', exteriorName: 'Minimal Wear', itemClass: 'Normal', priceCents: 2000, oldPriceCents: 1500, subcategoryId: rifles },
    { title: 'Zeta Glock | Fade', type: 'Zeta Pistol', quality: 'Covert', exteriorName: 'Field-Tested', itemClass: 'Souvenir', priceCents: 300, subcategoryId: pistols },
    { title: 'Zeta Agent | Bloody Darryl', type: 'Zeta Agent', quality: 'Exceptional', hero: 'Terrorist', exteriorName: null, itemClass: 'Normal', priceCents: 800 },
    { title: 'Zeta AWP | Sold One', type: 'Zeta Rifle', quality: 'Covert', priceCents: 4000 },
    { title: 'Zeta AWP | Reserved One', type: 'Zeta Rifle', quality: 'Covert', priceCents: 4500 },
  ]);
  for (const r of rows) ids[r.title] = r.id;
  await setItemStatus(t.db, ids['Zeta AWP | Sold One']!, 'sold');
  await setItemStatus(t.db, ids['Zeta AWP | Reserved One']!, 'reserved');
  await t.db.insert(itemSimilar).values([
    { itemId: ids['Zeta AK | Fire Serpent']!, similarId: ids['Zeta M4A4 | Howl 100%']!, position: 1 },
    { itemId: ids['Zeta AK | Fire Serpent']!, similarId: ids['Zeta AWP | Sold One']!, position: 2 },
  ]);
});
afterAll(() => t.close());

describe('GET /api/items/list', () => {
  it('CAT-1: defaults to page 1, 15 per page, highest price first, with meta.total and meta.pages', async () => {
    const { res, body } = await list('');
    expect(res.statusCode).toBe(200);
    expect(body.status).toBe('OK');
    expect(body.payload).toHaveLength(15);
    const prices = body.payload.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(body.meta.pages).toBe(Math.ceil(body.meta.total / 15));
    expect(body.meta.total).toBeGreaterThan(15);
  });

  it('CAT-3: totals are exact on a small catalogue; a large one takes its unfiltered total from the facets, filtered ones still counted', async () => {
    const exact = Number(((await t.db.execute(sql`SELECT count(*)::int AS n FROM items WHERE status = 'available'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    expect((await list('')).body.meta.total).toBe(exact);
    expect((await list('type=Zeta Rifle')).body.meta.total).toBe(2);
    // Pretend a catalogue of 1,000,000 (+ the real count): the facets say so, no scan is made.
    // The test items' facet deltas are folded first (SCALE-1), so that their facet row exists.
    await foldFacetDeltas(t.db);
    await t.db.execute(sql`UPDATE item_facets SET item_count = item_count + 1000000 WHERE kind = 'type' AND value = 'Zeta Agent'`);
    await bumpCatalogVersion(t.db);
    try {
      const big = (await list('')).body.meta;
      expect(big).toEqual({ total: exact + 1_000_000, pages: Math.ceil((exact + 1_000_000) / 15) });
      expect((await list('type=Zeta Rifle')).body.meta.total).toBe(2);
      expect((await list('price_till=20')).body.meta.total).toBe(Number(((await t.db.execute(sql`SELECT count(*)::int AS n FROM items WHERE status = 'available' AND price_cents <= 2000`)) as unknown as { rows: { n: number }[] }).rows[0]!.n));
    } finally {
      await t.db.execute(sql`UPDATE item_facets SET item_count = item_count - 1000000 WHERE kind = 'type' AND value = 'Zeta Agent'`);
      await bumpCatalogVersion(t.db);
    }
  });

  it('CAT-2: sold and reserved items never appear in lists', async () => {
    const { body } = await list(`${ZETA}&limit=100`);
    expect(titles(body).sort()).toEqual(['Zeta AK | Fire Serpent', 'Zeta Agent | Bloody Darryl', 'Zeta Glock | Fade', 'Zeta M4A4 | Howl 100%']);
    expect(body.meta.total).toBe(4);
  });

  it('SCALE-51: each product of a page carries its own subcategory (or none), however the page was found', async () => {
    const expected = { 'Zeta AK | Fire Serpent': 'rifles', 'Zeta M4A4 | Howl 100%': 'rifles', 'Zeta Glock | Fade': 'pistols', 'Zeta Agent | Bloody Darryl': null };
    for (const query of [`${ZETA}&sort=asc`, `${ZETA}&search=zeta`, `${ZETA}&random=true&limit=20`]) {
      const { body } = await list(query);
      const found = Object.fromEntries((body.payload as { title: string; subcategory: string | null }[]).map((p) => [p.title, p.subcategory]));
      expect(found, query).toEqual(expected);
    }
  });

  it('CAT-1: sort=asc orders by lowest price first', async () => {
    const { body } = await list(`${ZETA}&sort=asc`);
    expect(titles(body)).toEqual(['Zeta Glock | Fade', 'Zeta Agent | Bloody Darryl', 'Zeta M4A4 | Howl 100%', 'Zeta AK | Fire Serpent']);
  });

  it('CAT-1: search is case-insensitive and matches the starts of the title words (SCALE-23); % is literal', async () => {
    expect(titles((await list('search=fire serp')).body)).toEqual(['Zeta AK | Fire Serpent']);
    expect(titles((await list(`search=${encodeURIComponent('HOWL 100%')}`)).body)).toEqual(['Zeta M4A4 | Howl 100%']);
    expect((await list('search=%25%25%25nothing')).body.payload).toEqual([]);
  });

  it.each([
    ['type=Zeta Pistol', ['Zeta Glock | Fade']],
    ['type=Zeta Pistol,Zeta Agent', ['Zeta Agent | Bloody Darryl', 'Zeta Glock | Fade']],
    [`${ZETA}&quality=Covert`, ['Zeta AK | Fire Serpent', 'Zeta Glock | Fade']],
    [`${ZETA}&quality=Covert,Classified`, ['Zeta AK | Fire Serpent', 'Zeta M4A4 | Howl 100%', 'Zeta Glock | Fade']],
    [`${ZETA}&heroes=Terrorist`, ['Zeta Agent | Bloody Darryl']],
    [`${ZETA}&exterior_names=Factory New,Field-Tested`, ['Zeta AK | Fire Serpent', 'Zeta Glock | Fade']],
    [`${ZETA}&item_class=Souvenir`, ['Zeta Glock | Fade']],
    [`${ZETA}&sale=true`, ['Zeta AK | Fire Serpent']],
    [`${ZETA}&new=true`, ['Zeta AK | Fire Serpent']],
    [`${ZETA}&price_from=8`, ['Zeta AK | Fire Serpent', 'Zeta M4A4 | Howl 100%', 'Zeta Agent | Bloody Darryl']],
    [`${ZETA}&price_till=8`, ['Zeta Agent | Bloody Darryl', 'Zeta Glock | Fade']],
    [`${ZETA}&price_from=5&price_till=25`, ['Zeta M4A4 | Howl 100%', 'Zeta Agent | Bloody Darryl']],
    [`${ZETA}&subcategory=pistols`, ['Zeta Glock | Fade']],
    [`${ZETA}&category=cs2&subcategory=rifles&quality=Covert&sale=true&new=true&price_from=10&sort=asc`, ['Zeta AK | Fire Serpent']],
    [`${ZETA}&subcategory=no-such-thing`, []],
  ])('CAT-1: filter %s', async (query, expected) => {
    const { res, body } = await list(query);
    expect(res.statusCode).toBe(200);
    expect(titles(body)).toEqual(expected);
    expect(body.meta.total).toBe(expected.length);
  });

  it('CAT-5: prices and price filters are in the requested currency', async () => {
    const eur = (await list('type=Zeta Pistol')).body.payload[0];
    const usd = (await list('type=Zeta Pistol&currency=USD')).body.payload[0];
    expect(eur.price).toBe(3);
    expect(usd.price).toBeCloseTo(3 * 1.08, 2);
    // 8.64 USD is 8 EUR: the agent (8.00 EUR) is in, the pistol is not.
    expect(titles((await list(`${ZETA}&currency=USD&price_from=8.64&price_till=9`)).body)).toEqual(['Zeta Agent | Bloody Darryl']);
  });

  it('CAT-1: an unknown currency falls back to the default (EUR)', async () => {
    const { res, body } = await list('type=Zeta Pistol&currency=XYZ');
    expect(res.statusCode).toBe(200);
    expect(body.payload[0].price).toBe(3);
  });

  it('CAT-1: pages split the list and the last page holds the rest', async () => {
    const p1 = (await list(`${ZETA}&limit=3&page=1`)).body;
    const p2 = (await list(`${ZETA}&limit=3&page=2`)).body;
    expect(p1.meta).toEqual({ total: 4, pages: 2 });
    expect(titles(p1)).toHaveLength(3);
    expect(titles(p2)).toEqual(['Zeta Glock | Fade']);
    expect((await list(`${ZETA}&limit=3&page=9`)).body.payload).toEqual([]);
  });

  it('CAT-1: limit is capped at 100', async () => {
    const { res, body } = await list('limit=500');
    expect(res.statusCode).toBe(200);
    expect(body.payload).toHaveLength(100);
  });

  it('CAT-1: unknown parameters are ignored', async () => {
    const { res, body } = await list('type=Zeta Pistol&colour=red&foo[]=1');
    expect(res.statusCode).toBe(200);
    expect(titles(body)).toEqual(['Zeta Glock | Fade']);
  });

  it.each([
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['limit=0', 'limit'],
    ['price_from=abc', 'price_from'],
    ['price_till=-5', 'price_till'],
    ['sort=up', 'sort'],
    ['category=dota2', 'category'],
    ['sale=maybe', 'sale'],
    ['new=yes', 'new'],
    ['random=2', 'random'],
    ['search=' + 'x'.repeat(101), 'search'],
  ])('CAT-1: malformed %s is a 422 whose message names the field', async (query, field) => {
    const { res, body } = await list(query);
    expect(res.statusCode).toBe(422);
    expect(body.status).toBe('error');
    expect(body.message).toContain(field);
    expect(body.errors[field]).toBeDefined();
  });

  it('CAT-4: random=true&limit=20 answers 20 available items', async () => {
    const { body } = await list('random=true&limit=20&category=cs2');
    expect(body.payload).toHaveLength(20);
    expect(new Set(body.payload.map((p: { id: number }) => p.id)).size).toBe(20);
    const { body: zeta } = await list(`random=true&limit=20&${ZETA}`);
    expect(titles(zeta).sort()).toEqual(['Zeta AK | Fire Serpent', 'Zeta Agent | Bloody Darryl', 'Zeta Glock | Fade', 'Zeta M4A4 | Howl 100%']);
  });

  it('CAT-1, CAT-2, SCALE-32: a type with several qualities lists each available match once, in price order (ties by id) on every page, either way', async () => {
    const grades = ['Walk A', 'Walk B', 'Walk C', 'Walk D'];
    // Prices repeat across grades (ties), a fourth grade is not asked for, and one match is sold.
    const rows = await insertItems(
      t.db,
      Array.from({ length: 40 }, (_, k) => ({ title: `Walker ${k}`, type: 'Walk Rifle', quality: grades[k % 4], priceCents: 100 + ((k * 7) % 13) * 10 })),
    );
    await setItemStatus(t.db, rows[5]!.id, 'sold');
    const asked = rows.filter((r, k) => r.quality !== 'Walk D' && k !== 5);
    const byPrice = [...asked].sort((a, b) => a.priceCents - b.priceCents || a.id - b.id).map((r) => r.title);
    for (const sort of ['asc', 'desc'] as const) {
      const expected = sort === 'asc' ? byPrice : [...asked].sort((a, b) => b.priceCents - a.priceCents || b.id - a.id).map((r) => r.title);
      const listed: string[] = [];
      for (let page = 1; page <= 6; page++) {
        const { res, body } = await list(`type=Walk Rifle&quality=Walk C,Walk A,Walk B&sort=${sort}&limit=5&page=${page}`);
        expect(res.statusCode).toBe(200);
        expect(body.meta).toMatchObject({ total: 29, pages: 6 });
        listed.push(...titles(body));
      }
      expect(listed, sort).toEqual(expected);
    }
  });

  it('SCALE-71: a price-sorted page in the far half of a list whose exact total is known is read from the list\'s other end, and is the page walked from its start; a page past the end reads nothing', async () => {
    // 23 items of one type whose prices tie in pairs (the id breaks the tie), one of them sold.
    const rows = await insertItems(t.db, Array.from({ length: 23 }, (_, k) => ({ title: `Ender ${k}`, type: 'End Rifle', priceCents: 100 + Math.floor(k / 2) * 10 })));
    await setItemStatus(t.db, rows[7]!.id, 'sold');
    const listed = rows.filter((_, k) => k !== 7);
    for (const sort of ['asc', 'desc'] as const) {
      const expected = [...listed].sort((a, b) => (sort === 'asc' ? a.priceCents - b.priceCents || a.id - b.id : b.priceCents - a.priceCents || b.id - a.id)).map((r) => r.title);
      const query = (limit: number, page: number) => `type=End Rifle&sort=${sort}&limit=${limit}&page=${page}`;
      // The first page counts the list: its total is then known for every page and sort of the filter.
      expect((await list(query(5, 1))).body.meta).toEqual({ total: 22, pages: 5 });
      for (const limit of [5, 4]) {
        const pages: string[] = [];
        for (let page = 1; page <= Math.ceil(22 / limit); page++) pages.push(...titles((await list(query(limit, page))).body));
        expect(pages, `${sort}, ${limit} a page`).toEqual(expected);
      }
      // A page of the far half walks the other price order; one of the near half, its own.
      const other = sort === 'asc' ? 'DESC' : 'ASC';
      expect((await statementsSent(t.db, () => list(query(3, 7)))).join(), `${sort}, far half`).toContain(`"price_cents" ${other}, "i"."id" ${other} LIMIT`);
      expect((await statementsSent(t.db, () => list(query(3, 2)))).join(), `${sort}, near half`).not.toContain(`"price_cents" ${other}`);
      const past = await statementsSent(t.db, async () => expect((await list(query(3, 9))).body).toMatchObject({ payload: [], meta: { total: 22, pages: 8 } }));
      expect(past, `${sort}, past the end`).toEqual([]);
    }
  });

  it('CAT-6: sale=true&limit=20 lists discounted items only', async () => {
    const { body } = await list('sale=true&limit=20');
    expect(body.payload.length).toBeGreaterThan(0);
    for (const p of body.payload) expect(p.old_price).toBeGreaterThan(p.price);
  });

  it('CAT-2: an item sold after a list was served disappears from the next answer', async () => {
    const before = titles((await list(ZETA)).body);
    expect(before).toContain('Zeta Glock | Fade');
    await setItemStatus(t.db, ids['Zeta Glock | Fade']!, 'sold');
    expect(titles((await list(ZETA)).body)).not.toContain('Zeta Glock | Fade');
    await setItemStatus(t.db, ids['Zeta Glock | Fade']!, 'available');
  });
});

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
