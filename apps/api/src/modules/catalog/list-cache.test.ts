import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, statementsSent, type TestApp } from '../../../test/helpers.ts';
import { brotliAt } from '../../../test/brotli-at.ts';
import { insertItems } from '../../../test/factories.ts';
import { takeItems } from './item-holds.ts';
import { MAX_ENTRIES, MAX_HELD_IDS } from './list-cache-entries.ts';
import { bumpCatalogVersion, cached, cachedAside, collectedAside, computationsSettled, LIST_QUERY_SLOTS } from './list-cache.ts';
import { itemSimilar } from './tables.ts';

let t: TestApp;
const ids: number[] = [];
const LIST = '/api/items/list?type=Cache Probe&limit=2&sort=asc';

beforeAll(async () => {
  t = await createTestApp();
  const rows = await insertItems(
    t.db,
    [1, 2, 3, 4].map((n) => ({ title: `Cache Probe ${n}`, type: 'Cache Probe', priceCents: 100 * n })),
  );
  ids.push(...rows.map((r) => r.id));
});
afterAll(() => t.close());

const shown = async (url: string) => (json(await t.app.inject(url)).payload as { id: number }[]).map((p) => p.id);
const tick = () => new Promise((ok) => setTimeout(ok, 5));

/** Asks `url` a second time (SCALE-68: a page is kept from its second request on) and answers its body. */
async function keptPage(url: string): Promise<string> {
  await t.app.inject(url);
  return (await t.app.inject(url)).body;
}

/** `url` answers `body` again without running a statement (from the cache). */
async function expectServedWithoutStatement(url: string, body: string) {
  let answered = '';
  expect(await statementsSent(t.db, async () => (answered = (await t.app.inject(url)).body))).toEqual([]);
  expect(answered).toBe(body);
}

