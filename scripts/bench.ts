// npm run bench: load-tests the catalogue API of a seeded database and prints a markdown report
// (docs/benchmarks.md keeps the numbers). The server runs in its own process, as in production;
// autocannon drives it over loopback.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import autocannon from 'autocannon';

const USAGE = `Usage: npm run bench -- [--duration 10] [--connections 32] [--purchases 20] [--processes 1] [--checkouts 2000]

Load-tests the catalogue API of the seeded database of the server's environment (DATABASE_URL,
else PGlite in DATA_DIR) and prints a markdown report with the query plans: each case warm (one
URL, cached), cold (the URL varies) at N connections and cold at 1 connection; on PostgreSQL also
the mixed load (N connections browsing the cold cases while purchases by balance run at a steady
rate); then the checkout (buyers of distinct items, by balance and by card). Seed first:
npm run seed -- --items 100000 (PGlite) or DATABASE_URL=postgres://... npm run seed -- --items 1000000.
  --duration S      seconds per case (default 10)
  --connections N   concurrent connections (default 32)
  --purchases R     purchases per second of the mixed load (default 20)
  --processes N     server processes on the port (WEB_CONCURRENCY; above 1 needs DATABASE_URL and Redis:
                    REDIS_URL, default redis://127.0.0.1:6379)
  --checkouts N     purchases per checkout case, each by its own buyer (default 2000; the items stay sold),
                    after 4 x connections unreported warm-up purchases of each method
  --only PARTS      run only these parts, comma-separated: lists (the list cases and their plans), mixed, checkout
  --cases TEXTS     run only the list cases whose name contains one of these comma-separated texts
                    (case-insensitive), for an A/B of a few
  --encoding TEXT   the Accept-Encoding of the browsing requests (default Chromium's: gzip, deflate, br, zstd;
                    identity asks for no compression, as the runs before the fifteenth session did)
  --cpu-prof DIR    write the server's V8 CPU profile (.cpuprofile, one per process) into DIR when it stops
  --help            show this text`;
if (process.argv.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(v) || v <= 0) throw new Error(`--${name} must be a positive number`);
  return v;
}
const duration = arg('duration', 10);
/** Seconds of unreported load on the `SELECT 1` endpoint before it is measured. */
const WARM_UP_SECONDS = 3;
const connections = arg('connections', 32);
const purchaseRate = arg('purchases', 20);
const processes = arg('processes', 1);
const checkouts = arg('checkouts', 2000);
const PARTS = ['lists', 'mixed', 'checkout'] as const;
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '').split(',') : [...PARTS];
if (only.some((p) => !(PARTS as readonly string[]).includes(p))) throw new Error(`--only takes a comma-separated list of ${PARTS.join(', ')}`);
const runs = (part: (typeof PARTS)[number]) => only.includes(part);
const casesAt = process.argv.indexOf('--cases');
const caseFilters = casesAt >= 0 ? (process.argv[casesAt + 1] ?? '').toLowerCase().split(',') : [''];
const encodingAt = process.argv.indexOf('--encoding');
/** What a browser asks for: a list answer is then compressed, as its users receive it. */
const acceptEncoding = encodingAt >= 0 ? (process.argv[encodingAt + 1] ?? '') : 'gzip, deflate, br, zstd';
const profileAt = process.argv.indexOf('--cpu-prof');
const profileDir = profileAt >= 0 ? resolve(process.argv[profileAt + 1] ?? '.') : null;

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => ok(typeof a === 'object' && a ? a.port : 0));
    });
  });

// The checkout cases' buyers, made before the server opens the database (PGlite allows one process at a time).
const { loadConfig } = await import('../apps/api/src/config.ts');
const { openDatabase, queryRows } = await import('../apps/api/src/db/client.ts');
const { preparePurchases, runCheckouts, shopBackends } = await import('./bench-checkout.ts');
const { checkoutPayload } = await import('../apps/api/test/checkout-body.ts');
const { sql } = await import('drizzle-orm');
const { z } = await import('zod');
const config = loadConfig();
const openShopDatabase = () =>
  openDatabase(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 4 } : { kind: 'pglite', dataDir: config.DATA_DIR });
let database = await openShopDatabase();
const [country] = await queryRows(database.db, z.object({ id: z.number().int() }), sql`SELECT id FROM countries ORDER BY id LIMIT 1`);
/**
 * Purchases of each method made before the measured ones, not reported: whichever case ran first
 * paid for the server's warm-up (its JIT, its growing pool), 221-258 purchases/s against 311 for
 * the same case run second.
 */
