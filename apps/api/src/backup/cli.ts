import { loadConfig } from '../config.ts';
import type { Logger } from '../lib/ctx.ts';
import { backupSource } from './backup-source.ts';
import { restoreBackup } from './restore-backup.ts';
import { takeBackup } from './take-backup.ts';

const USAGE = {
  backup: `Usage: npm run backup -- <folder or file>

Writes a backup of the shop's database (DATABASE_URL: pg_dump's custom format; else PGlite in
DATA_DIR: a .tar.gz of the data directory, taken by the running server when one serves it).
A folder (existing, or a path ending in /) gets a new file named after the kind and the time;
a file named must not exist yet.`,
  restore: `Usage: npm run restore -- <backup file>

Puts a backup back into an empty database: DATA_DIR (missing or an empty folder) for a PGlite
backup, the empty database of DATABASE_URL for a pg_dump one. Start the shop on it afterwards.`,
} as const;

export type BackupCommand = keyof typeof USAGE;

interface Io {
  out(line: string): void;
  err(line: string): void;
}

/** A logger for the channel a direct backup holds: its errors reach the operator, the rest is quiet. */
function cliLogger(io: Io): Logger {
  const line = (obj: object | string, msg?: string) => io.err(typeof obj === 'string' ? obj : (msg ?? JSON.stringify(obj)));
  return { info: () => {}, warn: line, error: line };
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** BACKUP-1, BACKUP-4: `npm run backup -- <target>` and `npm run restore -- <file>`; answers the exit code (2: bad arguments, 1: refused or failed). */
export async function runBackupCli(command: BackupCommand, argv: string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.out(USAGE[command]);
    return 0;
  }
  const path = argv[0];
  if (argv.length !== 1 || !path || path.startsWith('-')) {
    io.err(USAGE[command]);
    return 2;
  }
  try {
    const source = backupSource(loadConfig(env));
    if (command === 'backup') {
      const { file, bytes, way } = await takeBackup(source, path, cliLogger(io));
      io.out(`Backup written ${way}: ${file} (${megabytes(bytes)})`);
    } else {
      await restoreBackup(source, path);
      io.out(`Restored ${path} into ${source.kind === 'pglite' ? `DATA_DIR ${source.dataDir}` : 'the database of DATABASE_URL'}: start the shop on it`);
    }
    return 0;
  } catch (err) {
    io.err(`${command === 'backup' ? 'Backup' : 'Restore'} refused: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}
