import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('SHELL-API-2: unknown API paths and missing assets stay 404s', async () => {
    expect(json(await t.app.inject('/api/unknown')).status).toBe('error');
    expect((await t.app.inject('/assets/missing.js')).statusCode).toBe(404);
  });
});
