import { existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, type Database } from '../db/client.ts';
import type { Logger } from '../lib/ctx.ts';
import { openBackupChannel, requestSnapshot, writeSnapshot } from './backup-channel.ts';
import { BACKUP_EXTENSIONS, type BackupSource } from './backup-source.ts';
import { pgDump } from './postgres-tools.ts';

/** How the backup was taken: by the serving PGlite shop, from a data directory no server holds, or by pg_dump. */
export type BackupWay = 'by the running server' | 'from the data directory' | 'by pg_dump';

/**
 * BACKUP-1: the file a backup goes to: in a folder the operator names (an existing one, or a path
 * ending in `/`), a new file named after the kind and the time; else the file named, never one
 * that exists (an older backup is not overwritten).
 */
export function backupFile(target: string, kind: BackupSource['kind'], now = new Date()): string {
  if (target.endsWith('/') || (existsSync(target) && statSync(target).isDirectory())) {
    mkdirSync(target, { recursive: true });
    const stamp = now.toISOString().slice(0, 19).replace(/:/g, '-');
    return join(target, `skins-${kind}-${stamp}Z.${BACKUP_EXTENSIONS[kind]}`);
  }
  if (existsSync(target)) throw new Error(`${target} already exists: name a new file, or a folder to put a new file in`);
  return target;
}

/**
 * BACKUP-2: a PGlite data directory no server holds, backed up directly. The backup holds the
 * directory's socket meanwhile, so a server that starts now refuses to open the directory beside it.
 */
async function snapshotDataDir(source: Extract<BackupSource, { kind: 'pglite' }>, file: string, log: Logger): Promise<void> {
  if (!existsSync(join(source.dataDir, 'PG_VERSION'))) throw new Error(`DATA_DIR ${source.dataDir} holds no database: nothing to back up`);
  let database: Database | undefined;
  const snapshot = () => database?.snapshot?.() ?? Promise.reject(new Error('the data directory is still opening'));
  const channel = await openBackupChannel(source.socketPath, snapshot, log);
  try {
    database = await openDatabase({ kind: 'pglite', dataDir: source.dataDir });
    await writeSnapshot(await snapshot(), file);
  } finally {
    await database?.close();
    await channel.close();
  }
}

/**
 * BACKUP-1: writes a backup of the shop's database to `target` (a folder or a file): PostgreSQL by
 * pg_dump's custom format, PGlite as a gzipped tar of its data directory, taken by the running
 * server when one serves it (BACKUP-2). Written beside the target first and renamed when complete,
 * so a backup that fails halfway leaves no file that looks whole; readable by its owner only.
 */
export async function takeBackup(source: BackupSource, target: string, log: Logger): Promise<{ file: string; bytes: number; way: BackupWay }> {
  const file = backupFile(target, source.kind);
  const partial = `${file}.partial`;
  writeFileSync(partial, '', { mode: 0o600 });
  try {
    let way: BackupWay;
    if (source.kind === 'postgres') {
      await pgDump(source.url, partial);
      way = 'by pg_dump';
    } else if ((await requestSnapshot(source.socketPath, partial)) === 'written') {
      way = 'by the running server';
    } else {
      await snapshotDataDir(source, partial, log);
      way = 'from the data directory';
    }
    renameSync(partial, file);
    return { file, bytes: statSync(file).size, way };
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
}
