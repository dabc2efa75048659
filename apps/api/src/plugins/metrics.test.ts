import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithEnv, closedPort } from '../../test/auth-helpers.ts';
import { anyCountryId, buyer, checkoutPayload, itemInCarts, purchaseRequest } from '../../test/checkout-helpers.ts';
import { insertItem } from '../../test/factories.ts';
import { createTestApp, json, type TestApp } from '../../test/helpers.ts';
import { loadConfig } from '../config.ts';
import { insertPaidOrder } from '../../test/money-rows.ts';
import { testDbKind } from '../../test/test-database.ts';

const TOKEN = 'metrics-test-token-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };

let t: TestApp;
let country: number;
beforeAll(async () => {
  t = await createTestApp({ JOBS_INTERVAL_MS: '0', METRICS_TOKEN: TOKEN });
  country = await anyCountryId(t.db);
});
afterAll(async () => t?.close());

/** The text a scraper reads from `app` (with the token). */
async function scrape(app: FastifyInstance = t.app): Promise<string> {
  const res = await app.inject({ url: '/api/metrics', headers: bearer });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The value of one sample (`name{labels}`) in a scrape; 0 when the series has none yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',').filter(Boolean);
    if (wanted.every((w) => have.includes(w)) && have.length === wanted.length) return Number(match[3]);
  }
  return 0;
}

