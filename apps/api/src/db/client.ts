import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { z } from 'zod';
import * as schema from './schema.ts';

declare const rootHandle: unique symbol;
/**
 * One typed drizzle handle for both drivers (PGlite and node-postgres share PgDatabase): the root
 * handle of the pool. SEAM-2: drizzle types a transaction as a PgDatabase too, so the root carries a
 * brand that only openDatabase gives it: the type checker refuses a transaction where the root is needed.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema> & { readonly [rootHandle]: true };
export type Tx = PgTransaction<PgQueryResultHKT, typeof schema, ExtractTablesWithRelations<typeof schema>>;
/** A handle or a transaction: services that run inside their caller's transaction accept either. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 16 });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * SEAM-3: the rows of a raw SQL query on either driver (both results carry `rows`), each parsed
 * by `row`: a column that was renamed or changed its type fails here, loudly, instead of flowing
 * on as `undefined` behind a cast.
 */
export async function queryRows<S extends z.ZodType>(db: DbOrTx, row: S, query: SQL): Promise<z.output<S>[]> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows.map((r) => row.parse(r));
}
