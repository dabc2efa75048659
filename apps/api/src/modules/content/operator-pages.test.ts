import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reservedPageSlugs } from '@skins/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { INDEX_HTML } from '../../../test/index-html.ts';
import { person } from '../../../test/offer-helpers.ts';
import { auditLog } from '../audit/tables.ts';
import { listLanguages } from '../i18n/index.ts';
import { staticPages, staticPageTranslations } from './tables.ts';

const PUBLIC_URL = 'https://shop.example';
let t: TestApp;
let dist: string;
beforeAll(async () => {
  // The built web app, so a page's path answers the shop's document (a page, or the Not Found page).
  dist = mkdtempSync(join(tmpdir(), 'pages-'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const shopPages = async (query = '') => json(await t.app.inject(`/api/static-pages${query}`)).payload as { id: number; slug: string; title: string; content: string; is_terms: number; is_privacy: number }[];
const sitemap = async () => (await t.app.inject('/sitemap.xml')).body;
const documentTitle = async (path: string) => (await t.app.inject(path)).body.match(/<title>([^<]*)<\/title>/)?.[1];
const auditOf = (action: string, id: number) => t.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));
const langId = async (code: string) => (await listLanguages(t.db)).find((l) => l.code === code)!.id;

let n = 0;
const shipping = () => ({ slug: `shipping-policy-${++n}`, title: 'Shipping policy', content: '<p>Skins are sent by a Steam trade offer.</p>' });

describe('operator: adding and deleting static pages', () => {
  it('OPS-130: a new page is listed last by GET /api/static-pages, served by id and at /{slug}, in the sitemap at once, with its German text; audited with what it holds', async () => {
    const op = await person(t.db, 'operator');
    const before = await shopPages();
    // A sitemap read first: its cache must not hide the new page.
    expect(await sitemap()).not.toContain('shipping-policy');
    const body = { ...shipping(), slug: '  legal-notice ', de: { title: 'Versandbedingungen', content: '<p>Per Steam-Tauschangebot.</p>' } };

    const res = await call('POST', '/api/operator/static-pages', op.headers, body);
    expect(res.statusCode, res.body).toBe(200);
    const page = json(res).payload;
    expect(json(res)).toEqual({
      status: 'OK',
      message: 'Page added',
      payload: { id: expect.any(Number), slug: 'legal-notice', is_terms: 0, is_privacy: 0, texts: { en: { title: body.title, content: body.content }, de: body.de, pl: null } },
    });
    const listed = await shopPages();
    expect(listed.map((p) => p.id)).toEqual([...before.map((p) => p.id), page.id]);
    expect(listed.at(-1)).toEqual({ id: page.id, slug: 'legal-notice', title: body.title, content: body.content, is_terms: 0, is_privacy: 0 });
    expect(json(await t.app.inject(`/api/static-pages/${page.id}`)).payload).toMatchObject({ slug: 'legal-notice', title: body.title });
    expect(json(await t.app.inject(`/api/static-pages/${page.id}?lang_id=${await langId('de')}`)).payload.title).toBe('Versandbedingungen');
    expect(json(await t.app.inject(`/api/static-pages/${page.id}?lang_id=${await langId('pl')}`)).payload.title).toBe(body.title);
    expect(json(await call('GET', '/api/operator/static-pages', op.headers)).payload.at(-1)).toEqual(page);
    expect(await sitemap()).toContain(`<loc>${PUBLIC_URL}/legal-notice</loc>`);
    expect(await documentTitle('/legal-notice')).toBe('Shipping policy | Skins Market');
    const [step] = await auditOf('static_page.create', page.id);
    expect(step).toMatchObject({ actorId: op.id, targetType: 'static_page', before: null, after: page });
  });

  it('OPS-130: a slug out of format or length, a slug taken, a slug of a shop route, a missing title are each refused on their field, and nothing changes', async () => {
    const op = await person(t.db, 'operator');
    const [taken] = await t.db.select().from(staticPages).limit(1);
    const rows = async () => [await t.db.select().from(staticPages).orderBy(staticPages.id), await t.db.select().from(staticPageTranslations)];
    const before = await rows();
    const audits = (await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'static_page'))).length;
    const format = 'The slug may hold lowercase letters, digits and hyphens only, such as shipping-policy';
    const refused: [object, number, string, string][] = [
      [{ slug: 'Shipping' }, 422, 'slug', format],
      [{ slug: 'shipping policy' }, 422, 'slug', format],
      [{ slug: 'shipping/policy' }, 422, 'slug', format],
      [{ slug: 'versand-ü' }, 422, 'slug', format],
      [{ slug: '-' }, 422, 'slug', format],
      [{ slug: 'shipping--policy' }, 422, 'slug', format],
      [{ slug: 'shipping-' }, 422, 'slug', format],
      [{ slug: '   ' }, 422, 'slug', 'Slug is required'],
      [{ slug: 'a'.repeat(81) }, 422, 'slug', 'The slug can be at most 80 characters'],
      [{ slug: 'cart' }, 422, 'slug', "This slug is one of the shop's own addresses: choose another"],
      [{ slug: 'static-page' }, 422, 'slug', "This slug is one of the shop's own addresses: choose another"],
      [{ slug: taken!.slug }, 409, 'slug', 'A page with this slug already exists: choose another.'],
      [{ title: ' ' }, 422, 'title', 'Title is required'],
      [{ de: { title: 'Versand' } }, 422, 'de.content', 'Content is required'],
      [{ is_terms: true }, 422, 'is_terms', expect.any(String)],
      // Only the shop's own pages are the terms and privacy pages (they cannot be deleted).
      [{ is_terms: 1 }, 422, 'is_terms', "A new page cannot be the terms or the privacy page: those are the shop's own"],
      [{ is_privacy: 1 }, 422, 'is_privacy', "A new page cannot be the terms or the privacy page: those are the shop's own"],
    ];
    for (const [change, status, field, message] of refused) {
      const res = await call('POST', '/api/operator/static-pages', op.headers, { ...shipping(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(json(res).errors[field], JSON.stringify(change)).toEqual([message]);
      if (status === 409) expect(json(res).code).toBe('OPS_PAGE_SLUG_TAKEN');
    }
    expect(await rows()).toEqual(before);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'static_page'))).length).toBe(audits);
  });

  it("OPS-132: each slug of the shop's own routes (the contract's reservedPageSlugs) is a 422 on the slug field, and nothing is added", async () => {
    const op = await person(t.db, 'operator');
    const count = await t.db.$count(staticPages);
    for (const slug of reservedPageSlugs) {
      const res = await call('POST', '/api/operator/static-pages', op.headers, { ...shipping(), slug });
      expect(res.statusCode, slug).toBe(422);
      expect(json(res).errors.slug, slug).toEqual(["This slug is one of the shop's own addresses: choose another"]);
    }
    expect(await t.db.$count(staticPages)).toBe(count);
  });

  it('OPS-131: a deleted page leaves GET /api/static-pages, the sitemap and its translations; its id is a 404 and its path the Not Found page; audited with what it was', async () => {
    const op = await person(t.db, 'operator');
    const body = { ...shipping(), pl: { title: 'Wysyłka', content: '<p>Przez ofertę wymiany.</p>' } };
    const page = json(await call('POST', '/api/operator/static-pages', op.headers, body)).payload;
    expect(await sitemap()).toContain(`/${body.slug}</loc>`);

    const res = await call('DELETE', `/api/operator/static-pages/${page.id}`, op.headers);
    expect(json(res)).toEqual({ status: 'OK', message: 'Page deleted', payload: { id: page.id } });
    expect((await shopPages()).map((p) => p.id)).not.toContain(page.id);
    expect((await shopPages(`?lang_id=${await langId('pl')}`)).map((p) => p.id)).not.toContain(page.id);
    const byId = await t.app.inject(`/api/static-pages/${page.id}`);
    expect(byId.statusCode).toBe(404);
    expect(json(byId).code).toBe('CONTENT_PAGE_NOT_FOUND');
    expect(await sitemap()).not.toContain(`/${body.slug}</loc>`);
    expect(await documentTitle(`/${body.slug}`)).toBe('Oops! Page Not Found | Skins Market');
    expect(await t.db.$count(staticPageTranslations, eq(staticPageTranslations.pageId, page.id))).toBe(0);
    const [step] = await auditOf('static_page.delete', page.id);
    expect(step).toMatchObject({ actorId: op.id, targetType: 'static_page', before: page, after: null });
    // Gone: a second delete is a 404.
    expect(json(await call('DELETE', `/api/operator/static-pages/${page.id}`, op.headers)).code).toBe('CONTENT_PAGE_NOT_FOUND');
  });

  it('OPS-131: the terms and privacy pages (linked by the checkout and the sign-up) cannot be deleted: 409 OPS_PAGE_PROTECTED, nothing changes', async () => {
    const op = await person(t.db, 'operator');
    const terms = (await shopPages()).find((p) => p.is_terms === 1)!;
    const privacy = (await shopPages()).find((p) => p.is_privacy === 1)!;
    for (const id of [terms.id, privacy.id]) {
      const res = await call('DELETE', `/api/operator/static-pages/${id}`, op.headers);
      expect(res.statusCode, String(id)).toBe(409);
      expect(json(res)).toMatchObject({ code: 'OPS_PAGE_PROTECTED', message: 'The terms and privacy pages cannot be deleted: the checkout and the sign-up link to them.' });
      expect((await auditOf('static_page.delete', id)).length).toBe(0);
    }
    expect((await shopPages()).map((p) => p.id)).toEqual(expect.arrayContaining([terms.id, privacy.id]));
  });

  it('OPS-130: a customer gets 403 and a guest 401 on adding and deleting, and nothing changes', async () => {
    const customer = await person(t.db);
    const [page] = await t.db.select().from(staticPages).where(eq(staticPages.slug, 'about'));
    const before = await t.db.select().from(staticPages).orderBy(staticPages.id);
    const calls: [Method, string, object?][] = [
      ['POST', '/api/operator/static-pages', shipping()],
      ['DELETE', `/api/operator/static-pages/${page!.id}`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, customer.headers, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await t.db.select().from(staticPages).orderBy(staticPages.id)).toEqual(before);
  });
});
