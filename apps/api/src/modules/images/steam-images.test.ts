import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertItem } from '../../../test/factories.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { person } from '../../../test/offer-helpers.ts';
import { auditLog } from '../audit/tables.ts';
import { items } from '../catalog/tables.ts';
import { createSteamImageStore } from './steam-image-cache.ts';
import { fetchSteamImage } from './steam-image-fetch.ts';

const STEAM = 'https://community.cloudflare.steamstatic.com/economy/image';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 3)]);

/** The fake Steam image host (127.0.0.1): each path answers one way; hits counts the requests per path. */
const hits = new Map<string, number>();
const answers: Record<string, (res: import('node:http').ServerResponse) => void> = {
  '/economy/image/ok-png': (res) => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG),
  '/economy/image/ok-jpeg': (res) => res.writeHead(200, { 'content-type': 'image/jpeg; charset=binary' }).end(JPEG),
  '/economy/image/off-list': (res) => res.writeHead(302, { location: 'https://evil.example.com/economy/image/ok-png' }).end(),
  '/economy/image/to-ip': (res) => res.writeHead(302, { location: 'https://127.0.0.1/economy/image/ok-png' }).end(),
  '/economy/image/on-list': (res) => res.writeHead(301, { location: 'https://community.akamai.steamstatic.com/economy/image/ok-jpeg' }).end(),
  '/economy/image/html': (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>hello</html>'),
  '/economy/image/lying': (res) => res.writeHead(200, { 'content-type': 'image/png' }).end('<svg onload="alert(1)"/>'),
  '/economy/image/too-big': (res) => {
    // No content-length: the size limit must stop the download itself.
    res.writeHead(200, { 'content-type': 'image/png' });
    res.write(PNG);
    const chunk = Buffer.alloc(256 * 1024, 1);
    let sent = 0;
    const more = () => {
      while (sent < 12 && res.write(chunk)) sent++;
      if (sent < 12) res.once('drain', more);
      else res.end();
    };
    more();
  },
  '/economy/image/says-too-big': (res) => res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(3 * 1024 * 1024) }).end(PNG),
  '/economy/image/missing': (res) => res.writeHead(404, { 'content-type': 'image/png' }).end(),
  '/economy/image/gone': (res) => res.writeHead(410).end(),
  '/economy/image/slow': () => undefined,
};

let server: Server;
let origin: string;
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    (answers[path] ?? ((r) => r.writeHead(404).end()))(res);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'steam-images-'));
  t = await createTestApp({ STEAM_IMAGE_ORIGIN: origin, DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  server.close();
});
beforeEach(() => hits.clear());

const op = () => person(t.db, 'operator');
const itemForm = (overrides: Record<string, unknown> = {}) => ({ title: 'AK-47 | Steam Art', type: 'Rifle', price: 10, image_kind: 'rifle', ...overrides });
/** An item carrying this Steam address, as a seed or an older validation might have stored it. */
const itemWith = async (steamImageUrl: string) => {
  const row = await insertItem(t.db, { steamImageUrl });
  const imgUrl = `steam/${row.id}/rifle/ak-47-redline-1a`;
  await t.db.update(items).set({ imgUrl }).where(eq(items.id, row.id));
  return `/img/${imgUrl}`;
};
const isFallbackArt = (res: { statusCode: number; headers: Record<string, unknown>; body: string }) =>
  res.statusCode === 200 && String(res.headers['content-type']).startsWith('image/svg+xml') && res.headers['cache-control'] === 'public, max-age=300' && res.body.startsWith('<svg');