const warmUp = 4 * connections;
const purchases = runs('checkout')
  ? {
      warm: { balance: await preparePurchases(database.db, warmUp), card: await preparePurchases(database.db, warmUp) },
      balance: await preparePurchases(database.db, checkouts),
      card: await preparePurchases(database.db, checkouts),
    }
  : null;
/**
 * SCALE-48: the details case's products, random available ones that no checkout case holds in a cart
 * nor the mixed load buys (id % 97 = 5), so none is a 404 while the lists run.
 */
const detailIds = (
  await queryRows(
    database.db,
    z.object({ id: z.number().int() }),
    sql`SELECT id FROM items i WHERE status = 'available' AND id % 97 <> 5 AND NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.item_id = i.id) ORDER BY random() LIMIT 20000`,
  )
).map((r) => r.id);
await database.close();

/**
 * The mixed load's buyers (PostgreSQL only: PGlite takes one process at a time): bearer tokens of
 * verified customers with a large balance, the available items they buy, and a country to ship to.
 */
const buyers: string[] = [];
let forSale: number[] = [];
let countryId = 0;
if (process.env.DATABASE_URL && runs('mixed')) {
  const { createSession } = await import('../apps/api/src/modules/account/index.ts');
  const buyersDb = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 2 });
  const idRow = z.object({ id: z.number().int() });
  const stamp = Date.now().toString(36);
  const made = await queryRows(
    buyersDb.db,
    idRow,
    sql`INSERT INTO users (email, name, surname, password_hash, email_verified_at, balance_minor)
      SELECT 'bench-' || ${stamp} || '-' || g || '@example.com', 'Bench', 'Buyer', 'x', now(), 1000000000 FROM generate_series(1, 100) g RETURNING id`,
  );
  for (const { id } of made) buyers.push((await createSession(buyersDb.db, { userId: id, kind: 'api', lifetime: { ttlMs: 3_600_000, absoluteMs: 3_600_000 } })).token);
  // Not the checkout cases' items (already in their buyers' carts): buying one here made that checkout a 409.
  forSale = (await queryRows(buyersDb.db, idRow, sql`SELECT id FROM items i WHERE status = 'available' AND id % 97 = 5 AND NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.item_id = i.id) ORDER BY id DESC LIMIT ${Math.ceil(purchaseRate * duration * 2) + 100}`)).map((r) => r.id);
  countryId = (await queryRows(buyersDb.db, idRow, sql`SELECT id FROM countries ORDER BY id LIMIT 1`))[0]?.id ?? 0;
  await buyersDb.close();
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const root = resolve(import.meta.dirname, '..');
// The server as production runs it (npm start): the API's bundle, built from the tree as it is. Run
// from its source through tsx, each of its inner functions also paid tsx's naming helper (2 % of a
// cold list request's server CPU).
execFileSync(process.execPath, ['build.mjs'], { cwd: resolve(root, 'apps/api'), stdio: 'inherit' });
const server = spawn(process.execPath, [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'apps/api/dist/main.js'], {
  cwd: root,
  // Production refuses to start without its own webhook secrets (SEC-1); the catalogue needs no payments.
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_ON_START: 'false',
    NODE_ENV: 'production',
    // Production also wants an https address and a mail transport (SEC-1); the bench sends no mail.
    PUBLIC_URL: base,
    TLS_TERMINATED_BY_PROXY: 'true',
    MAIL_TRANSPORT: 'outbox',
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    PAYOUT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    PAYOUT_DETAILS_KEY: randomBytes(32).toString('hex'),
    // The card checkout case pays through the sandbox provider.
    PAYMENT_PROVIDER: 'sandbox',
    ALLOW_UNSAFE_SANDBOX_IN_PRODUCTION: 'true',
    WEB_CONCURRENCY: String(processes),
    ...(processes > 1 ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } : {}),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
process.on('exit', () => server.kill('SIGTERM'));

for (let i = 0; i < 240; i++) {
  if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
  try {
    if ((await fetch(`${base}/api/readyz`)).ok) break;
  } catch {
    // not up yet
  }
  await new Promise((r) => setTimeout(r, 250));
}

const info = (await (await fetch(`${base}/api/items/list?limit=1`)).json()) as { meta: { total: number } };
const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const upTo = (n: number) => 1 + Math.floor(Math.random() * n);
const TERMS = ['redline', 'asiimov', 'doppler', 'fade', 'dragon', 'vice', 'hyper', 'neon'];
const TYPES = ['Rifle', 'Pistol', 'SMG', 'Sticker', 'Knife', 'Sniper Rifle', 'Agent', 'Gloves', 'Shotgun', 'Machinegun'];
const QUALITIES = ['Covert', 'Classified', 'Restricted', 'Mil-Spec', 'Consumer Grade', 'Industrial Grade'];
const EXTERIORS = ['Factory New', 'Minimal Wear', 'Field-Tested', 'Well-Worn', 'Battle-Scarred'];
const SUBCATEGORIES = ['rifles', 'pistols', 'smgs', 'heavy', 'knives', 'gloves', 'agents', 'stickers'];
const sort = () => pick(['asc', 'desc']);

/** Each case: a fixed URL (served from the list cache after the first hit) and an uncached variant. */
const cases: { name: string; path: string; cold: () => string }[] = [
  { name: 'default page, price desc', path: '/api/items/list', cold: () => `/api/items/list?page=${upTo(200)}&price_till=${100000 + Math.floor(Math.random() * 9e5)}` },
  { name: 'default page, asc, pages 1-100', path: '/api/items/list?sort=asc&page=100', cold: () => `/api/items/list?sort=asc&page=${upTo(100)}&price_from=${upTo(500)}` },
  { name: 'text search', path: '/api/items/list?search=redline', cold: () => `/api/items/list?search=${pick(TERMS)}&sort=${sort()}&price_till=${100000 + Math.floor(Math.random() * 9e5)}` },
  { name: 'type, pages 1-100', path: '/api/items/list?type=Knife&page=100', cold: () => `/api/items/list?type=${encodeURIComponent(pick(TYPES))}&sort=${sort()}&page=${upTo(100)}` },
  {
    name: 'quality & exterior, pages 1-100',
    path: '/api/items/list?quality=Covert&exterior_names=Factory%20New',
    cold: () => `/api/items/list?quality=${encodeURIComponent(pick(QUALITIES))}&exterior_names=${encodeURIComponent(pick(EXTERIORS))}&sort=${sort()}&page=${upTo(100)}`,
  },
  // SCALE-35: a subcategory's pages (/catalog/agents), each sort.
  {
    name: 'subcategory, pages 1-100',
    path: '/api/items/list?subcategory=agents&sort=asc&page=100',
    cold: () => `/api/items/list?subcategory=${pick(SUBCATEGORIES)}&sort=${sort()}&page=${upTo(100)}`,
  },
  { name: 'sale or new, pages 1-100', path: '/api/items/list?sale=true', cold: () => `/api/items/list?${pick(['sale', 'new'])}=true&sort=${sort()}&page=${upTo(100)}` },
  {
    name: 'combined filter, page 50',
    path: '/api/items/list?type=Rifle&quality=Covert,Classified,Restricted,Mil-Spec&price_from=1&price_till=5000&sort=asc&page=50',
    cold: () => `/api/items/list?type=Rifle&quality=Covert,Classified,Restricted,Mil-Spec&price_from=1&price_till=${5000 + Math.floor(Math.random() * 1e5)}&sort=asc&page=50`,
  },
  // Issue 19: the skin filters and sorts (SKIN-5, SKIN-6, SKIN-8).
  {
    name: 'discount sort, type, pages 1-100',
    path: '/api/items/list?type=Knife&sort=discount&page=100',
    cold: () => `/api/items/list?type=${encodeURIComponent(pick(TYPES))}&sort=discount&page=${upTo(100)}`,
  },
  {
    name: 'float range + StatTrak, float sort',
    path: '/api/items/list?float_from=0.15&float_to=0.18&stattrak=stattrak&sort=float_asc',
    cold: () => {
      const from = Math.round(Math.random() * 0.6 * 1e4) / 1e4;
      return `/api/items/list?float_from=${from}&float_to=${from + 0.02}&stattrak=stattrak&sort=float_asc&page=${1 + Math.floor(Math.random() * 5)}`;
    },
  },
  {
    name: 'pattern + phase + stickers, discount sort',
    path: '/api/items/list?pattern=661&sort=discount',
    cold: () => `/api/items/list?pattern=${Math.floor(Math.random() * 1001)}&sort=discount${Math.random() < 0.5 ? '&stickers=true' : `&phase=${encodeURIComponent('Phase 2,Ruby')}`}`,
  },
  // autocannon sends a URL as written: spaces must be encoded, or every request is a 400.
  {
    name: 'search words (StatTrak AK-47 FT)',
    path: `/api/items/list?search=${encodeURIComponent('StatTrak AK-47 FT')}`,
    // A price bound too: the 20 terms alone would all be cached after their first hits.
    cold: () =>
      `/api/items/list?search=${encodeURIComponent(`StatTrak ${pick(['AK-47', 'AWP', 'M4A4', 'Glock'])} ${pick(['FN', 'MW', 'FT', 'WW', 'BS'])}`)}&price_till=${100000 + Math.floor(Math.random() * 9e5)}`,
  },
  // SCALE-41, SCALE-42: the search box with a sidebar checkbox (a type, a quality or an exterior).
  {
    name: 'search + a filter',
    path: '/api/items/list?search=fade&quality=Covert',
    cold: () => {
      const filter = pick([`type=${encodeURIComponent(pick(TYPES))}`, `quality=${encodeURIComponent(pick(QUALITIES))}`, `exterior_names=${encodeURIComponent(pick(EXTERIORS))}`]);
      return `/api/items/list?search=${pick(TERMS)}&${filter}&sort=${sort()}&price_till=${100000 + Math.floor(Math.random() * 9e5)}`;
    },
  },
  // SCALE-48: a product's page (the item and its similar list), cached like a list page.
  { name: 'product details', path: `/api/items/${detailIds[0] ?? 1}`, cold: () => `/api/items/${pick(detailIds)}` },
].filter((c) => caseFilters.some((text) => c.name.toLowerCase().includes(text)));
/** The list cases alone: the mixed load browses them (as measured since the ninth session), and they have plans. */
const listCases = cases.filter((c) => c.path.startsWith('/api/items/list'));

/** CPU ms (user + system) a process has used so far, from /proc (Linux; throws elsewhere). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, the 14th and 15th fields of stat, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU ms the server's processes have used so far (null where /proc does not tell). */
function serverCpuMs(): number | null {
  try {
    const pid = server.pid!;
    const workers = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return [pid, ...workers].reduce((sum, p) => sum + cpuMsOf(p), 0);
  } catch {
    return null;
  }
}

/**
 * CPU ms the shop's database backends (PostgreSQL on this machine) have used so far, by process
 * id; empty on PGlite, which runs inside the server. A backend the pool opens during a run counts
 * from zero.
 */
async function databaseCpuMs(): Promise<Map<number, number>> {
  const pids = config.DATABASE_URL ? await shopBackends(config.DATABASE_URL) : [];
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      used.set(pid, cpuMsOf(pid));
    } catch {
      // the backend ended since it was listed
    }
  }
  return used;
}