async function until(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('METRICS-1, METRICS-2: who may read /api/metrics', () => {
  it('METRICS-1: without METRICS_TOKEN /api/metrics is off: a 404 like any unknown path, whatever is sent', async () => {
    const app = await appWithEnv(t.database, { JOBS_INTERVAL_MS: '0' });
    try {
      for (const headers of [{}, bearer]) {
        const res = await app.inject({ url: '/api/metrics', headers });
        expect([res.statusCode, json(res).status]).toEqual([404, 'error']);
      }
    } finally {
      await app.close();
    }
  });

  it('METRICS-1: with METRICS_TOKEN, no token and a wrong one (longer, shorter, not a bearer) are a 401 that shows no figure; the right one reads the Prometheus text', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, 'Bearer ', `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({ url: '/api/metrics', headers: authorization === undefined ? {} : { authorization } });
      expect([res.statusCode, json(res).message, res.headers['www-authenticate']]).toEqual([401, 'Unauthenticated.', 'Bearer']);
      expect(res.body).not.toContain('skins_');
    }
    const res = await t.app.inject({ url: '/api/metrics', headers: bearer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE skins_http_requests_total counter');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });

  it('METRICS-2: with METRICS_PORT the metrics are served on 127.0.0.1 without a token (nothing else there), and the port closes with the app', async () => {
    expect(t.app.metricsPort()).toBeNull();
    const app = await appWithEnv(t.database, { JOBS_INTERVAL_MS: '0', METRICS_PORT: '0' });
    const port = app.metricsPort();
    try {
      expect(port).toBeGreaterThan(0);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('# TYPE skins_http_requests_total counter');
      expect((await fetch(`http://127.0.0.1:${port}/api/items/list`)).status).toBe(404);
      // The shop's own port still has no /api/metrics: METRICS_TOKEN is unset.
      expect((await app.inject({ url: '/api/metrics' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe('the families of /api/metrics move with what they count', () => {
  it('METRICS-3: requests count by method, route pattern and status with a latency histogram; the URL asked never becomes a label', async () => {
    const item = await insertItem(t.db);
    const before = await scrape();
    const route = { method: 'GET', route: '/api/items/:id', status: '200' };
    await t.app.inject({ url: `/api/items/${item.id}` });
    await t.app.inject({ url: `/api/items/${item.id}?currency=EUR` });
    await t.app.inject({ url: '/api/no-such-thing-7391' });
    const after = await scrape();
    expect(sample(after, 'skins_http_requests_total', route) - sample(before, 'skins_http_requests_total', route)).toBe(2);
    expect(sample(after, 'skins_http_request_duration_seconds_count', route) - sample(before, 'skins_http_request_duration_seconds_count', route)).toBe(2);
    expect(sample(after, 'skins_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(sample(after, 'skins_http_request_duration_seconds_count', route));
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' };
    expect(sample(after, 'skins_http_requests_total', unmatched) - sample(before, 'skins_http_requests_total', unmatched)).toBe(1);
    expect(after).not.toContain(`/api/items/${item.id}`);
    expect(after).not.toContain('no-such-thing');
  });

  it('METRICS-9: each app has its own registry: requests to one app do not move another built in the same process', async () => {
    const other = await appWithEnv(t.database, { JOBS_INTERVAL_MS: '0', METRICS_TOKEN: TOKEN });
    try {
      const route = { method: 'GET', route: '/api/healthz', status: '200' };
      for (let i = 0; i < 3; i++) await t.app.inject({ url: '/api/healthz' });
      await other.inject({ url: '/api/healthz' });
      expect(sample(await scrape(other), 'skins_http_requests_total', route)).toBe(1);
      expect(sample(await scrape(), 'skins_http_requests_total', route)).toBeGreaterThanOrEqual(3);
    } finally {
      await other.close();
    }
  });

  it('METRICS-8: the database pool: its size, and on PostgreSQL the connections in use and the callers waiting', async () => {
    const text = await scrape();
    for (const family of ['skins_db_pool_size', 'skins_db_pool_in_use', 'skins_db_pool_waiting']) expect(text).toContain(`# TYPE ${family} gauge`);
    if (testDbKind === 'postgres') {
      expect(sample(text, 'skins_db_pool_size', { pool: 'primary' })).toBe(20);
      expect(text).toMatch(/^skins_db_pool_in_use\{pool="primary"\} \d+$/m);
      expect(text).toMatch(/^skins_db_pool_waiting\{pool="primary"\} \d+$/m);
    } else {
      // PGlite is one in-process connection that shows no queue: its size only.
      expect(sample(text, 'skins_db_pool_size', { pool: 'primary' })).toBe(1);
      expect(text).not.toMatch(/^skins_db_pool_in_use\{/m);
    }
  });

  it('METRICS-5: the list cache: a page asked for the first times is computed (a miss), asked again it is answered from the cache (a hit)', async () => {
    const url = `/api/items/list?search=metrics-cache-${Date.now()}`;
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url })).statusCode).toBe(200);
    const after = await scrape();
    // SCALE-68: a page is kept from its second request on, so two are computed and the third is a hit.
    expect(sample(after, 'skins_list_cache_misses_total') - sample(before, 'skins_list_cache_misses_total')).toBe(2);
    expect(sample(after, 'skins_list_cache_hits_total') - sample(before, 'skins_list_cache_hits_total')).toBe(1);
  });

  it('METRICS-7, METRICS-6: a balance purchase is an order and a purchase by balance; a card checkout an order by card, not yet paid, and a call to the payment provider', async () => {
    const before = await scrape();
    const paying = await buyer(t.db, 50_00);
    await itemInCarts(t.db, [paying.id], { priceCents: 3_00 });
    expect((await purchaseRequest(t.app, paying.headers, checkoutPayload(country))).statusCode).toBe(200);
    const card = await buyer(t.db);
    await itemInCarts(t.db, [card.id], { priceCents: 3_00 });
    expect((await purchaseRequest(t.app, card.headers, checkoutPayload(country, { paymentMethod: 'card', directPayment: true }))).statusCode).toBe(200);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(delta('skins_orders_total', { method: 'balance' })).toBe(1);
    expect(delta('skins_purchases_total', { method: 'balance' })).toBe(1);
    expect(delta('skins_orders_total', { method: 'card' })).toBe(1);
    expect(delta('skins_purchases_total', { method: 'card' })).toBe(0);
    const checkout = { party: 'payment', provider: 'sandbox', call: 'create_checkout' };
    expect(delta('skins_provider_calls_total', checkout)).toBe(1);
    expect(delta('skins_provider_failures_total', checkout)).toBe(0);
    expect(after).toContain('# TYPE skins_provider_failures_total counter');
  });

  it('METRICS-10: a mail the transport takes counts as sent by its kind, one it cannot take as failed', async () => {
    const message = () => ({ name: 'Ana', surname: 'Silva', email: `ana-${Date.now()}@example.com`, topic: 'Order', message: 'Where is my AK-47 | Redline? It has not arrived yet.' });
    const kind = { kind: 'support_message' };
    const outbox = await appWithEnv(t.database, { JOBS_INTERVAL_MS: '0', METRICS_TOKEN: TOKEN });
    const refusing = await appWithEnv(t.database, { JOBS_INTERVAL_MS: '0', METRICS_TOKEN: TOKEN, SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    try {
      expect((await outbox.inject({ method: 'POST', url: '/api/support/messages', payload: message() })).statusCode).toBe(200);
      expect((await refusing.inject({ method: 'POST', url: '/api/support/messages', payload: message() })).statusCode).toBe(200);
      const sent = await scrape(outbox);
      const failed = await scrape(refusing);
      expect([sample(sent, 'skins_mails_sent_total', kind), sample(sent, 'skins_mails_failed_total', kind)]).toEqual([1, 0]);
      expect([sample(failed, 'skins_mails_sent_total', kind), sample(failed, 'skins_mails_failed_total', kind)]).toEqual([0, 1]);
    } finally {
      await outbox.close();
      await refusing.close();
    }
  });

  it('METRICS-4: each sweep round this process runs is counted, and the orders it claims (a paid order handed to the bot and delivered)', async () => {
    const app = await appWithEnv(t.database, { JOBS_INTERVAL_MS: '25', DELIVERY_DELAY_MS: '0', METRICS_TOKEN: TOKEN });
    try {
      const sweep = { sweep: 'checkout sweep' };
      await until(async () => sample(await scrape(app), 'skins_sweep_rounds_total', { ...sweep, outcome: 'ran' }) > 0);
      expect(sample(await scrape(app), 'skins_sweep_rounds_total', { sweep: 'top-up sweep', outcome: 'ran' })).toBeGreaterThan(0);
      const claimedBefore = sample(await scrape(app), 'skins_sweep_claimed_total', sweep);
      const paid = await buyer(t.db);
      await insertPaidOrder(t.db, paid.id, 5_00, new Date(Date.now() - 1000), 'processing');
      await until(async () => sample(await scrape(app), 'skins_sweep_claimed_total', sweep) > claimedBefore);
      expect(sample(await scrape(app), 'skins_sweep_rounds_total', { ...sweep, outcome: 'failed' })).toBe(0);
    } finally {
      await app.close();
    }
  });
});
