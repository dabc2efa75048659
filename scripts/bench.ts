// npm run bench: load-tests the catalogue API of a seeded database and prints a markdown report
// (docs/benchmarks.md keeps the numbers). The server runs in its own process, as in production;
// autocannon drives it over loopback.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import autocannon from 'autocannon';

const USAGE = `Usage: npm run bench -- [--duration 10] [--connections 32]

Load-tests GET /api/items/list of the seeded database of the server's environment (DATABASE_URL,
else PGlite in DATA_DIR) and prints a markdown report with the query plans. Seed first:
npm run seed -- --items 100000 (PGlite) or DATABASE_URL=postgres://... npm run seed -- --items 1000000.
  --duration S      seconds per case (default 10)
  --connections N   concurrent connections (default 32)
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
const connections = arg('connections', 32);

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => ok(typeof a === 'object' && a ? a.port : 0));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const root = resolve(import.meta.dirname, '..');
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
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

/** Each case: a fixed URL (served from the list cache after the first hit) and an uncached variant. */
const cases: { name: string; path: string; cold: () => string }[] = [
  { name: 'default page', path: '/api/items/list', cold: () => `/api/items/list?page=${1 + Math.floor(Math.random() * 200)}&price_till=${100000 + Math.floor(Math.random() * 1e6)}` },
  { name: 'text search', path: '/api/items/list?search=redline', cold: () => `/api/items/list?search=${['redline', 'asiimov', 'doppler', 'fade', 'dragon', 'vice', 'hyper', 'neon'][Math.floor(Math.random() * 8)]}&price_till=${100000 + Math.floor(Math.random() * 1e6)}` },
  {
    name: 'combined filter, page 50',
    path: '/api/items/list?type=Rifle&quality=Covert,Classified,Restricted,Mil-Spec&price_from=1&price_till=5000&sort=asc&page=50',
    cold: () => `/api/items/list?type=Rifle&quality=Covert,Classified,Restricted,Mil-Spec&price_from=1&price_till=${5000 + Math.floor(Math.random() * 1e5)}&sort=asc&page=50`,
  },
  // Issue 19: the skin filters and sorts (SKIN-5, SKIN-6, SKIN-8).
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
    cold: () => `/api/items/list?pattern=${Math.floor(Math.random() * 1001)}&sort=discount${Math.random() < 0.5 ? '&stickers=true' : '&phase=Phase 2,Ruby'}`,
  },
  { name: 'search words (StatTrak AK-47 FT)', path: '/api/items/list?search=StatTrak AK-47 FT', cold: () => `/api/items/list?search=StatTrak ${['AK-47', 'AWP', 'M4A4', 'Glock'][Math.floor(Math.random() * 4)]} ${['FN', 'MW', 'FT', 'WW', 'BS'][Math.floor(Math.random() * 5)]}` },
];

async function run(path: string | (() => string)) {
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: typeof path === 'string' ? path : path() }) }],
  });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: Math.round(result.requests.average), errors: result.errors + result.non2xx };
}

console.log(`\n## ${backend}, ${info.meta.total.toLocaleString('en-US')} available items, ${connections} connections, ${duration} s each\n`);
console.log('| case | cache | p50 ms | p99 ms | req/s | errors |');
console.log('|---|---|---|---|---|---|');
for (const c of cases) {
  for (const [label, target] of [['warm', c.path], ['cold', c.cold]] as const) {
    const r = await run(target);
    console.log(`| ${c.name} | ${label} | ${r.p50} | ${r.p99} | ${r.rps} | ${r.errors} |`);
  }
}
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));

// The plans of the cases' queries, on the same database (PGlite allows one process at a time).
const { loadConfig } = await import('../apps/api/src/config.ts');
const { openDatabase, queryRows } = await import('../apps/api/src/db/client.ts');
const { ITEM_COLUMNS, ITEM_FROM, listConditions, listOrder } = await import('../apps/api/src/modules/catalog/items-query.ts');
const { itemsListQuerySchema } = await import('@skins/contract');
const { sql } = await import('drizzle-orm');
const { z } = await import('zod');
const config = loadConfig();
const database = await openDatabase(config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL, poolSize: 1 } : { kind: 'pglite', dataDir: config.DATA_DIR });
for (const c of cases) {
  const q = itemsListQuerySchema.parse(Object.fromEntries(new URL(c.path, base).searchParams));
  const where = listConditions(q, 1, null);
  const plan = await queryRows(
    database.db,
    z.object({ 'QUERY PLAN': z.string() }),
    sql`EXPLAIN (ANALYZE, COSTS OFF) SELECT ${ITEM_COLUMNS} FROM ${ITEM_FROM} WHERE ${where} ORDER BY ${listOrder(q.sort)} LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}`,
  );
  console.log(`\n### Plan: ${c.name}\n\n\`\`\`\n${plan.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\``);
}
await database.close();
process.exit(0);
