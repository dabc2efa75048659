import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { queryRows } from '../../db/client.ts';
import { itemArtKinds } from './item-art.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const path = '/img/items/rifle/ak-47-redline-field-tested-1a.svg';

describe('GET /img/items/:kind/:file', () => {
  it('IMG-1: answers an SVG picture cached for a year, with an ETag', async () => {
    const res = await t.app.inject(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 512 384"/);
    expect(res.body.trimEnd()).toMatch(/<\/svg>$/);
  });

  it('IMG-2: the same path always gives the same bytes; another name or kind gives other art', async () => {
    const [a, b] = await Promise.all([t.app.inject(path), t.app.inject(path)]);
    expect(a.body).toBe(b.body);
    expect(a.headers.etag).toBe(b.headers.etag);
    const other = await t.app.inject('/img/items/rifle/ak-47-redline-field-tested-1b.svg');
    const otherKind = await t.app.inject('/img/items/knife/ak-47-redline-field-tested-1a.svg');
    expect(other.body).not.toBe(a.body);
    expect(otherKind.body).not.toBe(a.body);
  });

  it('IMG-3: a matching If-None-Match gets 304 with no body', async () => {
    const first = await t.app.inject(path);
    const res = await t.app.inject({ url: path, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
  });

  it('IMG-4: every kind is drawn, and every seeded item image is served', async () => {
    for (const kind of itemArtKinds) {
      const res = await t.app.inject(`/img/items/${kind}/sample-1.svg`);
      expect(res.statusCode, kind).toBe(200);
    }
    const rows = await queryRows(t.db, z.object({ img_url: z.string() }), sql`SELECT DISTINCT ON (type) img_url FROM items ORDER BY type, id`);
    expect(rows.length).toBe(10);
    for (const { img_url } of rows) expect((await t.app.inject(`/img/${img_url}`)).statusCode, img_url).toBe(200);
  });

  it('IMG-5: an unknown kind or a bad file name is a 404 in the error envelope', async () => {
    const bad = [
      '/img/items/bazooka/ak-47-redline-1.svg',
      '/img/items/rifle/ak-47-redline-1.png',
      '/img/items/rifle/AK-47.svg',
      '/img/items/rifle/..%2F..%2Fetc%2Fpasswd.svg',
      '/img/items/rifle/..svg',
      '/img/items/rifle/../../../etc/passwd',
      '/img/items/..%2Frifle/x.svg',
    ];
    for (const url of bad) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(json(res), url).toEqual({ status: 'error', message: 'The requested resource was not found.', code: 'COMMON_NOT_FOUND' });
    }
  });
});
