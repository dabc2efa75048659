// npm run replica-check (issue 50, "More than one machine, on a real replica"; not part of npm test:
// it builds the app and runs two PostgreSQL servers, a few minutes). A PostgreSQL primary and a
// streaming replica of it in a temporary folder on free ports, two built server processes on them
// (DATABASE_URL the primary, DATABASE_READ_URL the replica), and what it measures: the replica's
// lag, how long a sale through process A takes to leave process B's list, that B's reads reach the
// replica, and that the shop keeps selling and listing while the replica is stopped (REPLICA-1,
// REPLICA-2, REPLICA-3), reads coming back to it when it returns (REPLICA-4, REPLICA-5). Everything it started is stopped and its
// folder removed at the end, also when a step fails.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Database } from '../apps/api/src/db/client.ts';

const USAGE = `Usage: npm run replica-check -- [--items N] [--sales N] [--no-build]

Starts a PostgreSQL primary and a streaming replica (initdb, pg_basebackup -R) in a temporary
folder on free ports, migrates and seeds the primary, starts two built server processes with
DATABASE_URL=primary and DATABASE_READ_URL=replica, and prints what it measured: the replica's
lag, the time a sale through process A takes to leave process B's list, the replica's counters
while B lists, and the fallback to the primary while the replica is stopped.
  --items N    available items to seed (default 2000)
  --sales N    sales timed through A against B's list (default 5)
  --no-build   start apps/api/dist/main.js as it is (npm run build otherwise)
  --help       show this text
Run as root, the PostgreSQL servers run as the user postgres (initdb refuses root).`;

