// The checkout throughput case of npm run bench (SCALE-1, SCALE-4): buyers of distinct items check
// out at once, each request one purchase of its own prepared buyer and cart, by balance or by card.
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { queryRows, type Db } from '../apps/api/src/db/client.ts';
import { createSession, createUser, hashPassword, moveBalance } from '../apps/api/src/modules/account/index.ts';
import { checkoutPayload } from '../apps/api/test/checkout-body.ts';

export type CheckoutMethod = 'balance' | 'card';

/** A prepared purchase: a buyer's bearer token whose cart holds one available item. */
export interface Purchase {
  token: string;
  itemId: number;
}

/** Enough credits for any seeded item. */
const BALANCE_MINOR = 100_000_000;
/** The bench's sessions outlive any run. */
const SESSION_MS = 24 * 60 * 60 * 1000;

/**
 * `count` buyers, each with a balance, an API session and one distinct available item (of the
 * cheapest ones not yet in a cart) in their cart, made through the account module.
 */
export async function preparePurchases(db: Db, count: number): Promise<Purchase[]> {
  const ids = await queryRows(
    db,
    z.object({ id: z.number().int() }),
    sql`SELECT id FROM items i WHERE status = 'available' AND NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.item_id = i.id) ORDER BY price_cents, id LIMIT ${count}`,
  );
  const passwordHash = await hashPassword(`bench-${Date.now()}`);
  const run = Date.now().toString(36);
  const purchases: Purchase[] = [];
  for (const { id } of ids) {
    const user = await createUser(db, { email: `bench-${run}-${id}@example.com`, name: 'Bench', surname: 'Buyer', passwordHash, emailVerifiedAt: new Date() });
    await moveBalance(db, { userId: user.id, deltaMinor: BALANCE_MINOR, reason: 'adjustment', refType: 'bench', refId: `bench-${user.id}` });
    await db.execute(sql`INSERT INTO cart_items (user_id, item_id) VALUES (${user.id}, ${id})`);
    const session = await createSession(db, { userId: user.id, kind: 'api', lifetime: { ttlMs: SESSION_MS, absoluteMs: SESSION_MS } });
    purchases.push({ token: session.token, itemId: id });
  }
  return purchases;
}

/** Share of active backends of the shop's database that wait on a lock, sampled every 20 ms while `during` runs. */
async function lockWaitShare<T>(url: string | undefined, during: Promise<T>): Promise<{ result: T; lockShare: number | null }> {
  if (!url) return { result: await during, lockShare: null };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let active = 0;
  let waiting = 0;
  let done = false;
  const sampling = (async () => {
    while (!done) {
      const { rows } = await client.query<{ active: number; waiting: number }>(
        `SELECT count(*)::int AS active, count(*) FILTER (WHERE wait_event_type = 'Lock')::int AS waiting
         FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
      );
      active += rows[0]?.active ?? 0;
      waiting += rows[0]?.waiting ?? 0;
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  try {
    const result = await during;
    return { result, lockShare: active ? waiting / active : 0 };
  } finally {
    done = true;
    await sampling;
    await client.end();
  }
}

/** The process ids of the client backends connected to the shop's database now (the server's pool). */
export async function shopBackends(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/** Every prepared purchase once, `connections` at a time: purchases/s, latency, errors and the lock waits seen. */
export async function runCheckouts(base: string, purchases: Purchase[], opts: { connections: number; method: CheckoutMethod; countryId: number; databaseUrl?: string }) {
  let next = 0;
  const payload = JSON.stringify(checkoutPayload(opts.countryId, { paymentMethod: opts.method, directPayment: opts.method === 'card' }));
  const options: autocannon.Options = {
    url: base,
    connections: opts.connections,
    amount: purchases.length,
    requests: [
      {
        method: 'POST',
        path: '/api/purchase/product',
        setupRequest: (req) => {
          const p = purchases[next++ % purchases.length];
          return { ...req, headers: { ...req.headers, 'content-type': 'application/json', authorization: `Bearer ${p?.token ?? ''}` }, body: payload };
        },
      },
    ],
  };
  // The run's own time, from its start to its last answer: autocannon reports a run of `amount`
  // requests at its next whole-second tick (a 3.2 s run says 4 s), which capped 1,000 purchases at
  // "249 a second" however fast they went.
  const started = performance.now();
  let last = started;
  let instance: autocannon.Instance | undefined;
  const run = new Promise<autocannon.Result>((ok, fail) => {
    instance = autocannon(options, (error, result) => (error ? fail(error) : ok(result)));
  });
  instance?.on('response', () => {
    last = performance.now();
  });
  const { result, lockShare } = await lockWaitShare(opts.databaseUrl, run);
  const seconds = (last - started) / 1000;
  return {
    rps: Math.round(result['2xx'] / seconds),
    purchased: result['2xx'],
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    /** The answers other than 2xx, by status ('409 x 1'), so an error can be told from a refusal. */
    refusals: Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, stat]) => `${code} x ${stat.count}`)
      .join(', '),
    lockShare,
  };
}
