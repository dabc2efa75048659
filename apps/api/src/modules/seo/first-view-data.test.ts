import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageUrl } from '@skins/contract';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBrowser, insertUser, signIn } from '../../../test/auth-helpers.ts';
import { insertItem } from '../../../test/factories.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { seoDocumentRenderer } from './document-renderer.ts';
import type { FirstViewData } from './first-view-data.ts';
import { INDEX_HTML } from '../../../test/index-html.ts';

/** A title that would close the data script and run its own, were `<` written as is. */
const HOSTILE_TITLE = 'AK-47 | </script><script>alert(1)</script><!--';

let t: TestApp;
let dist: string;
let hostile: { id: number };
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'first-view-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ WEB_DIST_DIR: dist });
  hostile = await insertItem(t.db, { title: HOSTILE_TITLE, priceCents: 99_00 });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const SCRIPT = /<script type="application\/json" id="first-view-data">([^<]*)<\/script>/;

/** The served document and the data it carries (null when it carries none). */
async function documentOf(url: string, headers: Record<string, string> = {}): Promise<{ body: string; data: FirstViewData | null }> {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<div id="root"></div>');
  const raw = SCRIPT.exec(res.body)?.[1];
  return { body: res.body, data: raw === undefined ? null : (JSON.parse(raw) as FirstViewData) };
}

/** The seeded query under a key (compared as JSON, the way React Query hashes keys). */
function seeded(data: FirstViewData | null, key: unknown[]): unknown {
  return data?.queries.find((q) => JSON.stringify(q.key) === JSON.stringify(key))?.data;
}

/** An item without stored similar items gets a random pick of them on every call: only their count is compared. */
function withoutRandom(data: unknown): unknown {
  if (!data || typeof data !== 'object' || !('similar' in data)) return data;
  const { similar, ...rest } = data as { similar: unknown[] };
  return { ...rest, similarCount: similar.length };
}

async function api(url: string): Promise<{ payload: unknown }> {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return json(res);
}

const LIST = { page: 1, limit: 15, sort: 'desc', category: 'cs2' };

