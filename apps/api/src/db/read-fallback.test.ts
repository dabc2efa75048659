import { connect, createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithEnv, closedPort } from '../../test/auth-helpers.ts';
import { insertItem } from '../../test/factories.ts';
import { json } from '../../test/helpers.ts';
import { copyTemplateDatabase, openTestDatabase, testDbKind } from '../../test/test-database.ts';
import type { Logger } from '../lib/ctx.ts';
import { openDatabase, type Database } from './client.ts';
import { readWithFallback, REPLICA_RETRY_MS, replicaUnavailable } from './read-fallback.ts';

const TOKEN = 'replica-test-token-0123456789';

/** A logger that keeps what it is told, to read the log lines back. */
function keptLog(): Logger & { lines: { level: string; msg: string }[] } {
  const lines: { level: string; msg: string }[] = [];
  const keep = (level: string) => (obj: object | string, msg?: string) => lines.push({ level, msg: typeof obj === 'string' ? obj : (msg ?? '') });
  return { lines, info: keep('info'), warn: keep('warn'), error: keep('error') };
}

/** The value of one sample of a scrape (`name` or `name{labels}`), undefined when the scrape has none. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** A PostgreSQL URL whose server takes each connection and closes it at once (a replica going down), counting them. */
async function cuttingServer(): Promise<{ url: string; connections: () => number; close(): Promise<void> }> {
  let count = 0;
  const server: Server = createServer((socket) => {
    count++;
    socket.destroy();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/skins`,
    connections: () => count,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}

let database: Database;
/** A node-postgres handle on a port where nothing listens: every connection is refused. */
let refusing: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  refusing = await openDatabase({ kind: 'postgres', url: `postgres://postgres@127.0.0.1:${await closedPort()}/skins`, poolSize: 4 });
});
afterAll(async () => {
  await refusing?.close();
  await database?.close();
});

describe('REPLICA-1, REPLICA-2, REPLICA-3: a read replica that refuses connections', () => {
  let app: FastifyInstance;
  const log = keptLog();
  let reads: ReturnType<typeof readWithFallback>;
  beforeAll(async () => {
    reads = readWithFallback(refusing.db, database.db, log);
    app = await appWithEnv({ ...database, readDb: reads.readDb, readReplica: reads.state }, { JOBS_INTERVAL_MS: '0', METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => app?.close());

  it('REPLICA-1: the catalogue still answers, from the primary: the list (with an item just put there), the item, the categories and the filters', async () => {
    const title = `Replica Fallback Skin ${Date.now()}`;
    const item = await insertItem(database.db, { title, priceCents: 12_34 });
    const list = await app.inject({ url: `/api/items/list?search=${encodeURIComponent(title)}` });
    expect(list.statusCode).toBe(200);
    expect(json(list).payload.map((p: { title: string }) => p.title)).toEqual([title]);
    const one = await app.inject({ url: `/api/items/${item.id}` });
    expect([one.statusCode, json(one).payload.title]).toEqual([200, title]);
    for (const url of ['/api/categories', '/api/items/filter-data', '/api/items/subcategories']) expect((await app.inject({ url })).statusCode, url).toBe(200);
    // Statements the replica refused for a reason other than its absence are not sent elsewhere: they fail.
    expect(replicaUnavailable(new Error('relation "nope" does not exist'))).toBe(false);
    expect(replicaUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
  });

  it('REPLICA-2: /api/metrics counts the reads the primary answered (skins_db_read_fallbacks_total) and shows the replica down (skins_db_read_replica_up 0)', async () => {
    const scrape = async () => (await app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    const before = sample(await scrape(), 'skins_db_read_fallbacks_total') ?? 0;
    expect((await app.inject({ url: `/api/items/list?search=replica-metric-${Date.now()}` })).statusCode).toBe(200);
    const after = await scrape();
    expect(after).toContain('# TYPE skins_db_read_fallbacks_total counter');
    expect(sample(after, 'skins_db_read_fallbacks_total')).toBeGreaterThan(before);
    expect(sample(after, 'skins_db_read_replica_up{pool="replica"}')).toBe(0);
    // Without a replica there is nothing to fall back from: the counter stays 0 and the gauge has no sample.
    const plain = await appWithEnv(database, { JOBS_INTERVAL_MS: '0', METRICS_TOKEN: TOKEN });
    try {
      const text = (await plain.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
      expect([sample(text, 'skins_db_read_fallbacks_total'), text.includes('skins_db_read_replica_up{')]).toEqual([0, false]);
    } finally {
      await plain.close();
    }
  });

  it("REPLICA-3: the switch to the primary is logged once as a warning 'read replica unavailable, reading from the primary', not for every read", async () => {
    for (let i = 0; i < 5; i++) expect((await app.inject({ url: `/api/items/list?search=replica-log-${i}-${Date.now()}` })).statusCode).toBe(200);
    expect(log.lines.filter((l) => l.msg === 'read replica unavailable, reading from the primary')).toEqual([{ level: 'warn', msg: 'read replica unavailable, reading from the primary' }]);
  });
});

describe('REPLICA-4: when the reads try the replica again', () => {
  it(`REPLICA-4: after a read it could not answer the replica is left alone for ${REPLICA_RETRY_MS / 1000} s (reads go straight to the primary); then one read tries it again`, async () => {
    const cutting = await cuttingServer();
    const replica = await openDatabase({ kind: 'postgres', url: cutting.url, poolSize: 4 });
    let now = 1_000_000;
    const log = keptLog();
    const { readDb, state } = readWithFallback(replica.db, database.db, log, { now: () => now });
    try {
      const one = async () => ((await readDb.execute(sql`SELECT 1 AS one`)) as unknown as { rows: { one: number }[] }).rows[0]?.one;
      expect(await one()).toBe(1);
      expect([cutting.connections(), state.up, state.fallbacks]).toEqual([1, false, 1]);
      for (let i = 0; i < 5; i++) expect(await one()).toBe(1);
      now += REPLICA_RETRY_MS - 1;
      expect(await one()).toBe(1);
      // Seven reads, all answered by the primary; the replica was asked once.
      expect([cutting.connections(), state.fallbacks]).toEqual([1, 7]);
      now += 1;
      expect(await one()).toBe(1);
      expect([cutting.connections(), state.up, state.fallbacks]).toEqual([2, false, 8]);
      // Still down: still one warning.
      expect(log.lines.filter((l) => l.level === 'warn')).toHaveLength(1);
    } finally {
      await replica.close();
      await cutting.close();
    }
  });
});

/** A TCP relay to the test's PostgreSQL server that can be stopped and started again: a replica that goes away and comes back. */
async function relay(target: URL): Promise<{ url: string; connections: () => number; stop(): Promise<void>; start(): Promise<void> }> {
  const port = await closedPort();
  let count = 0;
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  const start = () =>
    new Promise<void>((ok) => {
      server = createServer((inbound) => {
        count++;
        const outbound = connect(Number(target.port || 5432), target.hostname);
        for (const s of [inbound, outbound]) {
          sockets.add(s);
          s.on('error', () => s.destroy());
          s.on('close', () => sockets.delete(s));
        }
        inbound.pipe(outbound).pipe(inbound);
      }).listen(port, '127.0.0.1', () => ok());
    });
  const stop = () =>
    new Promise<void>((ok) => {
      for (const s of sockets) s.destroy();
      server?.close(() => ok());
    });
  await start();
  const url = new URL(target.toString());
  url.port = String(port);
  url.hostname = '127.0.0.1';
  return { url: url.toString(), connections: () => count, stop, start };
}

describe.skipIf(testDbKind !== 'postgres')('REPLICA-5: a replica that stops and comes back (PostgreSQL)', () => {
  it('REPLICA-5: DATABASE_READ_URL\'s reads go to the replica, to the primary while it is stopped, and back to it once it answers a retry', async () => {
    const copy = await copyTemplateDatabase();
    const way = await relay(new URL(copy.url));
    const log = keptLog();
    // openDatabase's own wiring: its read handle reads through the replica's address.
    const opened = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 2, replica: { url: way.url, log } });
    const replica = await openDatabase({ kind: 'postgres', url: way.url, poolSize: 2 });
    let now = 1_000_000;
    const { readDb, state } = readWithFallback(replica.db, opened.db, log, { now: () => now });
    const one = async (db = readDb) => ((await db.execute(sql`SELECT 1 AS one`)) as unknown as { rows: { one: number }[] }).rows[0]?.one;
    try {
      expect(await one(opened.readDb)).toBe(1);
      expect([way.connections(), opened.readReplica?.up]).toEqual([1, true]);
      expect(await one()).toBe(1);
      expect([way.connections(), state.up, state.fallbacks]).toEqual([2, true, 0]);
      await way.stop();
      expect(await one()).toBe(1);
      expect([state.up, state.fallbacks]).toEqual([false, 1]);
      await way.start();
      now += REPLICA_RETRY_MS;
      expect(await one()).toBe(1);
      expect([way.connections(), state.up, state.fallbacks]).toEqual([3, true, 1]);
      expect(log.lines.map((l) => l.msg)).toEqual(['read replica unavailable, reading from the primary', 'read replica available again, reading from it']);
    } finally {
      await replica.close();
      await opened.close();
      await way.stop();
      await copy.drop();
    }
  });
});
