import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase, queryRows } from '../db/client.ts';
import { fileBlob } from '../db/pglite-snapshot.ts';
import { backupKindOf, type BackupSource } from './backup-source.ts';
import { pgRestore, relationCount } from './postgres-tools.ts';

const KIND_NAMES = { pglite: 'an embedded (PGlite) backup', postgres: 'a PostgreSQL (pg_dump) backup' } as const;
const KIND_TARGETS = { pglite: 'unset DATABASE_URL and set DATA_DIR to an empty folder', postgres: 'set DATABASE_URL to an empty database' } as const;

/** BACKUP-4: the backup's kind, refused with what to do when the file is none or the other kind of the environment's database. */
function checkedKind(file: string, target: BackupSource['kind']): void {
  if (!existsSync(file) || !statSync(file).isFile()) throw new Error(`${file} is not a file`);
  const kind = backupKindOf(file);
  if (!kind) throw new Error(`${file} is not a backup of the shop (neither a PGlite .tar.gz nor a pg_dump custom file)`);
  if (kind !== target) throw new Error(`${file} is ${KIND_NAMES[kind]}, and the environment names ${target === 'pglite' ? 'PGlite (DATA_DIR)' : 'PostgreSQL (DATABASE_URL)'}: ${KIND_TARGETS[kind]}`);
}

/** BACKUP-4: the data directory of a restored PGlite backup, opened once to prove it starts and holds the shop. */
async function restorePglite(dataDir: string, file: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`DATA_DIR ${dataDir} is not empty: a backup is restored into an empty data directory only (move this one away, or set DATA_DIR to a new folder)`);
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: fileBlob(file) });
    try {
      await queryRows(database.db, z.object({ n: z.number() }), sql`SELECT count(*)::int AS n FROM schema_migrations`);
    } finally {
      await database.close();
    }
  } catch (err) {
    // What a failed restore wrote goes, so that the folder is empty for the next try.
    for (const entry of readdirSync(dataDir)) rmSync(join(dataDir, entry), { recursive: true, force: true });
    throw new Error(`${file} could not be restored: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * BACKUP-4: puts a backup back into the environment's database, which must be empty: PGlite's data
 * directory (DATA_DIR, missing or an empty folder) or the PostgreSQL database of DATABASE_URL (no
 * tables). Refused with a message, changing nothing, otherwise.
 */
export async function restoreBackup(source: BackupSource, file: string): Promise<void> {
  checkedKind(file, source.kind);
  if (source.kind === 'pglite') return restorePglite(source.dataDir, file);
  const relations = await relationCount(source.url);
  if (relations > 0) {
    throw new Error(`the database of DATABASE_URL is not empty (${relations} tables, sequences or views): a backup is restored into an empty database only (createdb a new one and point DATABASE_URL at it)`);
  }
  await pgRestore(source.url, file);
}
