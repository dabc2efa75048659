import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, statementsSent, type TestApp } from '../../../test/helpers.ts';
import { insertItems } from '../../../test/factories.ts';
import { sql } from 'drizzle-orm';
import { takeItems } from './item-holds.ts';
import { computationsSettled } from './list-cache.ts';
import { matchSetOf, pageOfMatchSet, withoutIds } from './list/match-set.ts';

describe('pageOfMatchSet', () => {
  // Prices ascending, ties in id order, as the match set keeps them.
  const set = { ids: [7, 3, 4, 9, 1, 2], prices: [100, 200, 200, 200, 350, 900] };
  const page = (q: { price_from?: number; price_till?: number; page?: number; limit?: number; sort?: 'asc' | 'desc' }, rate = 1) =>
    pageOfMatchSet(set, { page: 1, limit: 2, sort: 'asc', ...q }, rate);

  it('SCALE-56: pages the matches in price then id order, ascending or the exact reverse, with their exact total', () => {
    expect(page({})).toEqual({ ids: [7, 3], total: 6 });
    expect(page({ page: 3 })).toEqual({ ids: [1, 2], total: 6 });
    expect(page({ sort: 'desc' })).toEqual({ ids: [2, 1], total: 6 });
    expect(page({ sort: 'desc', page: 2 })).toEqual({ ids: [9, 4], total: 6 });
    expect(page({ page: 4 })).toEqual({ ids: [], total: 6 });
    expect(page({ limit: 4, page: 2 })).toEqual({ ids: [1, 2], total: 6 });
  });

  it('SCALE-56: price bounds are inclusive (CAT-2), in the query currency, and a lower bound of 0 is none', () => {
    expect(page({ price_from: 2, price_till: 2, limit: 10 })).toEqual({ ids: [3, 4, 9], total: 3 });
    expect(page({ price_from: 2.01, limit: 10 })).toEqual({ ids: [1, 2], total: 2 });
    expect(page({ price_till: 1.99, limit: 10, sort: 'desc' })).toEqual({ ids: [7], total: 1 });
    expect(page({ price_from: 0, price_till: 0.5 })).toEqual({ ids: [], total: 0 });
    expect(page({ price_from: 10 })).toEqual({ ids: [], total: 0 });
    // 4.3 units of a currency at 4.3 to the euro are 1.00 euro.
    expect(page({ price_from: 4.3, price_till: 4.3, limit: 10 }, 4.3)).toEqual({ ids: [7], total: 1 });
  });

  it('SCALE-56: a set is kept in (price, id) order, sorted when the database did not keep it', () => {
    expect(matchSetOf([7, 3, 4], [100, 200, 200])).toEqual({ ids: [7, 3, 4], prices: [100, 200, 200] });
    expect(matchSetOf([4, 7, 3, 9], [200, 100, 200, 50])).toEqual({ ids: [9, 7, 3, 4], prices: [50, 100, 200, 200] });
  });

  it('SCALE-56: an item that left the shop leaves the set, with its price; the rest keep their order', () => {
    expect(withoutIds(set, new Set([3, 1, 42]))).toEqual({ ids: [7, 4, 9, 2], prices: [100, 200, 200, 900] });
  });
});

