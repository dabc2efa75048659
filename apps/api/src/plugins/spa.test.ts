import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'spa-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the SPA', () => {
  it('SHELL-API-7: hashed assets are cached for a year', async () => {
    const res = await t.app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('SHELL-API-8: deep links get index.html, never cached (history fallback)', async () => {
    for (const path of ['/', '/products/cs2/rifles/12', '/account/orders?tab=orders', '/some-page']) {
      const res = await t.app.inject(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('BUDGET-11: the document is sent compressed when the browser accepts it (brotli, else gzip), varying on Accept-Encoding', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({ url: '/products', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(decode(res.rawPayload).toString()).toContain('<div id="root">');
      expect(res.headers.vary).toContain('Accept-Encoding');
    }
    for (const accept of [undefined, 'br;q=0, identity']) {
      const res = await t.app.inject({ url: '/products', headers: accept ? { 'accept-encoding': accept } : {} });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('SHELL-API-2: unknown API paths and missing assets stay 404s', async () => {
    expect(json(await t.app.inject('/api/unknown')).status).toBe('error');
    expect((await t.app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  describe('SEC-12: the Content-Security-Policy', () => {
    /** The policy's directives by name, each with its sources. */
    const policy = (res: { headers: Record<string, unknown> }) =>
      new Map(
        String(res.headers['content-security-policy'])
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name = '', ...sources]) => [name, sources] as const),
      );
    const consented = { cookie: 'analytics_consent=1' };

    it('SEC-12: a page loaded without analytics consent names no Google host, allows no inline code or style, and cannot be framed', async () => {
      for (const res of [await t.app.inject('/'), await t.app.inject('/products/cs2/rifles/12'), await t.app.inject({ url: '/', headers: { cookie: 'analytics_consent=0' } })]) {
        const csp = policy(res);
        for (const directive of ['script-src', 'connect-src', 'img-src']) expect(csp.get(directive)?.join(' ')).not.toMatch(/google/);
        expect(String(res.headers['content-security-policy'])).not.toContain("'unsafe-inline'");
        expect(csp.get('style-src')).toEqual(["'self'"]);
        expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
        expect(res.headers['x-frame-options']).toBe('DENY');
      }
    });

    it('SEC-12: with the analytics consent cookie, the page allows the Google tag hosts and nothing inline', async () => {
      for (const url of ['/', '/account/orders', '/index.html']) {
        const res = await t.app.inject({ url, headers: consented });
        expect(res.body).toContain('<div id="root">');
        const csp = policy(res);
        expect(csp.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
        for (const directive of ['connect-src', 'img-src']) expect(csp.get(directive)).toEqual(expect.arrayContaining(['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com']));
        expect(String(res.headers['content-security-policy'])).not.toContain("'unsafe-inline'");
        expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers.vary).toMatch(/cookie/i);
      }
    });

    it("ANALYTICS-4: the Google tag's hosts are the only hosts a policy names, and only on the SPA document of a visitor whose saved choice allows analytics", async () => {
      const [gtm, ga, anyGa] = ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com'];
      const hosts = (csp: ReturnType<typeof policy>) => [...csp.values()].flat().filter((source) => /^https?:\/\//.test(source));
      const allowed = policy(await t.app.inject({ url: '/products/cs2/rifles/12', headers: consented }));
      expect(allowed.get('script-src')).toEqual(["'self'", gtm]);
      expect(allowed.get('connect-src')).toEqual(["'self'", gtm, ga, anyGa]);
      expect(allowed.get('img-src')).toEqual(["'self'", 'data:', gtm, ga, anyGa]);
      expect(new Set(hosts(allowed))).toEqual(new Set([gtm, ga, anyGa]));
      // No consent, a withdrawn or malformed one, and every answer that is not the SPA document: no host at all.
      const strict = [
        ...['', 'analytics_consent=0', 'analytics_consent=true', 'analytics_consent=11'].map((cookie) => t.app.inject({ url: '/', headers: cookie ? { cookie } : {} })),
        ...['/api/healthz', '/api/settings', '/assets/app-abc123.js'].map((url) => t.app.inject({ url, headers: consented })),
      ];
      for (const res of await Promise.all(strict)) expect(hosts(policy(res))).toEqual([]);
    });

    it('SEC-12: API answers keep the strict policy even with the consent cookie', async () => {
      for (const url of ['/api/healthz', '/api/unknown']) {
        const res = await t.app.inject({ url, headers: consented });
        expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
        expect(res.headers['content-security-policy']).not.toMatch(/google/);
        expect(res.headers['x-frame-options']).toBe('DENY');
      }
    });
  });

  it("SCALE-52: every kind of answer carries helmet's whole header set, as helmet sets it (recorded once, sent as the reply's own headers)", async () => {
    const expected = {
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'none';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self';connect-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    const answers = {
      'a list page': await t.app.inject('/api/items/list'),
      'a list page, compressed': await t.app.inject({ url: '/api/items/list?limit=100', headers: { 'accept-encoding': 'br' } }),
      'a 422': await t.app.inject('/api/items/list?page=0'),
      'an unknown API path': await t.app.inject('/api/unknown'),
      'a 401': await t.app.inject({ method: 'POST', url: '/api/auth/token/revoke' }),
      'a document': await t.app.inject('/'),
    };
    expect(answers['a 422'].statusCode).toBe(422);
    expect(answers['a 401'].statusCode).toBe(401);
    for (const [answer, res] of Object.entries(answers)) for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${answer}: ${name}`).toBe(value);
  });

  it('BUDGET-1: a hashed asset carries no document headers (no policy to widen, nothing to revalidate), but keeps nosniff, CORP and its caching', async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js', headers: { cookie: 'analytics_consent=1' } });
    expect(res.statusCode).toBe(200);
    for (const name of ['content-security-policy', 'x-frame-options', 'strict-transport-security', 'referrer-policy', 'etag', 'last-modified']) expect(res.headers[name], name).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    // A document still gets them all.
    const page = await t.app.inject('/');
    for (const name of ['content-security-policy', 'x-frame-options', 'strict-transport-security', 'referrer-policy']) expect(page.headers[name], name).toBeDefined();
  });
});
