import { itemsListQuerySchema, type ItemsListQuery } from '@skins/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { insertItems, subcategoryId } from '../../../test/factories.ts';
import { listConditions } from './list/conditions.ts';
import { searchedPageQuery } from './list/matches.ts';
import { MAX_WALKS, walkedFilter } from './list/price-walk.ts';
import { countReadsWhole, leadingFirst, wordSearch } from './list/word-search.ts';
import { queryRows } from '../../db/client.ts';
import { takeItems, releaseReserved } from './item-holds.ts';
import { bumpCatalogVersion } from './list-cache.ts';
import { items } from './tables.ts';
import { listQuery } from '../../../test/plan-items.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertItems(t.db, [
    { title: 'Plan Probe | Quasarline (Field-Tested)', type: 'Plan Probe', priceCents: 700 },
    { title: 'Plan Probe | Quasar Dust 50%', type: 'Plan Probe', priceCents: 500 },
    { title: 'Plan Probe | Nebula', type: 'Plan Probe', priceCents: 300 },
  ]);
});
afterAll(() => t.close());

const titles = async (query: string) =>
  (json(await t.app.inject(`/api/items/list?type=Plan Probe&${query}`)).payload as { title: string }[]).map((p) => p.title);

describe('search', () => {
  it('SCALE-23: each word of the term starts a word of the title, in any order and case; symbols alone, or a fragment that starts no word, are a substring', async () => {
    expect(await titles('search=quasar')).toEqual(['Plan Probe | Quasarline (Field-Tested)', 'Plan Probe | Quasar Dust 50%']);
    expect(await titles('search=DUST qua')).toEqual(['Plan Probe | Quasar Dust 50%']);
    expect(await titles('search=field-test')).toEqual(['Plan Probe | Quasarline (Field-Tested)']);
    expect(await titles('search=uasar')).toEqual(['Plan Probe | Quasarline (Field-Tested)', 'Plan Probe | Quasar Dust 50%']);
    expect(await titles('search=uasarl')).toEqual(['Plan Probe | Quasarline (Field-Tested)']);
    expect(await titles('search=zzqq')).toEqual([]);
    expect(await titles(`search=${encodeURIComponent('%')}`)).toEqual(['Plan Probe | Quasar Dust 50%']);
  });

  it('SCALE-26: a title splits at hyphens as a term does: AK-47 is found by its words 47 and ak, with or without other filters', async () => {
    await insertItems(t.db, [{ title: 'AK-47 | Plan Comet (Field-Tested)', type: 'Plan Rifle', priceCents: 400 }]);
    const found = async (query: string) => (json(await t.app.inject(`/api/items/list?${query}`)).payload as { title: string }[]).map((p) => p.title);
    // Words, not a substring: '47 comet' appears nowhere in the title as such.
    for (const query of ['search=47 comet', 'search=comet ak-47', 'search=47 comet&type=Plan Rifle', 'search=plan comet field-tested&price_till=5']) {
      expect(await found(query), query).toEqual(['AK-47 | Plan Comet (Field-Tested)']);
    }
  });

  it('SCALE-26: a word that starts several title words lists each item once, in order, paged and counted exactly, however many words it starts', async () => {
    // 'quorvex' starts 3 lexemes (merged walks); 'vantrix' starts 10 (its matches are collected).
    await insertItems(t.db, [
      { title: 'Quorvex | Quorvexa (Field-Tested)', type: 'Plan Merge', priceCents: 300, floatValue: 0.2 },
      { title: 'Quorvex | Plain', type: 'Plan Merge', priceCents: 500, floatValue: 0.4 },
      { title: 'Quorvexa | Plain', type: 'Plan Merge', priceCents: 100, floatValue: 0.3 },
      { title: 'Quorvexan', type: 'Plan Merge', priceCents: 200, floatValue: 0.1 },
      ...Array.from({ length: 10 }, (_, k) => ({ title: `Vantrix${k} | Vantrix`, type: 'Plan Merge', priceCents: 1000 + k })),
    ]);
    const list = async (query: string) => json(await t.app.inject(`/api/items/list?${query}`)) as { payload: { title: string }[]; meta: { total: number; pages: number } };
    const byPrice = ['Quorvexa | Plain', 'Quorvexan', 'Quorvex | Quorvexa (Field-Tested)', 'Quorvex | Plain'];
    const asc = await list('search=quorvex&sort=asc');
    expect(asc.payload.map((p) => p.title)).toEqual(byPrice);
    expect(asc.meta).toEqual({ total: 4, pages: 1 });
    expect((await list('search=QUORVEX')).payload.map((p) => p.title)).toEqual([...byPrice].reverse());
    const pages = await Promise.all([1, 2, 3, 4, 5].map(async (page) => list(`search=quorvex&sort=asc&limit=1&page=${page}`)));
    expect(pages.map((p) => p.payload.map((x) => x.title).join())).toEqual([...byPrice, '']);
    expect(pages[2]!.meta).toEqual({ total: 4, pages: 4 });
    expect((await list('search=quorvex&sort=float_asc')).payload.map((p) => p.title)).toEqual(['Quorvexan', 'Quorvex | Quorvexa (Field-Tested)', 'Quorvexa | Plain', 'Quorvex | Plain']);
    expect((await list('search=quorvex plain&price_till=3')).payload.map((p) => p.title)).toEqual(['Quorvexa | Plain']);
    const many = await list('search=vantrix&sort=asc&limit=4&page=3');
    expect(many.payload.map((p) => p.title)).toEqual(['Vantrix8 | Vantrix', 'Vantrix9 | Vantrix']);
    expect(many.meta).toEqual({ total: 10, pages: 3 });
  });

  it('SCALE-41, SCALE-42: a search narrowed by a filter the word table carries lists and counts what the items say, in every sort and page; an item regraded moves with it', async () => {
    const rifles = await subcategoryId(t.db, 'rifles');
    const types = ['Carry Rifle', 'Carry Pistol'];
    const qualities = ['Covert', 'Classified', null];
    const exteriors = ['Factory New', 'Field-Tested', null];
    await insertItems(
      t.db,
      Array.from({ length: 36 }, (_, k) => ({
        title: `${k % 2 ? 'Carryx' : 'Carryx Fadeaway'} | Probe${k % 4} (${exteriors[k % 3] ?? 'Vanilla'})`,
        type: types[k % 2]!,
        quality: qualities[k % 3],
        exteriorName: exteriors[(k >> 1) % 3],
        stattrak: k % 5 === 1,
        souvenir: k % 7 === 3 && k % 5 !== 1,
        floatValue: k % 6 === 0 ? null : ((k * 37) % 100) / 100,
        subcategoryId: k % 4 === 0 ? rifles : null,
        priceCents: 5000 + ((k * 7919) % 97) * 10,
      })),
    );
    const rate = 1;
    // What the items say: the same list conditions, checked on the items (SCALE-23's path).
    const fromItems = async (q: ItemsListQuery, sub: number | null) => {
      const [row] = await queryRows(t.db, z.object({ n: z.number().int(), ids: z.array(z.number().int()) }), searchedPageQuery(listConditions(q, rate, sub), q.sort, q.limit, (q.page - 1) * q.limit));
      return { ids: row!.ids, total: row!.n };
    };
    const queries = [
      'search=carryx&type=Carry Rifle',
      'search=carryx fadeaway&quality=Covert,Classified',
      'search=carryx&exterior_names=Factory New&price_till=55',
      'search=carryx probe1&stattrak=stattrak',
      'search=carryx&stattrak=normal&float_from=0.2&float_to=0.7',
      'search=StatTrak carryx&type=Carry Pistol,Carry Rifle&quality=Covert',
      'search=carryx&subcategory=rifles',
      'search=carryx FT&stattrak=souvenir,stattrak',
    ];
    let narrowed = 0;
    for (const query of queries)
      for (const sort of ['asc', 'desc', 'float_asc', 'discount'] as const)
        for (const page of [1, 2]) {
          const params = new URLSearchParams(query);
          const sub = params.get('subcategory') ? rifles : null;
          const q = listQuery(`${query}&sort=${sort}&page=${page}&limit=4`);
          expect(wordSearch(q, rate, sub), query).not.toBeNull();
          const expected = await fromItems(q, sub);
          const got = json(await t.app.inject(`/api/items/list?${query}&sort=${sort}&page=${page}&limit=4`)) as { payload: { id: number }[]; meta: { total: number } };
          expect({ ids: got.payload.map((p) => p.id), total: got.meta.total }, `${query} ${sort} ${page}`).toEqual(expected);
          if (page === 1) narrowed += expected.total;
        }
    // The filters narrow: each query keeps some of the 36 matches and not all.
    expect(narrowed).toBeGreaterThan(0);
    for (const query of queries) expect((await fromItems(listQuery(query), query.includes('subcategory') ? rifles : null)).total, query).toBeLessThan(36);
    // A filter the word table does not carry goes to the items.
    expect(wordSearch(listQuery('search=carryx&heroes=Plan Hero'), rate, null)).toBeNull();
    expect(wordSearch(listQuery('search=carryx&sale=true'), rate, null)).toBeNull();
    // Regraded, retyped and moved items are found under their new values only.
    const [moved] = await t.db.select().from(items).where(eq(items.title, 'Carryx | Probe1 (Field-Tested)')).limit(1);
    await t.db.update(items).set({ type: 'Carry Knife', quality: 'Contraband', subcategoryId: rifles }).where(eq(items.id, moved!.id));
    await bumpCatalogVersion(t.db);
    const ids = async (query: string) => (json(await t.app.inject(`/api/items/list?${query}`)).payload as { id: number }[]).map((p) => p.id);
    expect(await ids('search=carryx&type=Carry Knife&quality=Contraband&subcategory=rifles')).toEqual([moved!.id]);
    expect(await ids(`search=carryx&type=${moved!.type}`)).not.toContain(moved!.id);
    expect(await ids(`search=carryx&quality=Contraband&subcategory=rifles&exterior_names=${encodeURIComponent(moved!.exteriorName ?? '')}`)).toEqual(moved!.exteriorName ? [moved!.id] : []);
  });

  it('SCALE-43: a filter only narrows a search: when the words start title words but the filter leaves none of their items, nothing is found (no substring retry); a fragment inside a word is still a substring', async () => {
    await insertItems(t.db, [
      { title: 'Lineor Sticker | Plain', type: 'Plan Sticker43', priceCents: 300 },
      { title: 'AK-47 | Redlineor', type: 'Plan Rifle43', priceCents: 400 },
    ]);
    const found = async (query: string) => (json(await t.app.inject(`/api/items/list?${query}`)).payload as { title: string }[]).map((p) => p.title);
    expect(await found('search=lineor')).toEqual(['Lineor Sticker | Plain']);
    expect(await found('search=lineor&type=Plan Sticker43')).toEqual(['Lineor Sticker | Plain']);
    // Without the filter 'lineor' does not show the Redlineor; with it, it does not either.
    expect(await found('search=lineor&type=Plan Rifle43')).toEqual([]);
    expect(await found('search=lineor&type=Plan Rifle43&sort=asc&price_till=10')).toEqual([]);
    // 'dlineor' starts no title word: it is found inside one.
    expect(await found('search=dlineor&type=Plan Rifle43')).toEqual(['AK-47 | Redlineor']);
    expect(await found('search=dlineor')).toEqual(['AK-47 | Redlineor']);
  });

  it('SCALE-26: a count reads a further word whole when that costs less than the probes it would take: many leading rows, no denser match than the words alone give', () => {
    // 'glock fade' at 1M items: 18,059 glock rows probed, or 33,553 fade rows hashed.
    expect(countReadsWhole(18_059, 33_553, 1_000_000, 1_500)).toBe(true);
    // 'redline ak': 1,800 redline rows, 28,000 ak rows.
    expect(countReadsWhole(1_800, 28_000, 1_000_000, 1_500)).toBe(false);
    // 'gen3 tested' at 100,000 items: every item is 'tested', so 1,501 probes reach the cap; its 100,000 rows are dearer.
    expect(countReadsWhole(14_286, 100_000, 100_000, 1_500)).toBe(false);
  });

  it('SCALE-32: a filter of several values is walked once per value when an index leads with it and the other list filters, of one value each', () => {
    const walked = (query: string) => walkedFilter(itemsListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
    expect(walked('type=Rifle&quality=Covert,Classified')).toBe('quality');
    expect(walked('quality=Covert,Classified&exterior_names=Factory New')).toBe('quality');
    expect(walked('type=Rifle,Pistol&sale=true&price_till=50')).toBe('type');
    expect(walked('heroes=CT,T')).toBe('heroes');
    // One value each, two filters of several, or no index that leads with all the query's list filters: one walk.
    expect(walked('type=Rifle&quality=Covert')).toBeNull();
    expect(walked('type=Rifle,Pistol&quality=Covert,Classified')).toBeNull();
    expect(walked('type=Rifle&exterior_names=Factory New,Minimal Wear')).toBeNull();
    expect(walked(`type=${Array.from({ length: MAX_WALKS + 1 }, (_, k) => `T${k}`).join(',')}`)).toBeNull();
  });

  it('SCALE-26: of the words with a few lexemes, the one of fewest rows leads the search; a word of more lexemes never does', () => {
    const word = (name: string, lexemes: number, rows: number) => ({ word: name, lexemes: Array.from({ length: lexemes }, (_, k) => `${name}${k}`), rows });
    expect(leadingFirst([word('glock', 1, 18_000), word('s', 9, 10), word('fade', 2, 900)]).map((w) => w.word)).toEqual(['fade', 'glock', 's']);
  });

  it('SCALE-26: a word search follows its items as they are reserved, released, repriced, retitled and listed, in every sort', async () => {
    const [probe] = await t.db.select().from(items).where(eq(items.title, 'Plan Probe | Nebula'));
    const id = probe!.id;
    const nebula = async (extra = '') => titles(`search=nebula${extra}`);
    expect(await nebula()).toEqual(['Plan Probe | Nebula']);
    await t.db.transaction((tx) => takeItems(tx, [id], 'reserved', new Date(Date.now() + 60_000)));
    expect(await nebula()).toEqual([]);
    await t.db.transaction((tx) => releaseReserved(tx, [id]));
    expect(await nebula()).toEqual(['Plan Probe | Nebula']);
    // A new price moves it in the price order and out of price bounds it no longer meets.
    await t.db.update(items).set({ priceCents: 900 }).where(eq(items.id, id));
    await bumpCatalogVersion(t.db);
    expect(await titles('search=plan probe&sort=asc')).toEqual(['Plan Probe | Quasar Dust 50%', 'Plan Probe | Quasarline (Field-Tested)', 'Plan Probe | Nebula']);
    expect(await nebula('&price_till=8')).toEqual([]);
    expect(await nebula('&price_from=8&sort=float_asc')).toEqual(['Plan Probe | Nebula']);
    // SKIN-8's words follow its flags and exterior, with no other filter too (the word table).
    const alone = async (search: string) => (json(await t.app.inject(`/api/items/list?search=${encodeURIComponent(search)}`)).payload as { title: string }[]).map((p) => p.title);
    expect(await alone('StatTrak nebula')).toEqual([]);
    await t.db.update(items).set({ stattrak: true, exteriorName: 'Well-Worn' }).where(eq(items.id, id));
    await bumpCatalogVersion(t.db);
    expect(await alone('StatTrak nebula')).toEqual(['Plan Probe | Nebula']);
    expect(await alone('nebula WW')).toEqual(['Plan Probe | Nebula']);
    expect(await alone('nebula FT')).toEqual([]);
    expect(await alone('Souvenir nebula')).toEqual([]);
    // A new title takes the old words out and puts the new ones in.
    await t.db.update(items).set({ title: 'Plan Probe | Pulsar' }).where(eq(items.id, id));
    await bumpCatalogVersion(t.db);
    expect(await nebula('&sort=discount')).toEqual([]);
    expect(await titles('search=pulsar')).toEqual(['Plan Probe | Pulsar']);
    await insertItems(t.db, [{ title: 'Plan Probe | Pulsar Two', type: 'Plan Probe', priceCents: 100 }]);
    expect(await titles('search=pulsar&sort=asc')).toEqual(['Plan Probe | Pulsar Two', 'Plan Probe | Pulsar']);
  });
});

