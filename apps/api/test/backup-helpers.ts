import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import type { BackupSource } from '../src/backup/backup-source.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, queryRows, type Database, type DatabaseOptions } from '../src/db/client.ts';
import type { TestApp } from './helpers.ts';
import { adminQuery, copyTemplateDatabase, openTestDatabase, templateName, testDbKind, withDatabase } from './test-database.ts';

/** A shop on a database of its own, with the URL pg_dump needs on PostgreSQL. */
export interface BackupShop extends TestApp {
  url?: string;
}

const testConfig = () => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', JOBS_INTERVAL_MS: '0' });

/** The shop (buildApp) on an open database. */
export async function shopOn(database: Database, url?: string, drop?: () => Promise<void>): Promise<BackupShop> {
  const app = await buildApp({ config: testConfig(), database });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    ...(url && { url }),
    close: async () => {
      await app.close();
      await database.close();
      await drop?.();
    },
  };
}

/** The shop to back up: a copy of the test template (in memory on PGlite; a database of its own, with its URL, on PostgreSQL). */
export async function sourceShop(): Promise<BackupShop> {
  if (testDbKind === 'pglite') return shopOn(await openTestDatabase());
  const copy = await copyTemplateDatabase();
  return shopOn(await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 20 }), copy.url, copy.drop);
}

/** A new, empty PostgreSQL database of the test server: its URL and how to drop it. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `${templateName(url).replace(/_tmpl$/, '')}_restore_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE "${name}"`);
  return { url: withDatabase(url, name), drop: () => adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** The database options of a restore target (BackupSource of the restore). */
export function optionsOf(target: BackupSource): DatabaseOptions {
  return target.kind === 'postgres' ? { kind: 'postgres', url: target.url, poolSize: 4 } : { kind: 'pglite', dataDir: target.dataDir };
}

const count = z.object({ n: z.number().int() });

/** BACKUP-5: the accounts whose balance is not the sum of their ledger, and the items in more than one live (not failed, cancelled or expired) order. */
export async function brokenInvariants(database: Database): Promise<{ balancesOffLedger: number; itemsInTwoLiveOrders: number }> {
  const [balances] = await queryRows(
    database.db,
    count,
    sql`SELECT count(*)::int AS n FROM users u
        WHERE u.balance_minor <> coalesce((SELECT sum(l.delta_minor) FROM balance_ledger l WHERE l.user_id = u.id), 0)`,
  );
  const [items] = await queryRows(
    database.db,
    count,
    sql`SELECT count(*)::int AS n FROM (
          SELECT oi.item_id FROM order_items oi JOIN orders o ON o.id = oi.order_id
          WHERE o.status NOT IN ('failed', 'cancelled', 'expired') GROUP BY oi.item_id HAVING count(*) > 1) twice`,
  );
  return { balancesOffLedger: balances?.n ?? -1, itemsInTwoLiveOrders: items?.n ?? -1 };
}

/** How many orders the database holds. */
export async function orderCount(database: Database): Promise<number> {
  const [row] = await queryRows(database.db, count, sql`SELECT count(*)::int AS n FROM orders`);
  return row?.n ?? -1;
}

/** BACKUP-6: everything a backup file holds, as readable text: the tar of a PGlite backup unzipped, a pg_dump file as the SQL it restores. */
export function backupText(file: string): string {
  const bytes = readFileSync(file);
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return gunzipSync(bytes).toString('latin1');
  return execFileSync('pg_restore', ['--file=-', file], { maxBuffer: 1 << 30 }).toString('latin1');
}
