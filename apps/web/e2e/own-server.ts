import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitReady } from './global-setup';
import { OPERATOR_EMAIL, OPERATOR_PASSWORD } from './operator';
import { server } from './server';

const root = resolve(import.meta.dirname, '../../..');

export interface OwnServer {
  url: string;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * Another instance of the built server next to the shared one, for a journey that needs settings
 * of its own (a shortened trade protection, a fake Stripe, a local Steam OpenID): development mode
 * (the sandbox trade bot, the local fakes) on a fresh embedded database, mailing through the shared
 * local SMTP server. `env` adds to or overrides the defaults (the operator's email and password too).
 */
export async function startOwnServer(name: string, env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), `skins-e2e-${name}-`));
  const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${server().mailPort}`,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      OPERATOR_EMAIL,
      OPERATOR_PASSWORD,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitReady(url, child, 180_000);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, stop };
}
