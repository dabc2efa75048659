import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';
import { fileBlob } from '../src/db/pglite-snapshot.ts';

/**
 * Which database the API tests run on: PGlite (default) or the PostgreSQL server of
 * TEST_DATABASE_URL when TEST_DB=postgres. The global setup prepares a migrated and seeded
 * template once; every test file gets its own copy of it, so files never see each other's rows.
 */
export const testDbKind: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export function templateName(url: string): string {
  return `${new URL(url).pathname.slice(1) || 'skins_test'}_tmpl`;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL copy of the template: its URL (other processes may open it too) and how to drop it. */
export async function copyTemplateDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `${templateName(url).replace(/_tmpl$/, '')}_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE "${name}" TEMPLATE "${templateName(url)}"`);
  return { url: withDatabase(url, name), drop: () => adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/** A fresh copy of the template database for one test file; close() drops it. */
export async function openTestDatabase(): Promise<Database> {
  if (testDbKind === 'postgres') {
    const copy = await copyTemplateDatabase();
    const database = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 20 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await copy.drop();
      },
    };
  }
  const dumpPath = process.env.TEST_PGLITE_DUMP;
  if (!dumpPath) throw new Error('TEST_PGLITE_DUMP is not set: run the api tests through vitest (global setup)');
  return openDatabase({ kind: 'pglite', loadDataDir: fileBlob(dumpPath) });
}
