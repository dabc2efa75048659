import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SMTPServer } from 'smtp-server';
import type { TestProject } from 'vitest/node';
import { OPERATOR_EMAIL, OPERATOR_PASSWORD } from './operator';

const root = resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

export async function waitReady(url: string, child: ChildProcess, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server at ${url} was not ready within ${ms} ms`);
}

/** One started app instance with its own embedded database and mailbox. */
export interface E2eServer {
  baseURL: string;
  /** JSON lines of every mail the app sent ({ to, raw }), read by mailbox.ts. */
  mailLog: string;
  /** The local SMTP server's port: a journey's own app instance (stripe.e2e.ts) mails through it too. */
  mailPort: number;
}

declare module 'vitest' {
  interface ProvidedContext {
    /** One server per e2e worker (server.ts picks the worker's own), so two journeys never share a shop. */
    servers: E2eServer[];
  }
}

/** A local SMTP server: the app sends its mail for real and the journeys read the links. */
async function startMailServer(logPath: string): Promise<{ port: number; close(): Promise<void> }> {
  writeFileSync(logPath, '');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        appendFileSync(logPath, `${JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') })}\n`);
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return { port, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

/** SEC-1, SEC-2: the journeys pay through the sandbox, which production runs only as an explicit demo with its own secrets (and payout details key, OPS-21). */
/**
 * PROTECT-1: the shared servers receive items without Steam's trade protection, so the journeys
 * that pay a seller out (offers, statement, operator days) are not held; the trade-protection
 * journey starts a server of its own with a protection of seconds.
 */
const NO_TRADE_PROTECTION = { TRADE_PROTECTION_DAYS: '0' };

const SANDBOX_DEMO = {
  PAYMENT_PROVIDER: 'sandbox',
  ALLOW_UNSAFE_SANDBOX_IN_PRODUCTION: 'true',
  PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
  PAYOUT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
  PAYOUT_DETAILS_KEY: randomBytes(32).toString('hex'),
};

/**
 * Starts the built product as a user gets it (npm start without the build): a fresh embedded
 * database in a temp DATA_DIR, migrated and seeded, on a free port, with its own SMTP mailbox.
 */
async function startServer(): Promise<{ server: E2eServer; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'skins-e2e-'));
  const mailLog = join(dataDir, 'mail.jsonl');
  const mail = await startMailServer(mailLog);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // SEC-5: production wants https; the browser counts http://127.0.0.1 as secure, so its Secure cookies work here.
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', NODE_ENV: 'production', PUBLIC_URL: baseURL, TLS_TERMINATED_BY_PROXY: 'true', RATE_LIMIT_AUTH_PER_MINUTE: '1000', RATE_LIMIT_SIGNIN_PER_ADDRESS_PER_MINUTE: '1000', SMTP_URL: `smtp://127.0.0.1:${mail.port}`, OPERATOR_EMAIL, OPERATOR_PASSWORD, ...SANDBOX_DEMO, ...NO_TRADE_PROTECTION },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitReady(baseURL, child, 180_000);
  return {
    server: { baseURL, mailLog, mailPort: mail.port },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'apps/web/dist/index.html')) || !existsSync(join(root, 'apps/api/dist/main.js')) || process.env.E2E_BUILD === '1') {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  // One shop per worker (vitest.config.ts sets the e2e project's workers).
  const workers = Math.max(1, project.config.maxWorkers ?? 1);
  const started = await Promise.all(Array.from({ length: workers }, () => startServer()));
  project.provide('servers', started.map((s) => s.server));
  return async () => {
    await Promise.all(started.map((s) => s.stop()));
  };
}