describe('BUDGET-11: the first view\'s API answers in the document', () => {
  it('each first view carries what the API answers the app for its calls (a guest with nothing stored)', async () => {
    const en = (await api('/api/languages')).payload as { id: number; code: string; default: number }[];
    const lang = en.find((l) => l.default === 1)!.id;
    const shell: [unknown[], string][] = [
      [['currencies'], '/api/currencies'],
      [['languages'], '/api/languages'],
      [['settings', 'EUR'], `/api/settings?currency=EUR&lang_id=${lang}`],
      [['social-links'], `/api/social-links?currency=EUR&lang_id=${lang}`],
    ];
    const filterData: [unknown[], string] = [['items', 'filter-data', 'cs2'], `/api/items/filter-data?category=cs2&currency=EUR&lang_id=${lang}`];
    const subcategories: [unknown[], string] = [['items', 'subcategories', 'cs2'], `/api/items/subcategories?category=cs2&currency=EUR&lang_id=${lang}`];
    const list = (params: Record<string, unknown>, query: string): [unknown[], string, 'envelope'] => [['items', 'list', 'EUR', { ...params, ...LIST }], `/api/items/list?${query}page=1&limit=15&sort=desc&category=cs2&currency=EUR&lang_id=${lang}`, 'envelope'];
    const pages: Record<string, [unknown[], string, 'envelope'?][]> = {
      '/': [[['items', 'recommended', 'EUR'], `/api/items/recommended?currency=EUR&lang_id=${lang}`], filterData],
      '/products': [list({}, ''), filterData, subcategories],
      '/products/cs2/rifles': [[['items', 'list', 'EUR', { ...LIST, subcategory: 'rifles' }], `/api/items/list?page=1&limit=15&sort=desc&category=cs2&subcategory=rifles&currency=EUR&lang_id=${lang}`, 'envelope'], filterData, subcategories],
      '/sale': [list({ sale: 'true' }, 'sale=true&'), filterData],
      '/new': [list({ new: 'true' }, 'new=true&'), filterData],
      [`/products/cs2/all/${hostile.id}`]: [[['items', 'detail', hostile.id, 'EUR'], `/api/items/${hostile.id}?currency=EUR&lang_id=${lang}`]],
    };
    for (const [path, calls] of Object.entries(pages)) {
      const { data } = await documentOf(path);
      const expected = [...shell, ...calls];
      expect(data?.queries.map((q) => q.key), path).toEqual(expected.map(([key]) => key));
      for (const [key, url, whole] of expected) {
        const answer = await api(url);
        expect(withoutRandom(seeded(data, key)), `${path} ${url}`).toEqual(withoutRandom(whole ? answer : answer.payload));
      }
    }
  });

  it('pages outside the storefront (auth, cart, static pages) carry no data: the web reads it with the storefront\'s code', async () => {
    for (const path of ['/auth', '/cart', '/terms', '/no-such-page']) expect((await documentOf(path)).data, path).toBeNull();
  });

  it('?currency= and ?lang= choose the seeded locale as the app would (a listed code wins)', async () => {
    const languages = (await api('/api/languages')).payload as { id: number; code: string }[];
    const de = languages.find((l) => l.code.toLowerCase() === 'de')!;
    const { data } = await documentOf('/sale?currency=usd&lang=DE');
    expect(data).toMatchObject({ currency: 'USD', languageId: de.id });
    const list = seeded(data, ['items', 'list', 'USD', { sale: 'true', ...LIST }]);
    expect(list).toEqual(await api(`/api/items/list?sale=true&page=1&limit=15&sort=desc&category=cs2&currency=USD&lang_id=${de.id}`));
    // The language's texts are left to the app (the first paint does not wait for them).
    expect(data?.queries.some((q) => q.key[0] === 'localizations' || q.key[0] === 'static-pages')).toBe(false);
    // An unlisted code: the app stays on EUR.
    expect((await documentOf('/sale?currency=XYZ')).data?.currency).toBe('EUR');
  });

  it('a missing product, a bad product id, a subcategory the API refuses (422) or a filtered list still get a working document, without the page data', async () => {
    for (const path of ['/products/cs2/all/999999', '/products/cs2/all/abc', '/products/cs2/all/0', '/products/cs2/Not_A_Url', '/products?page=abc&sort=zzz', '/sale?search=ak']) {
      const { data } = await documentOf(path);
      expect(data?.queries.some((q) => q.key[0] === 'items' && (q.key[1] === 'list' || q.key[1] === 'detail')), path).toBe(false);
      // The shell's data is still there.
      expect(seeded(data, ['currencies']), path).toBeDefined();
    }
  });

  it('nothing of a signed-in visitor is inlined: their document carries the guest data', async () => {
    const email = 'first-view-owner@example.com';
    await insertUser(t.db, { email });
    const session = await signIn(t.app, email);
    const guest = await documentOf('/products');
    const signedIn = await documentOf('/products', asBrowser(session));
    expect(signedIn.data).toEqual(guest.data);
    expect(signedIn.body).not.toContain('first-view-owner');
    expect(signedIn.data?.queries.map((q) => q.key[0])).not.toContain('is-auth');
  });

  it('a `<` in an item\'s title cannot close the data script: it is written as \\u003c and parses back', async () => {
    const { body, data } = await documentOf(`/products/cs2/all/${hostile.id}`);
    const script = SCRIPT.exec(body)?.[1] ?? '';
    expect(script).not.toContain('<');
    expect(script).toContain('\\u003c/script>');
    expect((seeded(data, ['items', 'detail', hostile.id, 'EUR']) as { title: string }).title).toBe(HOSTILE_TITLE);
    expect(body.match(/<script/g)).toHaveLength(1);
  });

  it('a list\'s document preloads the art of its first row, each card for the widths that show it in that row', async () => {
    const { body, data } = await documentOf('/products');
    const list = seeded(data, ['items', 'list', 'EUR', LIST]) as { payload: { img_url: string }[] };
    const preloads = [...body.matchAll(/<link rel="preload" as="image" href="([^"]+)"([^>]*)>/g)].map((m) => [m[1], m[2]!.trim()]);
    expect(preloads).toEqual([
      [imageUrl(list.payload[0]!.img_url), 'fetchpriority="high" /'],
      [imageUrl(list.payload[1]!.img_url), 'media="(min-width: 360px)" /'],
      [imageUrl(list.payload[2]!.img_url), 'media="(min-width: 768px)" /'],
      [imageUrl(list.payload[3]!.img_url), 'media="(min-width: 1024px)" /'],
      [imageUrl(list.payload[4]!.img_url), 'media="(min-width: 1280px)" /'],
    ]);
    // The preloads are in the head; a list the server did not inline has none.
    expect(body.indexOf(preloads[0]![0]!)).toBeLessThan(body.indexOf('</head>'));
    expect((await documentOf('/products?search=ak')).body).not.toContain('as="image"');
  });

  it('when the data cannot be read, the document is sent with its head and without data, and the failure logged', async () => {
    const logged: unknown[] = [];
    const request = { url: '/products', query: {}, log: { error: (entry: unknown) => logged.push(entry) } } as unknown as FastifyRequest;
    const failing = async () => {
      throw new Error('inject failed');
    };
    const html = await seoDocumentRenderer(t.db, 'https://shop.example', () => [], failing)(request, INDEX_HTML);
    expect(html).toContain('<title>Shop CS2 skins | Skins Market</title>');
    expect(html).not.toContain('first-view-data');
    expect(logged).toHaveLength(1);
  });
});
