import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, statementsSent, type TestApp } from '../../../test/helpers.ts';
import { foldFacetDeltas } from './facet-counts.ts';
import { bumpCatalogVersion } from './list-cache.ts';
import { insertItems, setItemStatus } from '../../../test/factories.ts';
import { seedZetaItems, ZETA } from '../../../test/zeta-items.ts';

let t: TestApp;
let ids: Record<string, number> = {};

async function list(query: string) {
  const res = await t.app.inject(`/api/items/list?${query}`);
  return { res, body: json(res) };
}
const titles = (body: { payload: { title: string }[] }) => body.payload.map((p) => p.title);

beforeAll(async () => {
  t = await createTestApp();
  ids = await seedZetaItems(t.db);
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
