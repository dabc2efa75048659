import { spawn } from 'node:child_process';
import pg from 'pg';

/**
 * The tools' connection: DATABASE_URL without its password, which travels in PGPASSWORD instead
 * (a command line is readable by every user of the machine, `ps`).
 */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password && { PGPASSWORD: password }) } };
}

/** Runs one of PostgreSQL's client programs; a failure carries what it wrote to stderr. */
function run(program: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (err: NodeJS.ErrnoException) =>
      fail(err.code === 'ENOENT' ? new Error(`${program} was not found: install PostgreSQL's client programs (apt-get install postgresql-client)`) : err),
    );
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`${program} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/**
 * BACKUP-3: pg_dump in its custom format: one consistent snapshot of the database (a repeatable-read
 * transaction), taken while the shop serves without holding up its writes.
 */
export function pgDump(url: string, file: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  return run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], env);
}

/**
 * BACKUP-4: pg_restore into an empty database, all of it or nothing (one transaction), owned by the
 * user of DATABASE_URL (the original roles need not exist on the new server).
 */
export function pgRestore(url: string, file: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  return run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file], env);
}

/** BACKUP-4: how many tables, sequences and views the database holds outside PostgreSQL's own schemas. */
export async function relationCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
       WHERE s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg\\_toast%' AND s.nspname NOT LIKE 'pg\\_temp%'`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}
