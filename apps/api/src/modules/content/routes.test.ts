import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { forgetContent } from './cached.ts';
import { writeSetting } from './service.ts';
import { settings, staticPages } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/settings', () => {
  it('CONTENT-1: answers every setting of spec §3', async () => {
    const res = await t.app.inject('/api/settings');
    expect(res.statusCode).toBe(200);
    const p = json(res).payload;
    for (const key of ['requisites', 'support_email', 'copyright', 'is_reg_enabled', 'min_top_up', 'minTopUpAmount', 'vat_percent', 'payment_methods', 'google_tag', 'offer_enabled', 'internal_currency']) {
      expect(p).toHaveProperty(key);
    }
    expect(p.internal_currency).toEqual({ name: expect.any(String), image: expect.any(String), exchange_rate_eur: expect.any(Number) });
  });

  it('CONTENT-2: min_top_up is multiplied by the requested currency value', async () => {
    await writeSetting(t.db, 'min_top_up', 10);
    expect(json(await t.app.inject('/api/settings')).payload.min_top_up).toBe(10);
    expect(json(await t.app.inject('/api/settings?currency=PLN')).payload.min_top_up).toBe(43);
    expect(json(await t.app.inject('/api/settings?currency=nope')).payload.min_top_up).toBe(10);
  });

  it('CONTENT-3: settings never written take the spec defaults', async () => {
    await t.db.delete(settings).where(eq(settings.key, 'vat_percent'));
    await t.db.delete(settings).where(eq(settings.key, 'payment_methods'));
    forgetContent();
    const p = json(await t.app.inject('/api/settings')).payload;
    expect(p.vat_percent).toBe(0);
    expect(p.payment_methods).toEqual([]);
  });
});

describe('countries, social links, static pages', () => {
  it('CONTENT-4: countries list id, title, lowercase iso and name', async () => {
    const p = json(await t.app.inject('/api/countries')).payload;
    expect(p.length).toBeGreaterThan(200);
    const pt = p.find((c: { iso: string }) => c.iso === 'pt');
    expect(pt).toMatchObject({ id: expect.any(Number), title: 'Portugal' });
    for (const c of p) expect(c.iso).toBe(c.iso.toLowerCase());
  });

  it('CONTENT-5: social links list id, link, img and title', async () => {
    const p = json(await t.app.inject('/api/social-links')).payload;
    expect(p.length).toBeGreaterThan(0);
    expect(p[0]).toEqual({ id: expect.any(Number), link: expect.any(String), img: expect.any(String), title: expect.any(String) });
  });

  it('CONTENT-6: static pages carry slug, HTML content and 1/0 flags for terms and privacy', async () => {
    const p = json(await t.app.inject('/api/static-pages')).payload;
    const terms = p.find((x: { is_terms: number }) => x.is_terms === 1);
    const privacy = p.find((x: { is_privacy: number }) => x.is_privacy === 1);
    expect(terms).toBeDefined();
    expect(privacy).toBeDefined();
    expect(p.map((x: { slug: string }) => x.slug)).toEqual(expect.arrayContaining(['about', 'faq']));
    const one = json(await t.app.inject(`/api/static-pages/${terms.id}`)).payload;
    expect(one).toEqual(terms);
    expect(one.content).toContain('<');
  });

  it('CONTENT-7: an unknown page is a 404 CONTENT_PAGE_NOT_FOUND with its message; a malformed id a 422', async () => {
    const [max] = await t.db.select({ id: staticPages.id }).from(staticPages).orderBy(staticPages.id);
    const missing = await t.app.inject(`/api/static-pages/${(max?.id ?? 0) + 9999}`);
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ status: 'error', code: 'CONTENT_PAGE_NOT_FOUND', message: 'This page does not exist.' });
    for (const id of ['abc', '0', '-3']) expect((await t.app.inject(`/api/static-pages/${id}`)).statusCode).toBe(422);
  });
});

describe('the server shell', () => {
  it('SHELL-API-1: healthz and readyz answer OK', async () => {
    expect(json(await t.app.inject('/api/healthz')).status).toBe('OK');
    const ready = json(await t.app.inject('/api/readyz'));
    expect(ready).toMatchObject({ status: 'OK', payload: { database: expect.any(String) } });
  });

  it('SHELL-API-2: an unknown /api path is a JSON 404 in the error envelope', async () => {
    for (const path of ['/api/nope', '/api/items/1/whatever', '/api']) {
      const res = await t.app.inject(path);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(json(res)).toMatchObject({ status: 'error', message: expect.any(String) });
    }
  });

  it('SHELL-API-3: malformed JSON is a 400 with a message, never a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/anything', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.statusCode).toBeLessThan(500);
    expect(json(res).status).toBe('error');
  });

  it('SHELL-API-4: security headers and a CSP are set', async () => {
    const res = await t.app.inject('/api/healthz');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('SHELL-API-5: large answers are compressed', async () => {
    const res = await t.app.inject({ url: '/api/countries', headers: { 'accept-encoding': 'br, gzip' } });
    expect(['br', 'gzip']).toContain(res.headers['content-encoding']);
  });

  it('SHELL-API-6: the OpenAPI document describes the routes', async () => {
    const doc = json(await t.app.inject('/api/openapi.json'));
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/settings', '/api/items/list', '/api/items/{id}']));
  });
});

describe('writeSetting', () => {
  it('CONTENT-8: stores JSON null (google_tag) and reads it back', async () => {
    await writeSetting(t.db, 'google_tag', null);
    expect(json(await t.app.inject('/api/settings')).payload.google_tag).toBeNull();
    await writeSetting(t.db, 'google_tag', 'G-TEST123');
    expect(json(await t.app.inject('/api/settings')).payload.google_tag).toBe('G-TEST123');
  });
});
