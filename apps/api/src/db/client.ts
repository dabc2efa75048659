import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { z } from 'zod';
import { snapshotPglite } from './pglite-snapshot.ts';
import type { Logger } from '../lib/ctx.ts';
import { readWithFallback, type ReadReplicaState } from './read-fallback.ts';
import { renderedQuery } from './rendered-query.ts';

declare const rootHandle: unique symbol;
/**
 * One typed drizzle handle for both drivers (PGlite and node-postgres share PgDatabase): the root
 * handle of the pool. SEAM-2: drizzle types a transaction as a PgDatabase too, so the root carries a
 * brand that only openDatabase gives it: the type checker refuses a transaction where the root is needed.
 */
export type Db = PgDatabase<PgQueryResultHKT> & { readonly [rootHandle]: true };
export type Tx = PgTransaction<PgQueryResultHKT, Record<string, never>, ExtractTablesWithRelations<Record<string, never>>>;
/*
 * The handles are made without drizzle's `schema` option: the shop does not use drizzle's
 * relational queries (`db.query.<table>`), which that option sets up on every transaction too, a
 * builder per table on each purchase (issue 20). The tables' own definitions carry the columns.
 */
/** A handle or a transaction: services that run inside their caller's transaction accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  /** SCALE-2: where catalogue reads go: a replica (DATABASE_READ_URL), else `db` itself. REPLICA-1: the replica's handle falls back to the primary. */
  readDb: Db;
  /** REPLICA-2: how the replica stands (none without one), read by /api/metrics. */
  readReplica?: ReadReplicaState;
  kind: 'pglite' | 'postgres';
  /**
   * SCALE-3: runs `round` unless another process holds the advisory lock `key` (answers false
   * then, without running it), so a timer's round runs once across processes. A PGlite database
   * belongs to one process: its rounds always run.
   */
  once(key: number, round: () => Promise<void>): Promise<boolean>;
  /** METRICS-8: each connection pool as it stands now (the replica's too), read by /api/metrics. */
  pools(): PoolState[];
  /** BACKUP-2: PGlite only: a consistent tar of the data directory, taken while the shop serves (pglite-snapshot.ts). */
  snapshot?: () => Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * METRICS-8: a pool's connections: its size, and on PostgreSQL those lent out and the callers
 * waiting for one. PGlite is one in-process connection with its own queue, which it does not
 * show: it reports its size only.
 */
export interface PoolState {
  pool: 'primary' | 'replica';
  size: number;
  inUse?: number;
  waiting?: number;
}

function poolState(pool: pg.Pool, name: PoolState['pool'], size: number): PoolState {
  return { pool: name, size, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount };
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; replica?: { url: string; log: Logger } }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/**
 * SCALE-38: how long a pooled connection may sit idle before it is closed. pg's default of 10 s
 * closed the pool at every lull, and a new backend plans its first statements against cold caches
 * (5-10 ms each) and prepares SCALE-34's statements again: after a 12 s pause the next burst ran
 * on 16 fresh backends.
 */
export const POOL_IDLE_MS = 5 * 60_000;

/**
 * REPLICA-1: how long a new connection to the replica may take before the read goes to the
 * primary: a replica whose machine is gone answers no connection at all, and node-postgres
 * would wait for it without end. A connection here takes a few milliseconds.
 */
export const REPLICA_CONNECT_TIMEOUT_MS = 2_000;

function openPool(url: string, size: number, connectionTimeoutMillis?: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: size, idleTimeoutMillis: POOL_IDLE_MS, connectionTimeoutMillis });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  return pool;
}

/** SCALE-3: a session advisory lock on a connection of its own, held for the round and then let go. */
async function onceWithLock(pool: pg.Pool, key: number, round: () => Promise<void>): Promise<boolean> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const { rows } = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [key]);
    if (!rows[0]?.got) return false;
    try {
      await round();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch((err: Error) => (broken = err));
    }
    return true;
  } finally {
    // A connection that could not let go of its lock is dropped, which lets go of it.
    client.release(broken);
  }
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'postgres') {
    const size = opts.poolSize ?? 16;
    const pool = openPool(opts.url, size);
    const readPool = opts.replica ? openPool(opts.replica.url, size, REPLICA_CONNECT_TIMEOUT_MS) : null;
    const db = drizzleNodePg(pool) as unknown as Db;
    const reads = readPool && opts.replica ? readWithFallback(drizzleNodePg(readPool) as unknown as Db, db, opts.replica.log) : null;
    return {
      db,
      readDb: reads?.readDb ?? db,
      ...(reads && { readReplica: reads.state }),
      kind: 'postgres',
      once: (key, round) => onceWithLock(pool, key, round),
      pools: () => [poolState(pool, 'primary', size), ...(readPool ? [poolState(readPool, 'replica', size)] : [])],
      close: async () => {
        await Promise.all([pool.end(), readPool?.end()]);
      },
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    readDb: db,
    kind: 'pglite',
    once: async (_key, round) => {
      await round();
      return true;
    },
    pools: () => [{ pool: 'primary', size: 1 }],
    snapshot: () => snapshotPglite(client),
    close: () => client.close(),
  };
}