describe('ART-2: Steam economy images through the image route', () => {
  it('ART-2: the operator sets a Steam address; the route serves the picture by item id, and the second request comes from the cache', async () => {
    const o = await op();
    const res = await t.app.inject({ method: 'POST', url: '/api/operator/items', headers: o.headers, payload: itemForm({ image_url: `${STEAM}/ok-png` }) });
    expect(res.statusCode).toBe(200);
    const item = json(res).payload;
    expect(item).toMatchObject({ image_url: `${STEAM}/ok-png`, image_kind: 'rifle' });
    expect(item.img_url).toMatch(new RegExp(`^steam/${item.id}/rifle/ak-47-steam-art-[0-9a-f]{8}$`));
    const first = await t.app.inject(`/img/${item.img_url}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=604800');
    expect(first.rawPayload.equals(PNG)).toBe(true);
    const second = await t.app.inject(`/img/${item.img_url}`);
    expect(second.rawPayload.equals(PNG)).toBe(true);
    expect(hits.get('/economy/image/ok-png')).toBe(1);
    expect(readdirSync(join(dataDir, 'steam-image-cache')).some((f) => f.endsWith('.png'))).toBe(true);
    const notModified = await t.app.inject({ url: `/img/${item.img_url}`, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(notModified.statusCode).toBe(304);
    // The audit log records the address like the other fields.
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, String(item.id)));
    expect(audit?.after).toMatchObject({ image_url: `${STEAM}/ok-png` });
  });

  it('ART-2: a redirect to another allowlisted Steam host is followed; a JPEG keeps its content type', async () => {
    const res = await t.app.inject(await itemWith(`${STEAM}/on-list`));
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(JPEG)).toBe(true);
    expect(hits.get('/economy/image/on-list')).toBe(1);
    expect(hits.get('/economy/image/ok-jpeg')).toBe(1);
  });

  it('ART-2: other hosts are never asked; redirects off the list, non-images, lying or oversize answers fall back to the generated art', async () => {
    for (const address of ['https://evil.example.com/economy/image/ok-png', 'http://community.cloudflare.steamstatic.com/economy/image/ok-png', 'https://127.0.0.1/economy/image/ok-png', 'https://community.cloudflare.steamstatic.com:8443/economy/image/ok-png', 'https://community.cloudflare.steamstatic.com/profile/ok-png']) {
      const res = await t.app.inject(await itemWith(address));
      expect(isFallbackArt(res), address).toBe(true);
    }
    expect(hits.size).toBe(0);
    for (const path of ['off-list', 'to-ip', 'html', 'lying', 'too-big', 'says-too-big', 'missing']) {
      const res = await t.app.inject(await itemWith(`${STEAM}/${path}`));
      expect(isFallbackArt(res), path).toBe(true);
      expect(hits.get(`/economy/image/${path}`), path).toBe(1);
    }
    expect(hits.get('/economy/image/ok-png')).toBeUndefined();
  });

  it('ART-2: a failed address is not asked again at once; an item without a Steam image, or unknown, gets its generated art; bad paths are a 404', async () => {
    const path = await itemWith(`${STEAM}/gone`);
    await t.app.inject(path);
    await t.app.inject(path);
    expect(hits.get('/economy/image/gone')).toBe(1);
    expect(isFallbackArt(await t.app.inject('/img/steam/2000000000/knife/karambit-fade-1'))).toBe(true);
    for (const url of ['/img/steam/abc/rifle/x', '/img/steam/1/tank/x', '/img/steam/1/rifle/X.png', `/img/steam/1/rifle/${encodeURIComponent('https://evil.example.com/x')}`]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(json(res).code, url).toBe('COMMON_NOT_FOUND');
    }
    expect(hits.size).toBe(1);
  });

  it('ART-2: a slow host is given up after the timeout', async () => {
    const started = Date.now();
    expect(await fetchSteamImage(`${STEAM}/slow`, { origin, timeoutMs: 300, maxBytes: 1000 })).toEqual({ ok: false, reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await fetchSteamImage(`${STEAM}/too-big`, { origin, timeoutMs: 5000, maxBytes: 100_000 })).toEqual({ ok: false, reason: 'size' });
  });

  it('ART-2: the disk cache stays within its bound, the oldest pictures out first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'steam-cache-'));
    const store = createSteamImageStore({ dir, maxCacheBytes: PNG.length + JPEG.length - 1, maxBytes: 100_000, timeoutMs: 5000, origin });
    expect((await store.get(`${STEAM}/ok-png`))?.type).toBe('image/png');
    await new Promise((r) => setTimeout(r, 20));
    expect((await store.get(`${STEAM}/ok-jpeg`))?.type).toBe('image/jpeg');
    expect(readdirSync(dir)).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.jpg$/)]);
  });

  it('ART-3: the image address is validated against the allowlist (422 with the field, nothing created); clearing it returns to the generated art', async () => {
    const o = await op();
    const before = await t.db.$count(items);
    for (const image_url of ['http://community.cloudflare.steamstatic.com/economy/image/abc', 'https://evil.example.com/economy/image/abc', 'https://127.0.0.1/economy/image/abc', 'https://steamcommunity-a.akamaihd.net/inventory/abc', 'not an address', 42]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/operator/items', headers: o.headers, payload: itemForm({ image_url }) });
      expect(res.statusCode, String(image_url)).toBe(422);
      expect(json(res).errors?.image_url, String(image_url)).toEqual([expect.stringContaining('Steam economy image address')]);
    }
    expect(await t.db.$count(items)).toBe(before);

    const created = json(await t.app.inject({ method: 'POST', url: '/api/operator/items', headers: o.headers, payload: itemForm({ image_url: `${STEAM}/ok-png` }) })).payload;
    const edited = json(await t.app.inject({ method: 'PUT', url: `/api/operator/items/${created.id}`, headers: o.headers, payload: itemForm({ image_url: '' }) })).payload;
    expect(edited).toMatchObject({ image_url: null, image_kind: 'rifle' });
    expect(edited.img_url).toMatch(/^items\/rifle\/ak-47-steam-art-[0-9a-f]{8}\.svg$/);
    const again = json(await t.app.inject({ method: 'PUT', url: `/api/operator/items/${created.id}`, headers: o.headers, payload: itemForm({ image_url: `${STEAM}/ok-jpeg`, image_kind: 'knife' }) })).payload;
    expect(again.img_url).toMatch(new RegExp(`^steam/${created.id}/knife/`));
    expect((await t.app.inject(`/img/${again.img_url}`)).headers['content-type']).toBe('image/jpeg');
    expect(existsSync(join(dataDir, 'steam-image-cache'))).toBe(true);
  });
});
