import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplateDatabase, testDbKind } from '../../test/test-database.ts';
import { runBackupCli, type BackupCommand } from './cli.ts';

const root = resolve(import.meta.dirname, '../../../..');
let folder: string;

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'skins-backup-cli-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs `npm run backup|restore -- <args>` in this process: its exit code and what it printed. */
async function cli(command: BackupCommand, args: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runBackupCli(command, args, env, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe(`npm run backup and restore (${testDbKind})`, () => {
  it('BACKUP-1: without exactly one folder or file the commands print their usage and exit 2', async () => {
    expect(await cli('backup', [], {})).toMatchObject({ code: 2, err: expect.stringContaining('Usage: npm run backup -- <folder or file>') });
    expect(await cli('restore', ['a', 'b'], {})).toMatchObject({ code: 2, err: expect.stringContaining('Usage: npm run restore -- <backup file>') });
  });

  it('BACKUP-4: a file that is no backup, or a backup into a database that is not empty, is refused with what to do, and nothing changes', async () => {
    const junk = join(folder, 'notes.txt');
    writeFileSync(junk, 'not a backup');
    const dump = join(folder, 'fake.dump');
    writeFileSync(dump, 'PGDMP and then nothing');
    const emptyDir = join(folder, 'empty');
    if (testDbKind === 'postgres') {
      const copy = await copyTemplateDatabase();
      try {
        const env = { DATABASE_URL: copy.url };
        expect(await cli('restore', [junk], env)).toMatchObject({ code: 1, err: `Restore refused: ${junk} is not a backup of the shop (neither a PGlite .tar.gz nor a pg_dump custom file)` });
        const busy = await cli('restore', [dump], env);
        expect(busy.code).toBe(1);
        expect(busy.err).toMatch(/^Restore refused: the database of DATABASE_URL is not empty \(\d+ tables, sequences or views\): a backup is restored into an empty database only/);
      } finally {
        await copy.drop();
      }
      return;
    }
    const env = { DATA_DIR: emptyDir };
    expect(await cli('restore', [junk], env)).toMatchObject({ code: 1, err: `Restore refused: ${junk} is not a backup of the shop (neither a PGlite .tar.gz nor a pg_dump custom file)` });
    expect(await cli('restore', [dump], env)).toMatchObject({
      code: 1,
      err: `Restore refused: ${dump} is a PostgreSQL (pg_dump) backup, and the environment names PGlite (DATA_DIR): set DATABASE_URL to an empty database`,
    });
    expect(existsSync(emptyDir)).toBe(false);
  });
});

/** The real server (src/main.ts through tsx) on a PGlite data directory, started and listening. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; exited: Promise<{ code: number | null; stderr: string }>; listening: Promise<boolean> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', SEED_ON_START: 'false', JOBS_INTERVAL_MS: '0', WEB_DIST_DIR: '/nonexistent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  const exited = new Promise<{ code: number | null; stderr: string }>((done) => child.on('exit', (code) => done({ code, stderr })));
  const listening = new Promise<boolean>((done) => {
    child.stdout?.setEncoding('utf8').on('data', (c: string) => c.includes('Server listening') && done(true));
    void exited.then(() => done(false));
  });
  return { child, exited, listening };
}

describe.skipIf(testDbKind !== 'pglite')('PGlite backups while the shop serves and when it does not', () => {
  it('BACKUP-2: the serving shop takes the backup over its socket, a second server on its data directory refuses to start, and a stopped shop is backed up from the directory', async () => {
    const dataDir = join(folder, 'data');
    const env = { DATA_DIR: dataDir, BACKUP_SOCKET: join(folder, 'shop.sock') };
    // A shop's data directory: the migrated test template, restored as an operator would.
    const template = process.env.TEST_PGLITE_DUMP;
    if (!template) throw new Error('TEST_PGLITE_DUMP is not set');
    const seed = join(folder, 'template.tar.gz');
    writeFileSync(seed, gzipSync(readFileSync(template), { level: 1 }));
    expect(await cli('restore', [seed], env)).toMatchObject({ code: 0, out: `Restored ${seed} into DATA_DIR ${dataDir}: start the shop on it` });
    const again = await cli('restore', [seed], env);
    expect([again.code, again.err]).toEqual([1, `Restore refused: DATA_DIR ${dataDir} is not empty: a backup is restored into an empty data directory only (move this one away, or set DATA_DIR to a new folder)`]);

    const server = await startServer(env);
    try {
      expect(await server.listening).toBe(true);
      expect(statSync(env.BACKUP_SOCKET).mode & 0o777).toBe(0o600);
      const served = await cli('backup', [`${folder}/out/`], env);
      expect(served.out).toMatch(new RegExp(`^Backup written by the running server: ${folder}/out/skins-pglite-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\dZ\\.tar\\.gz \\(\\d+\\.\\d MB\\)$`));
      const file = served.out.split(': ')[1]!.split(' (')[0]!;
      expect(statSync(file).mode & 0o777).toBe(0o600);
      // BACKUP-1: a file that exists is never overwritten.
      expect(await cli('backup', [file], env)).toMatchObject({ code: 1, err: `Backup refused: ${file} already exists: name a new file, or a folder to put a new file in` });

      const second = await startServer(env);
      const refused = await second.exited;
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`another server already serves this data directory (its backup socket ${env.BACKUP_SOCKET} answers): stop it first`);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    expect(existsSync(env.BACKUP_SOCKET)).toBe(false);

    const direct = await cli('backup', [join(folder, 'stopped.tar.gz')], env);
    expect(direct).toMatchObject({ code: 0, out: expect.stringMatching(/^Backup written from the data directory: .*stopped\.tar\.gz/) });
    const restoredDir = join(folder, 'restored');
    mkdirSync(restoredDir);
    expect((await cli('restore', [join(folder, 'stopped.tar.gz')], { DATA_DIR: restoredDir })).code).toBe(0);
    expect(existsSync(join(restoredDir, 'PG_VERSION'))).toBe(true);
    // BACKUP-2: a directory that holds no database is not backed up (PGlite would make a new, empty one).
    expect(await cli('backup', [join(folder, 'none.tar.gz')], { DATA_DIR: join(folder, 'nothing-here') })).toMatchObject({
      code: 1,
      err: `Backup refused: DATA_DIR ${join(folder, 'nothing-here')} holds no database: nothing to back up`,
    });
    expect(existsSync(join(folder, 'none.tar.gz.partial'))).toBe(false);
  }, 120_000);
});