/**
 * SEAM-3: the rows of a raw SQL query on either driver (both results carry `rows`), each parsed
 * by `row`: a column that was renamed or changed its type fails here, loudly, instead of flowing
 * on as `undefined` behind a cast.
 */
export async function queryRows<S extends z.ZodType>(db: DbOrTx, row: S, query: SQL): Promise<z.output<S>[]> {
  // db.execute, with the statement rendered by renderedQuery (SCALE-54).
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  const result = (await session.prepareQuery(renderedQuery(dialect, query), undefined, undefined, false).execute()) as { rows: unknown[] };
  return result.rows.map((r) => row.parse(r));
}

/**
 * SCALE-34, SCALE-49: how many statement texts are prepared by name on a pool (each is a plan kept
 * on each of its connections), first come, in two budgets: `catalogue` for the list statements,
 * whose texts follow the shoppers' filters and are many, and `purchases` for a purchase's writes
 * (SCALE-45), a few texts (one per number of items bought). With one budget, a running shop's list
 * texts took all of it before the first purchase came, and purchases ran unnamed. SCALE-62: 200
 * catalogue texts, since each price-ordered list has up to five (its depths); a prepared page
 * statement holds some 83 KB of a connection's memory (the combined filter's, measured), so about
 * 17 MB per connection at most.
 */
export const PREPARED_BUDGETS = { catalogue: 200, purchases: 40 } as const;
export type PreparedBudget = keyof typeof PREPARED_BUDGETS;
/**
 * SCALE-34: the texts prepared on each pool, by budget and text. Keyed by the handle's dialect,
 * which its transactions share (each transaction has a session of its own), so a statement run in
 * a transaction (SCALE-45) is named once per handle.
 */
const preparedNames = new WeakMap<object, Record<PreparedBudget, Map<string, string>>>();

/** SCALE-34: the name a statement text is prepared under on a pool (from its hash), or none past its budget's texts. */
function preparedName(dialect: object, budget: PreparedBudget, text: string): string | undefined {
  let budgets = preparedNames.get(dialect);
  if (!budgets) preparedNames.set(dialect, (budgets = { catalogue: new Map(), purchases: new Map() }));
  const names = budgets[budget];
  let name = names.get(text);
  if (name === undefined && names.size < PREPARED_BUDGETS[budget]) {
    name = `s${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * SCALE-34: queryRows for a statement whose plan suits every value of its parameters (an ordered
 * index walk whatever the bounds): PostgreSQL prepares it once per connection by name, and after
 * five runs may keep a generic plan instead of planning each run again (planning was half of a
 * cold list page's database time). Not for a statement whose best plan depends on its values.
 * SCALE-45: a purchase's writes too (its order, items and balance statements, in its transaction):
 * parsed and planned once per connection instead of on every purchase, in their own `budget`.
 * This is db.execute with a name, through drizzle's session so rows are parsed alike; PGlite
 * ignores the name. A migration that changes a column's type under a prepared statement makes
 * PostgreSQL refuse it on the connections that prepared it ("cached plan must not change result
 * type", while older processes still serve during a rolling deploy): that run goes unnamed, and
 * PostgreSQL answers the statement's later runs with the new type. In a transaction the refusal has
 * already aborted it, so that one request fails; the statements prepared there (SCALE-45) answer
 * only ids and a balance, whose types no migration should change under a running process.
 */
export async function queryPrepared<S extends z.ZodType>(db: DbOrTx, row: S, query: SQL, budget: PreparedBudget = 'catalogue'): Promise<z.output<S>[]> {
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  const built = renderedQuery(dialect, query);
  const result = (await session
    .prepareQuery(built, undefined, preparedName(dialect, budget, built.sql), false)
    .execute()
    .catch((err: unknown) => {
      if (!isResultTypeChanged(err)) throw err;
      return db.execute(query);
    })) as unknown as { rows: unknown[] };
  return result.rows.map((r) => row.parse(r));
}

/** PostgreSQL's refusal of a prepared statement whose result columns changed since it was prepared. */
function isResultTypeChanged(err: unknown): boolean {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === '0A000';
}