describe('the list cache', () => {
  it('SCALE-20: a sale removes the item from the cached page it is on at once; a page without it stays cached', async () => {
    const body = await keptPage(LIST);
    await expectServedWithoutStatement(LIST, body);
    let computed = 0;
    const other = () => cached(t.db, 'scale-20-other', async () => (computed++, [ids[3]!]), (v) => v);
    await other();
    await other();
    await t.db.transaction((tx) => takeItems(tx, [ids[0]!], 'sold', null));
    expect(await shown(LIST)).toEqual([ids[1], ids[2]]);
    await other();
    expect(computed).toBe(2);
  });

  it('SCALE-68: a page is kept from its second request on; a total, from its first', async () => {
    let pages = 0;
    let totals = 0;
    const page = () => cached(t.db, 'scale-68-page', async () => (pages++, [ids[3]!]), (v) => v);
    const total = () => cachedAside(t.db, 'scale-68-total', async () => ++totals);
    await page();
    await total();
    await page();
    await total();
    expect([pages, totals]).toEqual([2, 1]);
    await page();
    expect(pages).toBe(2);
    // Through the API: a page asked once runs its statements again; asked twice, it is served from the cache.
    const url = '/api/items/list?type=Cache Probe&limit=1&sort=desc';
    const first = (await t.app.inject(url)).body;
    expect(await statementsSent(t.db, () => t.app.inject(url))).not.toEqual([]);
    await expectServedWithoutStatement(url, first);
  });

  it('SCALE-70: a page asked once is sent at brotli quality 1; kept from its second request on, at quality 5, the same body for every request after', async () => {
    const url = '/api/items/list?type=Cache Probe&limit=3&sort=desc&page=1';
    const asked = () => t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const [first, second, third] = [await asked(), await asked(), await asked()];
    const json = brotliDecompressSync(first.rawPayload);
    expect(json.length).toBeGreaterThan(1024);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.rawPayload).toEqual(brotliAt(json, 1));
    expect(brotliDecompressSync(second.rawPayload)).toEqual(json);
    expect(second.rawPayload).toEqual(brotliAt(json, 5));
    expect(third.rawPayload).toEqual(second.rawPayload);
  });

  it('SCALE-56: the cached values hold at most MAX_HELD_IDS ids together: past it the oldest go first', async () => {
    const held = Array.from({ length: MAX_HELD_IDS / 2 + 1 }, (_, k) => 1e9 + k);
    let computed = 0;
    const set = async (key: string) => {
      await collectedAside(t.db, key, async () => (computed++, held), (v) => v, (v, left) => v.filter((id) => !left.has(id)));
      await computationsSettled(t.db);
    };
    await set('scale-56-a');
    await set('scale-56-b');
    await set('scale-56-b');
    expect(computed).toBe(2);
    // Together the two were past the budget: the older went.
    await set('scale-56-a');
    expect(computed).toBe(3);
  });

  it('SCALE-59: past MAX_ENTRIES the least recently used values go first: a value read all along stays while newer ones go', async () => {
    let computed = 0;
    const hot = () => cachedAside(t.db, 'scale-59-hot', async () => ++computed);
    await hot();
    for (let k = 0; k < MAX_ENTRIES + 10; k++) {
      await cachedAside(t.db, `scale-59-${k}`, async () => k);
      if (k % 100 === 0) await hot();
    }
    await hot();
    expect(computed).toBe(1);
    // The least recently used went: the first of the stream.
    let again = 0;
    await cachedAside(t.db, 'scale-59-0', async () => ++again);
    expect(again).toBe(1);
  });

  it('SCALE-56: closing the app waits for a background collection before the database closes', async () => {
    const other = await createTestApp();
    let finish = () => {};
    let closed = false;
    await collectedAside(other.db, 'scale-56-close', () => new Promise<number[]>((ok) => (finish = () => ok([1]))), (v) => v, (v) => v);
    const closing = other.app.close().then(() => (closed = true));
    await tick();
    expect(closed).toBe(false);
    finish();
    await closing;
    expect(closed).toBe(true);
    await other.database.close();
  });

  it('SCALE-21: identical requests in flight are computed once', async () => {
    let computed = 0;
    const slow = async () => {
      computed++;
      await tick();
      return [ids[3]!];
    };
    // The catalogue version just read: no request waits on reading it (a slow read let one start after
    // the computation had ended, and a page asked once is not kept, SCALE-68).
    await cachedAside(t.db, 'scale-21-version-read', async () => 0);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cached(t.db, 'scale-21', slow, (v) => v)));
    expect(computed).toBe(1);
    expect(new Set(answers.map((a) => a[0]))).toEqual(new Set([ids[3]]));
  });

  it('SCALE-22: at most LIST_QUERY_SLOTS list computations run at a time, the rest wait their turn', async () => {
    let running = 0;
    let most = 0;
    const work = async () => {
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
      return [];
    };
    const keys = Array.from({ length: 3 * LIST_QUERY_SLOTS }, (_, n) => `scale-22-${n}`);
    await Promise.all(keys.map((key) => cached(t.db, key, work, (v) => v)));
    expect(most).toBe(LIST_QUERY_SLOTS);
  });

  it('SCALE-30: a total is counted once for every page and sort of its filter, and again after the version moves', async () => {
    let counted = 0;
    const count = () => cachedAside(t.db, 'scale-30', async () => ++counted);
    expect(await Promise.all([count(), count(), count()])).toEqual([1, 1, 1]);
    expect(await count()).toBe(1);
    await bumpCatalogVersion(t.db);
    expect(await count()).toBe(2);
  });

  it('SCALE-30: the pages of a filter answer the same total and pages whatever the page and sort', async () => {
    const meta = async (query: string) => json(await t.app.inject(`/api/items/list?type=Cache Probe&limit=1&${query}`)).meta;
    const first = await meta('page=1');
    expect(first).toEqual({ total: 3, pages: 3 });
    for (const query of ['page=2', 'page=3&sort=asc', 'page=9&sort=discount']) expect(await meta(query), query).toEqual(first);
  });

  it('SCALE-44: a cached page of a subcategory (/catalog/rifles) is served without a statement; an unknown one matches nothing', async () => {
    const url = '/api/items/list?subcategory=rifles&sort=asc&limit=3';
    expect((await t.app.inject(url)).statusCode).toBe(200);
    await expectServedWithoutStatement(url, await keptPage(url));
    expect(json(await t.app.inject('/api/items/list?subcategory=no-such-one')).meta).toEqual({ total: 0, pages: 0 });
  });

  it('SCALE-48: details are served from the cache without a statement; a sale of the item or of a similar one drops them at once', async () => {
    const [item, like] = await insertItems(t.db, [
      { title: 'Details Probe', type: 'Details Probe', priceCents: 700 },
      { title: 'Details Probe Twin', type: 'Details Probe', priceCents: 800 },
    ]);
    await t.db.insert(itemSimilar).values({ itemId: item!.id, similarId: like!.id, position: 1 });
    const url = `/api/items/${item!.id}`;
    const first = await keptPage(url);
    expect((JSON.parse(first).payload.similar as { id: number }[]).map((p) => p.id)).toEqual([like!.id]);
    await expectServedWithoutStatement(url, first);
    await t.db.transaction((tx) => takeItems(tx, [like!.id], 'sold', null));
    const similar = (json(await t.app.inject(url)).payload.similar as { id: number }[]).map((p) => p.id);
    expect(similar).not.toContain(like!.id);
    await t.db.transaction((tx) => takeItems(tx, [item!.id], 'reserved', new Date(Date.now() + 60_000)));
    expect((await t.app.inject(url)).statusCode).toBe(404);
  });

  it('SCALE-48: details computed in every list slot at once read their similar lists (LIST-4) without waiting on a slot', async () => {
    await bumpCatalogVersion(t.db);
    const probes = await insertItems(
      t.db,
      Array.from({ length: 3 * LIST_QUERY_SLOTS }, (_, n) => ({ title: `Slot Probe | Skin ${n}`, type: 'Slot Probe', quality: 'Covert', priceCents: 900 + n })),
    );
    const answers = await Promise.all(probes.map((p) => t.app.inject(`/api/items/${p.id}`)));
    expect(answers.map((a) => a.statusCode)).toEqual(probes.map(() => 200));
    for (const a of answers) expect(json(a).payload.similar).toHaveLength(Math.min(20, probes.length - 1));
  }, 10_000);
});
