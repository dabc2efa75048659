import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItem, setItemStatus, subcategoryId } from '../../../test/factories.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { seoDocumentRenderer } from './document-renderer.ts';
import { isFilePath } from '../../plugins/file-paths.ts';
import { loadSitemapSource, sitemapDocument } from './sitemap.ts';
import { INDEX_HTML } from '../../../test/index-html.ts';

const PUBLIC_URL = 'https://shop.example';
let t: TestApp;
let dist: string;
let listed: { id: number };
let sold: { id: number };
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'seo-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL });
  // A name with markup in it: every value the server writes must come out escaped.
  listed = await insertItem(t.db, { title: 'AK-47 | "Redline" <b>&', type: 'Rifle', priceCents: 12_34, imgUrl: 'items/rifle/ak-redline.svg', subcategoryId: await subcategoryId(t.db, 'rifles') });
  sold = await insertItem(t.db, { title: 'Sold Skin' });
  await setItemStatus(t.db, sold.id, 'sold');
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** Parses XML strictly: throws on anything not well-formed; returns the element names and the <loc> texts. */
function parseXml(xml: string): { elements: string[]; locs: string[] } {
  const parser = new SaxesParser();
  const elements: string[] = [];
  const locs: string[] = [];
  let inLoc = false;
  parser.on('error', (e) => {
    throw e;
  });
  parser.on('opentag', (tag) => {
    elements.push(tag.name);
    inLoc = tag.name === 'loc';
  });
  parser.on('text', (text) => {
    if (inLoc) locs.push(text);
  });
  parser.on('closetag', () => {
    inLoc = false;
  });
  parser.write(xml).close();
  return { elements, locs };
}

/** The document's head as a crawler reads it: title, description, canonical, robots and Open Graph properties. */
async function head(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  const body = res.body;
  const attr = (pattern: RegExp) => body.match(pattern)?.[1] ?? null;
  const og = Object.fromEntries([...body.matchAll(/<meta property="([^"]+)" content="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  return {
    body,
    lang: attr(/<html lang="([^"]*)"/),
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    robots: attr(/<meta name="robots" content="([^"]*)"/),
    og,
    titles: body.match(/<title>/g)?.length ?? 0,
    descriptions: body.match(/<meta name="description"/g)?.length ?? 0,
  };
}

