import { closeSync, openSync, readSync } from 'node:fs';
import type { Config } from '../config.ts';
import { backupSocketPath } from './backup-channel.ts';

/** The shop's database as the backup sees it: the PostgreSQL server of DATABASE_URL, else PGlite in DATA_DIR. */
export type BackupSource = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string; socketPath: string };

export function backupSource(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'BACKUP_SOCKET'>): BackupSource {
  return config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR, socketPath: backupSocketPath(config) };
}

/** What each kind of backup file is called after, and what the restore expects in it. */
export const BACKUP_EXTENSIONS = { pglite: 'tar.gz', postgres: 'dump' } as const;

/** BACKUP-4: the kind of a backup file, from its first bytes (never its name): gzip (a PGlite tar.gz) or pg_dump's custom format. */
export function backupKindOf(file: string): BackupSource['kind'] | undefined {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  return undefined;
}