/**
 * Issue 48's budgets, work per request (it does not move with the machine's speed), set for 1M
 * items on PostgreSQL: every cold list case at most 0.30 ms of server CPU and 0.30 ms of database
 * CPU per request, a purchase by balance at most 1.2 ms of server CPU.
 */
const BUDGET_MS = { coldServer: 0.3, coldDatabase: 0.3, purchaseServer: 1.2 } as const;
const overBudget: string[] = [];

/** A CPU figure against its budget: 'within', or how many times the budget it took (kept for the summary). */
function againstBudget(what: string, value: string, budget: number): string {
  const ms = Number(value);
  if (value === '—' || !Number.isFinite(ms)) return '—';
  if (ms <= budget) return 'within';
  overBudget.push(`${what}: ${value} ms (budget ${budget.toFixed(2)}, ${(ms / budget).toFixed(1)}x)`);
  return `${(ms / budget).toFixed(1)}x`;
}

/** The CPU a server and its database used per request (or purchase) between two readings. */
async function cpuReading() {
  const [server, database] = [serverCpuMs(), await databaseCpuMs()];
  return async (requests: number) => {
    const [serverAfter, databaseAfter] = [serverCpuMs(), await databaseCpuMs()];
    if (requests === 0) return { server: '—', database: '—' };
    const databaseUsed = [...databaseAfter].reduce((sum, [pid, ms]) => sum + ms - (database.get(pid) ?? 0), 0);
    return {
      server: server === null || serverAfter === null ? '—' : ((serverAfter - server) / requests).toFixed(2),
      database: databaseAfter.size === 0 ? '—' : (databaseUsed / requests).toFixed(2),
    };
  };
}