describe('the documents the server sends (issue 16)', () => {
  it('SEO-1: each route has its own title and description, written into the served document', async () => {
    const pages = await Promise.all(['/', '/products', '/sale', '/new', '/auth', '/cart', '/terms', '/support'].map((p) => head(p)));
    expect(new Set(pages.map((p) => p.title)).size).toBe(pages.length);
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length);
    const [home, products, , , , cart, terms] = pages;
    expect(home?.title).toBe('Buy CS2 skins | Skins Market');
    expect(products?.title).toBe('Shop CS2 skins | Skins Market');
    expect(terms?.title).toBe('Terms and Conditions | Skins Market');
    // A static page is described by its own text.
    expect(terms?.description).toMatch(/^1\. Who we are Skins Market/);
    expect(terms?.description?.length).toBeLessThanOrEqual(160);
    for (const page of pages) {
      expect(page.titles).toBe(1);
      expect(page.descriptions).toBe(1);
      expect(page.body).toContain('<div id="root"></div>');
    }
    expect(home?.canonical).toBe(`${PUBLIC_URL}/`);
    expect(products?.canonical).toBe(`${PUBLIC_URL}/products`);
    // A customer's own page is not for search results.
    expect(cart?.robots).toBe('noindex');
    expect(cart?.canonical).toBeNull();
    expect(home?.robots).toBeNull();
  });

  it('SEO-1: titles and descriptions follow the language asked by ?lang= (en, de, pl); Accept-Language is not read, as the app shows the default', async () => {
    const en = await head('/sale', { 'accept-language': 'de-DE,de;q=0.9' });
    const de = await head('/sale?lang=de');
    const pl = await head('/sale?lang=PL');
    expect([en.lang, de.lang, pl.lang]).toEqual(['en', 'de', 'pl']);
    expect(en.title).toBe('CS2 skins on sale | Skins Market');
    expect(de.title).toBe('CS2-Skins im Angebot | Skins Market');
    expect(pl.title).toBe('Skiny CS2 w promocji | Skins Market');
    expect(new Set([en.description, de.description, pl.description]).size).toBe(3);
    // An unknown language falls back to the default (spec §4), never an error.
    expect((await head('/sale?lang=xx', { 'accept-language': '*;q=0.1, zz' })).lang).toBe('en');
    expect((await head('/?lang=de')).title).toBe('CS2-Skins kaufen | Skins Market');
  });

  it('SEO-2: a product page carries the name, price and absolute image as Open Graph tags, escaped', async () => {
    const page = await head(`/products/cs2/rifles/${listed.id}`);
    const name = 'AK-47 | &#34;Redline&#34; &#60;b&#62;&#38;';
    expect(page.title).toBe(`${name} for €12.34 | Skins Market`);
    expect(page.description).toBe(`Buy ${name} (Rifle) for €12.34, delivered to your Steam account by trade link.`);
    expect(page.body).not.toContain('<b>&');
    expect(page.og).toMatchObject({
      'og:type': 'product',
      'og:title': name,
      'og:image': `${PUBLIC_URL}/img/items/rifle/ak-redline.svg`,
      'og:url': `${PUBLIC_URL}/products/cs2/rifles/${listed.id}`,
      'product:price:amount': '12.34',
      'product:price:currency': 'EUR',
    });
    expect(page.og['og:description']).toContain('€12.34');
    // BUDGET-10: the item's art, the page's largest paint, is preloaded from the document.
    expect(page.body).toContain('<link rel="preload" as="image" href="/img/items/rifle/ak-redline.svg" fetchpriority="high" />');
    // In the currency and language asked for.
    const de = await head(`/products/cs2/rifles/${listed.id}?lang=de&currency=USD`);
    expect(de.title).toBe(`${name} für $13.33 | Skins Market`);
    expect(de.og).toMatchObject({ 'product:price:amount': '13.33', 'product:price:currency': 'USD' });
  });

  it('CAT-46: a sold product\'s document is titled and described as sold (in the asked language), without Open Graph tags or a canonical, and noindex', async () => {
    const en = await head(`/products/cs2/all/${sold.id}`);
    expect(en.title).toBe('Sold Skin — sold | Skins Market');
    expect(en.description).toBe('Sold Skin has been sold. See the other listings of this skin at Skins Market.');
    expect(en.og).toEqual({});
    expect(en.canonical).toBeNull();
    expect(en.robots).toBe('noindex');
    expect((await head(`/products/cs2/all/${sold.id}?lang=de`)).title).toBe('Sold Skin — verkauft | Skins Market');
    const held = await insertItem(t.db, { title: 'Held Skin' });
    await setItemStatus(t.db, held.id, 'reserved');
    const page = await head(`/products/cs2/all/${held.id}`);
    expect(page.title).toBe('Held Skin — not available | Skins Market');
    expect(page.robots).toBe('noindex');
  });

  it('SEO-2: an unknown product gets the Not Found texts, no Open Graph tags and noindex', async () => {
    for (const url of ['/products/cs2/all/99999999', '/products/cs2/all/abc']) {
      const page = await head(url);
      expect(page.title).toBe('Oops! Page Not Found | Skins Market');
      expect(page.og).toEqual({});
      expect(page.robots).toBe('noindex');
      expect(page.body).not.toContain('rel="preload"');
    }
  });

  it('SEO-1: when the database cannot name the page, the document is served as built and the failure logged', async () => {
    const broken = new Proxy({}, {
      get() {
        throw new Error('database down');
      },
    }) as DbOrTx;
    const logged: unknown[] = [];
    const request = { url: '/sale?lang=de', query: { lang: 'de' }, headers: {}, log: { error: (entry: unknown) => logged.push(entry) } } as unknown as FastifyRequest;
    expect(await seoDocumentRenderer(broken, PUBLIC_URL)(request, INDEX_HTML)).toBe(INDEX_HTML);
    expect(logged).toHaveLength(1);
  });

  it('SEO-5: unknown paths without an extension keep the SPA Not Found document (200, noindex)', async () => {
    for (const url of ['/nope', '/a/b/c', '/static-page/999999', '/no-such-page/']) {
      const page = await head(url);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.title).toBe('Oops! Page Not Found | Skins Market');
      expect(page.description).toBe('The page you are looking for does not exist or has been moved.');
      expect(page.robots).toBe('noindex');
    }
    expect((await head('/nope?lang=de')).title).toBe('Hoppla! Seite nicht gefunden | Skins Market');
  });

  it('SEO-5: a path whose last segment has a file extension and matches no file is a plain 404', async () => {
    for (const url of ['/x.png', '/foo/bar.js', '/favicon-old.ico', '/assets/missing.js', '/.env', '/sitemap-99.xml', '/products/cs2/all/1.json']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/plain/);
      expect(res.body, url).toBe('Not Found');
    }
    // Files that exist are still served.
    expect((await t.app.inject('/assets/app-abc123.js')).statusCode).toBe(200);
  });

  it('SEO-5: the API keeps its JSON 404 envelope, also for paths that look like files', async () => {
    for (const url of ['/api/unknown', '/api/x.png', '/api/no/such/file.json']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toMatchObject({ status: 'error', message: expect.any(String) });
    }
  });

  it('SEO-5: only a last segment with an extension is a file', () => {
    expect(['/x.png', '/foo/bar.js', '/a.b/c.txt', '/.env'].map(isFilePath)).toEqual([true, true, true, true]);
    expect(['/', '/nope', '/a.b/c', '/products/cs2/all/12', '/terms.'].map(isFilePath)).toEqual([false, false, false, false, false]);
  });
});

