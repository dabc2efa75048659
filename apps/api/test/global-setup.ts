import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { snapshotPglite } from '../src/db/pglite-snapshot.ts';
import { seedIfEmpty } from '../src/db/seed/index.ts';
import { adminQuery, templateName, testDbKind, withDatabase } from './test-database.ts';

/** Items in the test template: enough for paging and filters, small enough to copy fast. */
const TEST_SEED_ITEMS = 300;

/** Builds the migrated, seeded template once per run (see test-database.ts). */
export default async function setup() {
  if (testDbKind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const tmpl = templateName(url);
    await adminQuery(url, `DROP DATABASE IF EXISTS "${tmpl}" WITH (FORCE)`);
    await adminQuery(url, `CREATE DATABASE "${tmpl}"`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, tmpl), poolSize: 2 });
    await migrate(database.db);
    await seedIfEmpty(database.db, { items: TEST_SEED_ITEMS });
    await database.close();
    return async () => adminQuery(url, `DROP DATABASE IF EXISTS "${tmpl}" WITH (FORCE)`);
  }
  const database = await openDatabase({ kind: 'pglite' });
  await migrate(database.db);
  await seedIfEmpty(database.db, { items: TEST_SEED_ITEMS });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const path = join(tmpdir(), `skins-test-${process.pid}.tar`);
  writeFileSync(path, await snapshotPglite(client));
  await database.close();
  process.env.TEST_PGLITE_DUMP = path;
  // The dump is ~70 MB: a run leaves nothing behind in the temp folder.
  return () => rmSync(path, { force: true });
}
