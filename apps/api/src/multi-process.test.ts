import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyCountryId, buyer, checkoutPayload, itemInCarts } from '../test/checkout-helpers.ts';
import { copyTemplateDatabase, testDbKind } from '../test/test-database.ts';
import { openDatabase, type Database } from './db/client.ts';
import { items } from './modules/catalog/tables.ts';
import { orderEvents, orders } from './modules/checkout/tables.ts';

const root = resolve(import.meta.dirname, '../../..');
/** A started server process (tsx) on the test's database copy. */
interface Server {
  base: string;
  child: ChildProcess;
  /** Everything it printed on stdout (its pino log lines). */
  out: () => string;
}

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => ok(typeof a === 'object' && a ? a.port : 0));
    });
  });

/** Starts src/main.ts with the test environment plus `env`, and waits until it answers /api/readyz. */
async function startServer(url: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '8',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
      WEB_DIST_DIR: '/nonexistent',
      JOBS_INTERVAL_MS: '100',
      DELIVERY_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    if (await fetch(`${base}/api/readyz`).then((r) => r.ok, () => false)) return { base, child, out: () => out };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not start');
}

async function stopServer(s: Server | undefined): Promise<void> {
  if (!s || s.child.exitCode !== null) return;
  const exited = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGTERM');
  await exited;
}

const purchase = (s: Server, headers: Record<string, string>, body: Record<string, unknown>) =>
  fetch(`${s.base}/api/purchase/product`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

const listed = async (s: Server, title: string): Promise<string[]> => {
  const res = await fetch(`${s.base}/api/items/list?search=${encodeURIComponent(title)}`);
  return ((await res.json()) as { payload: { title: string }[] }).payload.map((p) => p.title);
};

describe.skipIf(testDbKind !== 'postgres')('two server processes on one PostgreSQL database (SCALE-5)', () => {
  let copy: Awaited<ReturnType<typeof copyTemplateDatabase>>;
  let database: Database;
  let a: Server;
  let b: Server;
  let country: number;
  beforeAll(async () => {
    copy = await copyTemplateDatabase();
    database = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 8 });
    country = await anyCountryId(database.db);
    // A card reservation lasts 3 s here, so that the expiry test sees both timers race for it.
    const env = { RESERVATION_MINUTES: '0.05' };
    [a, b] = await Promise.all([startServer(copy.url, env), startServer(copy.url, env)]);
  }, 300_000);
  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    await database?.close();
    await copy?.drop();
  }, 60_000);

  it('SCALE-5: an item sold through one process is gone from the other process\'s list within 1.5 s (its version is read once a second)', async () => {
    const title = `Cross Process Skin ${Date.now()}`;
    const u = await buyer(database.db, 100_00);
    await itemInCarts(database.db, [u.id], { title, priceCents: 5_00 });
    // The other process has the page cached before the sale.
    expect(await listed(b, title)).toEqual([title]);
    expect(await listed(b, title)).toEqual([title]);
    expect((await purchase(a, u.headers, checkoutPayload(country))).status).toBe(200);
    const sold = Date.now();
    let gone = await listed(b, title);
    while (gone.length && Date.now() - sold < 5000) {
      await new Promise((r) => setTimeout(r, 50));
      gone = await listed(b, title);
    }
    expect(gone).toEqual([]);
    // The version is checked once a second; the list request itself adds a little on a busy machine.
    expect(Date.now() - sold).toBeLessThan(1500);
  }, 60_000);

  it('SCALE-5: 50 buyers racing for one item through both processes buy it once', async () => {
    const buyers = await Promise.all(Array.from({ length: 50 }, () => buyer(database.db, 100_00)));
    const item = await itemInCarts(
      database.db,
      buyers.map((u) => u.id),
      { priceCents: 7_00 },
    );
    const answers = await Promise.all(
      buyers.map((u, i) => purchase(i % 2 ? a : b, u.headers, checkoutPayload(country, i % 4 < 2 ? {} : { paymentMethod: 'card', directPayment: true }))),
    );
    const codes = await Promise.all(answers.map(async (r) => (r.status === 200 ? 'OK' : ((await r.json()) as { code: string }).code)));
    expect(codes.filter((c) => c === 'OK')).toHaveLength(1);
    expect(new Set(codes.filter((c) => c !== 'OK'))).toEqual(new Set(['CHECKOUT_ITEM_UNAVAILABLE']));
    const [row] = await database.db.select({ status: items.status }).from(items).where(eq(items.id, item.id));
    expect(['sold', 'reserved']).toContain(row?.status);
  }, 120_000);

  it('SCALE-3: a reservation expires once although both processes sweep; the item returns to both lists', async () => {
    const title = `Expiring Skin ${Date.now()}`;
    const reserved: number[] = [];
    for (let i = 0; i < 5; i++) {
      const u = await buyer(database.db);
      await itemInCarts(database.db, [u.id], { title: `${title} ${i}`, priceCents: 4_00 });
      const res = await purchase(i % 2 ? a : b, u.headers, checkoutPayload(country, { paymentMethod: 'card', directPayment: true }));
      expect(res.status).toBe(200);
      reserved.push(((await res.json()) as { payload: { order_id: number } }).payload.order_id);
    }
    const expired = async () =>
      database.db.select({ id: orders.id }).from(orders).where(and(inArray(orders.id, reserved), eq(orders.status, 'expired')));
    const end = Date.now() + 30_000;
    while ((await expired()).length < reserved.length && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
    expect(await expired()).toHaveLength(reserved.length);
    const events = await database.db
      .select({ orderId: orderEvents.orderId })
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, reserved), eq(orderEvents.toStatus, 'expired')));
    expect(events.map((e) => e.orderId).sort()).toEqual([...reserved].sort());
    for (const s of [a, b]) expect(await listed(s, title)).toHaveLength(reserved.length);
  }, 120_000);
});

describe.skipIf(testDbKind !== 'postgres')('WEB_CONCURRENCY (SCALE-2)', () => {
  let copy: Awaited<ReturnType<typeof copyTemplateDatabase>>;
  let server: Server | undefined;
  afterAll(async () => {
    await stopServer(server);
    await copy?.drop();
  }, 60_000);

  it('SCALE-2: WEB_CONCURRENCY=2 serves one port from two processes', async () => {
    copy = await copyTemplateDatabase();
    server = await startServer(copy.url, { WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' });
    const listening = () => new Set([...server!.out().matchAll(/"pid":(\d+)[^\n]*Server listening at http:\/\/127\.0\.0\.1:(\d+)/g)].map((m) => `${m[1]}:${m[2]}`));
    const end = Date.now() + 60_000;
    while (listening().size < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
    const port = new URL(server.base).port;
    expect([...listening()].map((l) => l.split(':')[1])).toEqual([port, port]);
    // Fresh connections are handed to either process: both answer requests.
    for (let i = 0; i < 40; i++) await fetch(`${server.base}/api/healthz`, { headers: { connection: 'close' } });
    const served = new Set([...server.out().matchAll(/"pid":(\d+)[^\n]*"msg":"request completed"/g)].map((m) => m[1]));
    expect(served.size).toBe(2);
  }, 180_000);
});