describe('robots.txt and sitemap.xml (issue 16)', () => {
  it('SEO-3: robots.txt allows the shop, keeps crawlers out of the API and private pages, and names the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/account', '/cart', '/operator']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /products');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('SEO-4: sitemap.xml is real XML listing every static page, list route and listed item, with absolute URLs', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const { elements, locs } = parseXml(res.body);
    expect(elements[0]).toBe('urlset');
    expect(res.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    for (const path of ['/', '/products', '/sale', '/new', '/products/cs2/rifles', '/terms', `/products/cs2/rifles/${listed.id}`]) expect(locs).toContain(`${PUBLIC_URL}${path}`);
    expect(locs.some((l) => l.endsWith(`/${sold.id}`))).toBe(false);
    expect(locs.every((l) => l.startsWith(`${PUBLIC_URL}/`))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    // Every item that is listed now, once.
    const available = Number(((await t.db.execute(`SELECT count(*)::int AS n FROM items WHERE status = 'available'`)) as unknown as { rows: { n: number }[] }).rows[0]?.n);
    expect(locs.filter((l) => /\/products\/cs2\/[^/]+\/\d+$/.test(l))).toHaveLength(available);
  });

  it('SEO-4: past the page size, sitemap.xml is an index of pages that together list every URL once', async () => {
    const source = await loadSitemapSource(t.db);
    const all = parseXml((await sitemapDocument(source, PUBLIC_URL, null)) ?? '').locs;
    const pageSize = Math.ceil(all.length / 3) + 1;
    const index = await sitemapDocument(source, PUBLIC_URL, null, pageSize);
    const parsed = parseXml(index ?? '');
    expect(parsed.elements[0]).toBe('sitemapindex');
    expect(parsed.locs).toEqual([1, 2, 3].map((n) => `${PUBLIC_URL}/sitemap-${n}.xml`));
    const pages = await Promise.all([1, 2, 3].map(async (n) => parseXml((await sitemapDocument(source, PUBLIC_URL, n, pageSize)) ?? '').locs));
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(pageSize);
    expect(pages.flat()).toEqual(all);
    expect(await sitemapDocument(source, PUBLIC_URL, 4, pageSize)).toBeNull();
    expect(await sitemapDocument(source, PUBLIC_URL, 0, pageSize)).toBeNull();
    // A sitemap that fits one file has no pages.
    expect(await sitemapDocument(source, PUBLIC_URL, 1)).toBeNull();
  });
});