async function run(path: string | (() => string), conns = connections, seconds = duration) {
  const reading = await cpuReading();
  const result = await autocannon({
    url: base,
    connections: conns,
    duration: seconds,
    headers: { 'accept-encoding': acceptEncoding },
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: typeof path === 'string' ? path : path() }) }],
  });
  // The server's and the database's CPU per answered request: what a request costs them, whatever else loads the machine.
  const cpu = await reading(result.requests.total);
  return { p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), errors: result.errors + result.non2xx, cpu };
}

console.log(`\n## ${backend}, ${info.meta.total.toLocaleString('en-US')} available items, ${connections} connections, ${duration} s each, ${processes} server process(es), Accept-Encoding: ${acceptEncoding}\n`);
if (runs('lists')) {
  console.log(`| case | cache | connections | p50 ms | p99 ms | req/s | of SELECT 1 | errors | server CPU ms/request | database CPU ms/request | server / database budget (${BUDGET_MS.coldServer} / ${BUDGET_MS.coldDatabase} ms, cold) |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  // Issue 20's yardstick at 10k items: each cold case at least half the rate of an endpoint that runs
  // `SELECT 1`, measured in the same run (this machine's speed drifts by a third within minutes).
  // First an unreported run: a server just started has a cold JIT, and the yardstick read low by
  // 42-54 % at 3 s a case and 4-17 % at 10 s, which flattered the cold cases beside it
  // (docs/benchmarks-history.md, twenty-third session).
  await run('/api/readyz', connections, WARM_UP_SECONDS);
  const floor = await run('/api/readyz');
  console.log(`| SELECT 1 endpoint (/api/readyz) | — | ${connections} | ${floor.p50} | ${floor.p99} | ${floor.rps} | 100 % | ${floor.errors} | ${floor.cpu.server} | ${floor.cpu.database} | — |`);
  for (const c of cases) {
    for (const [label, target, conns] of [['warm', c.path, connections], ['cold', c.cold, connections], ['cold', c.cold, 1]] as const) {
      const r = await run(target, conns);
      const share = conns === connections && floor.rps > 0 ? `${Math.round((100 * r.rps) / floor.rps)} %` : '—';
      const budget = label === 'cold' && conns === connections ? `${againstBudget(`${c.name}, server`, r.cpu.server, BUDGET_MS.coldServer)} / ${againstBudget(`${c.name}, database`, r.cpu.database, BUDGET_MS.coldDatabase)}` : '—';
      console.log(`| ${c.name} | ${label} | ${conns} | ${r.p50} | ${r.p99} | ${r.rps} | ${share} | ${r.errors} | ${r.cpu.server} | ${r.cpu.database} | ${budget} |`);
    }
  }
}
/** A purchase by balance of one item: its cart add, then the checkout call (the one timed). */
async function buy(token: string, itemId: number): Promise<number | null> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const post = (path: string, body: object) => fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!(await post('/api/cart/add', { id: itemId })).ok) return null;
  const started = performance.now();
  const res = await post('/api/purchase/product', checkoutPayload(countryId));
  return res.ok ? performance.now() - started : null;
}

const percentile = (sorted: number[], p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);

/** Browsing the cold cases at N connections, alone and while purchases run at a steady rate. */
async function mixedLoad() {
  const browse = () => pick(listCases).cold();
  const alone = await run(browse);
  const times: number[] = [];
  let failed = 0;
  let n = 0;
  const pending: Promise<void>[] = [];
  const timer = setInterval(() => {
    const item = forSale[n];
    const token = buyers[n % buyers.length];
    n++;
    if (item === undefined || token === undefined) return;
    pending.push(buy(token, item).then((ms) => void (ms === null ? failed++ : times.push(ms))));
  }, 1000 / purchaseRate);
  const mixed = await run(browse);
  clearInterval(timer);
  await Promise.all(pending);
  times.sort((a, b) => a - b);
  console.log(`\n### Mixed load: ${connections} connections browsing the cold cases, ${purchaseRate} purchases/s by balance\n`);
  console.log('| purchases/s wanted | achieved | browse req/s | browse p50 ms | browse p99 ms | browse errors | purchase p50 ms | purchase p99 ms | failed purchases |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(`| none | — | ${alone.rps} | ${alone.p50} | ${alone.p99} | ${alone.errors} | — | — | — |`);
  console.log(
    `| ${purchaseRate} | ${(times.length / duration).toFixed(1)} | ${mixed.rps} | ${mixed.p50} | ${mixed.p99} | ${mixed.errors} | ${percentile(times, 50)} | ${percentile(times, 99)} | ${failed} |`,
  );
}

if (buyers.length) await mixedLoad();

if (purchases) {
  console.log(`\n### Checkout, ${checkouts} buyers of distinct items, ${connections} at a time\n`);
  console.log(`| case | purchases/s | p50 ms | p99 ms | errors | lock waits (share of active backends) | server CPU ms/purchase | database CPU ms/purchase | server budget (${BUDGET_MS.purchaseServer} ms, by balance) |`);
  console.log('|---|---|---|---|---|---|---|---|---|');
  const checkoutCountry = country?.id ?? 0;
  // The warm-up also grows the pool to its size, so that the CPU readings see the backends from the start.
  for (const method of ['balance', 'card'] as const) if (purchases.warm[method].length) await runCheckouts(base, purchases.warm[method], { connections, method, countryId: checkoutCountry });
  for (const method of ['balance', 'card'] as const) {
    // A small database runs out of items for distinct buyers (2,000 by balance leave none for card at 2,000 items).
    if (!purchases[method].length) {
      console.log(`| checkout by ${method} | no buyers: no items were left for them (seed more items or lower --checkouts) | | | | | | | |`);
      continue;
    }
    const reading = await cpuReading();
    const r = await runCheckouts(base, purchases[method], { connections, method, countryId: checkoutCountry, databaseUrl: config.DATABASE_URL });
    const cpu = await reading(r.purchased);
    const locks = r.lockShare === null ? 'n/a (PGlite)' : `${(r.lockShare * 100).toFixed(1)} %`;
    const budget = method === 'balance' ? againstBudget('checkout by balance, server', cpu.server, BUDGET_MS.purchaseServer) : '—';
    console.log(`| checkout by ${method} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors}${r.refusals ? ` (${r.refusals})` : ''} | ${locks} | ${cpu.server} | ${cpu.database} | ${budget} |`);
  }
}
// The budgets are set for 1M items on PostgreSQL; at another size or on PGlite the figures are for comparison only.
console.log(overBudget.length ? `\nOver budget (${overBudget.length}):\n${overBudget.map((o) => `- ${o}`).join('\n')}` : '\nEvery measured case is within its budget.');
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));