describe('a word search sorted by price, from its match set', () => {
  let t: TestApp;
  // Two items at one price, to show the id breaks the tie.
  const prices = [500, 120, 800, 120, 3000, 45, 800, 999];
  const probes: { id: number; price: number }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const rows = await insertItems(
      t.db,
      prices.map((priceCents, n) => ({ title: `Glimmerwing | Probe ${n}`, type: n % 2 ? 'Rifle' : 'Pistol', priceCents })),
    );
    probes.push(...rows.map((r) => ({ id: r.id, price: r.priceCents })));
    await insertItems(t.db, [{ title: 'Unrelated | Probe', priceCents: 600 }]);
  });
  afterAll(() => t.close());

  const list = async (query: string) => json(await t.app.inject(`/api/items/list?search=glimmerwing&${query}`)) as { payload: { id: number }[]; meta: { total: number } };
  /** What the list must show: the probes within the bounds (euro), in price then id order. */
  const expected = (from: number, till: number, sort: 'asc' | 'desc', page: number, limit: number) => {
    const within = probes.filter((p) => p.price >= from * 100 && p.price <= till * 100).sort((a, b) => a.price - b.price || a.id - b.id);
    if (sort === 'desc') within.reverse();
    return { ids: within.slice((page - 1) * limit, page * limit).map((p) => p.id), total: within.length };
  };

  it('SCALE-56: every price bound, page and price sort lists and counts what the items say', async () => {
    for (const [from, till] of [[0, 100], [1.2, 8], [1.21, 7.99], [8, 8], [0.5, 1.2], [31, 40]] as const) {
      for (const sort of ['asc', 'desc'] as const) {
        for (const page of [1, 2, 3]) {
          const answer = await list(`price_from=${from}&price_till=${till}&sort=${sort}&page=${page}&limit=3`);
          const want = expected(from, till, sort, page, 3);
          expect({ ids: answer.payload.map((p) => p.id), total: answer.meta.total }, `${from}-${till} ${sort} page ${page}`).toEqual(want);
        }
      }
    }
  });

  it('SCALE-56: a search is answered by searching and its set collected after; then its other price bounds, pages and price sort run one statement: the page rows by id', async () => {
    const pistols = 'type=Pistol&price_till=9';
    const first = await statementsSent(t.db, () => list(`${pistols}&sort=asc`));
    // The page and count of the search itself (searchedPage's `ids`), not a cut of the set.
    expect(first.some((text) => text.includes(' AS ids'))).toBe(true);
    await computationsSettled(t.db);
    let answer: Awaited<ReturnType<typeof list>> | undefined;
    const sent = await statementsSent(t.db, async () => (answer = await list('type=Pistol&price_till=8&sort=desc&page=2&limit=2')));
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toMatch(/item_words/);
    const want = probes.filter((p) => probes.indexOf(p) % 2 === 0 && p.price <= 800).sort((a, b) => b.price - a.price || b.id - a.id);
    expect(answer!.payload.map((p) => p.id)).toEqual(want.slice(2, 4).map((p) => p.id));
    expect(answer!.meta.total).toBe(want.length);
  });

  it('SCALE-56: a sold or reserved match leaves every page at once, and the set, which is not searched again; a new one joins them', async () => {
    await list('sort=asc&limit=20');
    await computationsSettled(t.db);
    const [cheapest, next] = [...probes].sort((a, b) => a.price - b.price || a.id - b.id);
    await t.db.transaction((tx) => takeItems(tx, [cheapest!.id], 'sold', null));
    await t.db.transaction((tx) => takeItems(tx, [next!.id], 'reserved', new Date(Date.now() + 60_000)));
    probes.splice(probes.indexOf(cheapest!), 1);
    probes.splice(probes.indexOf(next!), 1);
    for (const sort of ['asc', 'desc'] as const) {
      let answer: Awaited<ReturnType<typeof list>> | undefined;
      const sent = await statementsSent(t.db, async () => (answer = await list(`price_till=5&sort=${sort}&limit=20`)));
      // The page's rows by id: the first cut finds the two gone and takes them out of the set.
      expect(sent.length).toBeLessThanOrEqual(2);
      expect(sent.some((text) => text.includes('item_words'))).toBe(false);
      expect({ ids: answer!.payload.map((p) => p.id), total: answer!.meta.total }).toEqual(expected(0, 5, sort, 1, 20));
    }
    const [added] = await insertItems(t.db, [{ title: 'Glimmerwing | Newcomer', type: 'Rifle', priceCents: 130 }]);
    probes.push({ id: added!.id, price: 130 });
    const answer = await list('price_till=5&sort=asc&limit=20');
    expect(answer.payload.map((p) => p.id)).toContain(added!.id);
    expect({ ids: answer.payload.map((p) => p.id), total: answer.meta.total }).toEqual(expected(0, 5, 'asc', 1, 20));
  });

  it('SCALE-56: a purchase that takes a match and rolls back leaves it in the set and on its pages', async () => {
    await list('sort=asc&limit=20&price_till=50');
    await computationsSettled(t.db);
    const [cheapest] = [...probes].sort((a, b) => a.price - b.price || a.id - b.id);
    await expect(
      t.db.transaction(async (tx) => {
        await takeItems(tx, [cheapest!.id], 'sold', null);
        throw new Error('the buyer is short of balance');
      }),
    ).rejects.toThrow('short of balance');
    const answer = await list('sort=asc&limit=20&price_till=49');
    expect({ ids: answer.payload.map((p) => p.id), total: answer.meta.total }).toEqual(expected(0, 49, 'asc', 1, 20));
  });

  it('SCALE-56: a match sold through another process (no word to this one) leaves the pages that show it and the set, once a page finds it gone', async () => {
    const first = await list('sort=desc&limit=2');
    await computationsSettled(t.db);
    const [shownId] = first.payload.map((p) => p.id);
    // As another process sells: the row changes, this process's cache hears nothing.
    await t.db.execute(sql`UPDATE items SET status = 'sold' WHERE id = ${shownId!}`);
    probes.splice(
      probes.findIndex((p) => p.id === shownId),
      1,
    );
    const answer = await list('sort=desc&limit=2&price_till=100');
    expect({ ids: answer.payload.map((p) => p.id), total: answer.meta.total }).toEqual(expected(0, 100, 'desc', 1, 2));
    // The set lost it: another page does not find it gone again, and counts without it.
    const sent = await statementsSent(t.db, async () => expect((await list('sort=desc&limit=3&price_till=99')).meta.total).toBe(expected(0, 99, 'desc', 1, 3).total));
    expect(sent).toHaveLength(1);
  });
});