const root = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({ options: { items: { type: 'string' }, sales: { type: 'string' }, 'no-build': { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
// The app's modules load after the usage check: --help (run by every npm test, SEAM-4) stays cheap.
const { sql } = await import('drizzle-orm');
const { default: pg } = await import('pg');
const { z } = await import('zod');
const { openDatabase, queryRows } = await import('../apps/api/src/db/client.ts');
const { REPLICA_RETRY_MS } = await import('../apps/api/src/db/read-fallback.ts');
const { createSession, createUser, hashPassword, moveBalance } = await import('../apps/api/src/modules/account/index.ts');
const { checkoutPayload } = await import('../apps/api/test/checkout-body.ts');
const ITEMS = Number(args.items ?? 2000);
const SALES = Number(args.sales ?? 5);

/** The folder of initdb, pg_ctl and pg_basebackup: the newest PostgreSQL installed (Debian's layout), else the PATH's. */
function postgresBin(): string {
  const lib = '/usr/lib/postgresql';
  const versions = existsSync(lib) ? readdirSync(lib).filter((v) => existsSync(join(lib, v, 'bin', 'pg_basebackup'))).sort((a, b) => Number(b) - Number(a)) : [];
  if (versions[0]) return join(lib, versions[0], 'bin');
  return resolve(execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim(), '..');
}
const bin = postgresBin();
/** initdb refuses to run as root: then the servers run as the user postgres. */
const asRoot = process.getuid?.() === 0;
const pgUser = asRoot ? { uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) } : null;
function pgTool(tool: string, toolArgs: string[]): string {
  const command = asRoot ? ['runuser', '-u', 'postgres', '--', join(bin, tool), ...toolArgs] : [join(bin, tool), ...toolArgs];
  return execFileSync(command[0]!, command.slice(1), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => ok(typeof a === 'object' && a ? a.port : 0));
    });
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ms = (n: number) => `${Math.round(n)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

// What has to be undone, in this order: the servers, the PostgreSQL servers, the folder.
const dir = mkdtempSync(join(tmpdir(), 'skins-replica-'));
if (pgUser) chownSync(dir, pgUser.uid, pgUser.gid);
const children: ChildProcess[] = [];
const clusters: string[] = [];
let cleaned = false;
async function cleanUp(): Promise<void> {
  if (cleaned) return;
  cleaned = true;
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((ok) => {
          if (c.exitCode !== null || c.signalCode !== null) return ok();
          c.once('exit', () => ok());
          c.kill('SIGTERM');
          setTimeout(() => c.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
  for (const data of clusters) {
    try {
      pgTool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Not running (stopped by the check, or it never started).
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));
process.on('SIGTERM', () => void cleanUp().then(() => process.exit(143)));

/** A cluster's URL for `database`. */
const urlOf = (port: number, database = 'skins') => `postgres://postgres@127.0.0.1:${port}/${database}`;

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function waitFor(what: string, check: () => Promise<boolean>, limitMs = 60_000): Promise<number> {
  const started = performance.now();
  while (!(await check().catch(() => false))) {
    if (performance.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs / 1000} s`);
    await sleep(10);
  }
  return performance.now() - started;
}

function startCluster(data: string, port: number): void {
  pgTool('pg_ctl', ['-D', data, '-l', `${data}.log`, '-o', `-p ${port} -k ${dir}`, '-w', '-t', '120', 'start']);
}

interface Shop {
  name: string;
  base: string;
  out: () => string;
}

const METRICS_TOKEN = randomBytes(16).toString('hex');
async function startShop(name: string, primary: number, replica: number): Promise<Shop> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // info: the replica's switches (REPLICA-3) are a warning and an info line.
      LOG_LEVEL: 'info',
      SEED_ON_START: 'false',
      DATABASE_URL: urlOf(primary),
      DATABASE_READ_URL: urlOf(replica),
      DATABASE_POOL_SIZE: '8',
      METRICS_TOKEN,
      // What production wants to start (SEC-1), as npm run bench sets it; no mail is sent.
      PUBLIC_URL: base,
      TLS_TERMINATED_BY_PROXY: 'true',
      MAIL_TRANSPORT: 'outbox',
      PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
      PAYOUT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
      PAYOUT_DETAILS_KEY: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  await waitFor(`server ${name}`, async () => {
    if (child.exitCode !== null) throw new Error(`server ${name} exited with code ${child.exitCode}`);
    return (await fetch(`${base}/api/readyz`)).ok;
  }, 120_000);
  return { name, base, out: () => out };
}

/** The ids process `shop` lists for a search (its list cache and its read handle: the replica, or the primary on a fallback). */
async function listedIds(shop: Shop, search: string): Promise<number[] | null> {
  const res = await fetch(`${shop.base}/api/items/list?search=${encodeURIComponent(search)}&limit=50`);
  if (!res.ok) return null;
  return ((await res.json()) as { payload: { id: number }[] }).payload.map((p) => p.id);
}

async function metric(shop: Shop, series: string): Promise<number | undefined> {
  const text = await (await fetch(`${shop.base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** A buyer with a balance and an API session, made through the account module on the primary (as npm run bench does). */
async function buyerToken(database: Database): Promise<string> {
  const tag = randomBytes(4).toString('hex');
  const user = await createUser(database.db, { email: `replica-${tag}@example.com`, name: 'Replica', surname: 'Check', passwordHash: await hashPassword(`replica-${tag}`), emailVerifiedAt: new Date() });
  await moveBalance(database.db, { userId: user.id, deltaMinor: 100_000_000, reason: 'adjustment', refType: 'replica-check', refId: `replica-${user.id}` });
  const day = 24 * 60 * 60 * 1000;
  return (await createSession(database.db, { userId: user.id, kind: 'api', lifetime: { ttlMs: day, absoluteMs: day } })).token;
}

/** Puts the item in the buyer's cart and pays for it by balance, both through `shop`'s API. */
async function buyThrough(shop: Shop, token: string, itemId: number, countryId: number): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const added = await fetch(`${shop.base}/api/cart/add`, { method: 'POST', headers, body: JSON.stringify({ id: itemId }) });
  if (!added.ok) throw new Error(`cart/add through ${shop.name}: ${added.status} ${await added.text()}`);
  const paid = await fetch(`${shop.base}/api/purchase/product`, { method: 'POST', headers, body: JSON.stringify(checkoutPayload(countryId)) });
  if (!paid.ok) throw new Error(`purchase through ${shop.name}: ${paid.status} ${await paid.text()}`);
}

/** An available item not in any cart, and the search that lists it (its title). */
async function itemForSale(database: Database): Promise<{ id: number; title: string }> {
  const [row] = await queryRows(
    database.db,
    z.object({ id: z.number().int(), title: z.string() }),
    sql`SELECT id, title FROM items i WHERE status = 'available' AND NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.item_id = i.id) ORDER BY random() LIMIT 1`,
  );
  if (!row) throw new Error('no item left to sell');
  return row;
}

/** The time from a sale through A until B's list of the item's title no longer shows it (B's cache warmed first). */
async function timedSale(a: Shop, b: Shop, database: Database, countryId: number): Promise<number> {
  const item = await itemForSale(database);
  for (let i = 0; i < 3; i++) if (!(await listedIds(b, item.title))?.includes(item.id)) throw new Error(`B does not list item ${item.id} before its sale`);
  await buyThrough(a, await buyerToken(database), item.id, countryId);
  const sold = performance.now();
  await waitFor(`item ${item.id} leaving B's list`, async () => (await listedIds(b, item.title))?.includes(item.id) === false, 30_000);
  return performance.now() - sold;
}

interface Counters {
  statements: number | null;
  commits: number;
  rowsReturned: number;
}
/** The replica's own counters of the shop's database: list statements run there (pg_stat_statements) and transactions and rows read. */
async function counters(url: string): Promise<Counters> {
  const [db] = await query<{ xact_commit: string; tup_returned: string }>(url, "SELECT xact_commit, tup_returned FROM pg_stat_database WHERE datname = 'skins'");
  const statements = await query<{ calls: string }>(url, "SELECT coalesce(sum(calls), 0) AS calls FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = 'skins' AND s.query ILIKE '%items%'").catch(() => null);
  return { statements: statements ? Number(statements[0]?.calls ?? 0) : null, commits: Number(db?.xact_commit ?? 0), rowsReturned: Number(db?.tup_returned ?? 0) };
}
/** pg_stat_database is sent by each backend when it goes idle (PostgreSQL 15: at most every second). */
const STATS_SETTLE_MS = 1500;

async function main(): Promise<void> {
  const started = performance.now();
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryData = join(dir, 'primary');
  const replicaData = join(dir, 'replica');
  console.log(`PostgreSQL binaries: ${bin}${asRoot ? ' (run as the user postgres: this script runs as root, and initdb refuses root)' : ''}`);
  console.log(`Folder: ${dir}; primary on 127.0.0.1:${primaryPort}, replica on 127.0.0.1:${replicaPort}`);

  clusters.push(primaryData);
  pgTool('initdb', ['-D', primaryData, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  appendFileSync(
    join(primaryData, 'postgresql.conf'),
    ["listen_addresses = '127.0.0.1'", 'wal_level = replica', 'max_wal_senders = 4', 'hot_standby = on', "shared_preload_libraries = 'pg_stat_statements'", 'max_connections = 100', ''].join('\n'),
  );
  startCluster(primaryData, primaryPort);
  await query(urlOf(primaryPort, 'postgres'), 'CREATE DATABASE skins');
  await query(urlOf(primaryPort), 'CREATE EXTENSION pg_stat_statements');

  console.log(`Migrating and seeding the primary (${ITEMS} items) ...`);
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/db/seed-cli.ts', '--items', String(ITEMS)], { cwd: root, env: { ...process.env, DATABASE_URL: urlOf(primaryPort) }, stdio: ['ignore', 'ignore', 'inherit'] });

  clusters.push(replicaData);
  pgTool('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaData, '-R', '-X', 'stream', '-c', 'fast']);
  startCluster(replicaData, replicaPort);
  await waitFor('the replica', async () => (await query<{ r: boolean }>(urlOf(replicaPort), 'SELECT pg_is_in_recovery() AS r'))[0]?.r === true);
  const [streaming] = await query<{ state: string; sync_state: string }>(urlOf(primaryPort, 'postgres'), 'SELECT state, sync_state FROM pg_stat_replication');
  console.log(`Replica: in recovery; pg_stat_replication state ${streaming?.state ?? 'none'}, ${streaming?.sync_state ?? '-'}`);

  if (!args['no-build']) {
    console.log('Building (npm run build) ...');
    execFileSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const a = await startShop('A', primaryPort, replicaPort);
  const b = await startShop('B', primaryPort, replicaPort);
  console.log(`Servers: A at ${a.base}, B at ${b.base}\n`);

  const database = await openDatabase({ kind: 'postgres', url: urlOf(primaryPort), poolSize: 2 });
  try {
    const [country] = await queryRows(database.db, z.object({ id: z.number().int() }), sql`SELECT id FROM countries ORDER BY id LIMIT 1`);
    if (!country) throw new Error('the seed made no country');

    // The replica's lag alone: a commit on the primary until the replica has replayed it.
    await query(urlOf(primaryPort, 'postgres'), 'CREATE TABLE replica_probe (at timestamptz)');
    const lags: number[] = [];
    const [onPrimary, onReplica] = [new pg.Client({ connectionString: urlOf(primaryPort, 'postgres') }), new pg.Client({ connectionString: urlOf(replicaPort, 'postgres') })];
    await Promise.all([onPrimary.connect(), onReplica.connect()]);
    try {
      for (let i = 0; i < 20; i++) {
        const t0 = performance.now();
        const { rows } = await onPrimary.query<{ lsn: string }>('INSERT INTO replica_probe VALUES (now()) RETURNING pg_current_wal_lsn()::text AS lsn');
        await waitFor('replay', async () => (await onReplica.query<{ done: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [rows[0]?.lsn])).rows[0]?.done === true, 10_000);
        lags.push(performance.now() - t0);
      }
    } finally {
      await Promise.all([onPrimary.end(), onReplica.end()]);
    }
    const [reported] = await query<{ replay_lag: string | null }>(urlOf(primaryPort, 'postgres'), 'SELECT replay_lag::text FROM pg_stat_replication');
    console.log(`a) replica lag: a commit on the primary replayed on the replica after ${ms(median(lags))} median, ${ms(Math.max(...lags))} max of 20 (polled every 10 ms); pg_stat_replication replay_lag ${reported?.replay_lag ?? 'none'}`);

    // a) A sale through A leaves B's list.
    const sales: number[] = [];
    for (let i = 0; i < SALES; i++) sales.push(await timedSale(a, b, database, country.id));
    console.log(`a) a sale through A left B's list after ${sales.map(ms).join(', ')} (median ${ms(median(sales))}, max ${ms(Math.max(...sales))}; documented: within 1.5 s)`);

    // b) B's reads reach the replica.
    await sleep(STATS_SETTLE_MS);
    const before = await counters(urlOf(replicaPort));
    const primaryBefore = await counters(urlOf(primaryPort));
    const LISTS = 200;
    for (let i = 0; i < LISTS; i++) if (!(await listedIds(b, `replica-reads-${i}`))) throw new Error('B refused a list');
    await sleep(STATS_SETTLE_MS);
    const after = await counters(urlOf(replicaPort));
    const primaryAfter = await counters(urlOf(primaryPort));
    const delta = (x: Counters, y: Counters) =>
      `${y.statements === null || x.statements === null ? 'pg_stat_statements not loaded' : `${y.statements - x.statements} item statements (pg_stat_statements)`}, ${y.commits - x.commits} transactions, ${(y.rowsReturned - x.rowsReturned).toLocaleString('en')} rows returned (pg_stat_database)`;
    console.log(`b) ${LISTS} uncached lists from B: on the replica ${delta(before, after)}; on the primary ${delta(primaryBefore, primaryAfter)}`);

    // c) The replica stops: the shop keeps listing and selling; reads fall back to the primary.
    const fallbacksBefore = (await metric(b, 'skins_db_read_fallbacks_total')) ?? 0;
    pgTool('pg_ctl', ['-D', replicaData, '-m', 'fast', '-w', 'stop']);
    let refused = 0;
    const firstList = await waitFor('a list from B with the replica stopped', async () => {
      const ids = await listedIds(b, `replica-down-${Date.now()}`);
      if (!ids) refused++;
      return ids !== null;
    });
    const downSale = await timedSale(a, b, database, country.id);
    const fellBack = ((await metric(b, 'skins_db_read_fallbacks_total')) ?? 0) - fallbacksBefore;
    const up = await metric(b, 'skins_db_read_replica_up{pool="replica"}');
    const warned = b.out().split('\n').find((l) => l.includes('read replica unavailable, reading from the primary'));
    console.log(`c) replica stopped: B's first list answered after ${ms(firstList)} (${refused} refused); a sale through A left B's list after ${ms(downSale)}; B counted ${fellBack} reads on the primary (skins_db_read_fallbacks_total), skins_db_read_replica_up ${up}`);
    console.log(`   B's log: ${warned ? JSON.stringify(JSON.parse(warned).msg) : 'no warning (missing!)'}`);
    if (refused || !warned || !fellBack || up !== 0) throw new Error('the fallback did not behave as REPLICA-1, REPLICA-2 and REPLICA-3 say');

    // The replica comes back: reads return to it at the first retry it answers (REPLICA_RETRY_MS after the last failed one).
    startCluster(replicaData, replicaPort);
    const back = await waitFor('B reading from the replica again', async () => {
      await listedIds(b, `replica-back-${Date.now()}`);
      return (await metric(b, 'skins_db_read_replica_up{pool="replica"}')) === 1;
    }, 60_000);
    const cameBack = b.out().split('\n').some((l) => l.includes('read replica available again, reading from it'));
    await sleep(STATS_SETTLE_MS);
    const again = await counters(urlOf(replicaPort));
    for (let i = 0; i < 50; i++) await listedIds(b, `replica-again-${i}`);
    await sleep(STATS_SETTLE_MS);
    const againAfter = await counters(urlOf(replicaPort));
    console.log(`c) replica started again: B read from it ${ms(back)} after its start returned (retry every ${REPLICA_RETRY_MS / 1000} s); log 'read replica available again': ${cameBack ? 'yes' : 'no'}; 50 lists from B then: ${delta(again, againAfter)} on the replica`);
    console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await database.close();
  }
}

let failed = false;
try {
  await main();
} catch (err) {
  failed = true;
  console.error('replica-check failed:', err);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