// The plans of the cases' page queries, on the same database (PGlite allows one process at a time).
if (runs('lists')) {
  const { listConditions } = await import('../apps/api/src/modules/catalog/list/conditions.ts');
  const { searchedPageQuery } = await import('../apps/api/src/modules/catalog/list/matches.ts');
  const { orderedPageQuery } = await import('../apps/api/src/modules/catalog/list/price-walk.ts');
  const { COUNT_CAP } = await import('../apps/api/src/modules/catalog/list/totals.ts');
  const { lexemesRowSchema, wordSearch } = await import('../apps/api/src/modules/catalog/list/word-search.ts');
  const { itemsListQuerySchema } = await import('@skins/contract');
  database = await openShopDatabase();
  for (const c of listCases) {
    const q = itemsListQuerySchema.parse(Object.fromEntries(new URL(c.path, base).searchParams));
    const [subcategory] = q.subcategory ? await queryRows(database.db, z.object({ id: z.number().int() }), sql`SELECT id FROM categories WHERE parent_id IS NOT NULL AND url = ${q.subcategory}`) : [];
    const where = listConditions(q, 1, subcategory?.id ?? null);
    const offset = (q.page - 1) * q.limit;
    // The page's ids as the service takes them (its rows are then read by primary key): a word
    // search from the word table (SCALE-26), merged when its leading word starts a few lexemes.
    const words = q.search ? wordSearch(q, 1, null) : null;
    const found = await Promise.all((words?.words ?? []).map(async (word) => ({ word, ...(await queryRows(database.db, lexemesRowSchema, words!.lexemesOf(word)))[0]! })));
    const page = words
      ? ((found.every((f) => f.lexemes.length > 0) && words.mergedPage(found, q.limit, offset, COUNT_CAP, info.meta.total)) || words.collectedPage(q.limit, offset))
      : q.search
        ? searchedPageQuery(where, q.sort, q.limit, offset)
        : orderedPageQuery(q, (part) => listConditions(part, 1, subcategory?.id ?? null), q.limit, offset);
    const plan = await queryRows(database.db, z.object({ 'QUERY PLAN': z.string() }), sql`EXPLAIN (ANALYZE, COSTS OFF) ${page}`);
    console.log(`\n### Plan: ${c.name}\n\n\`\`\`\n${plan.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\``);
  }
  await database.close();
}
process.exit(0);
