import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionEnv } from '../test/helpers.ts';
import { DEV_WEBHOOK_SECRET } from './config.ts';

const root = resolve(import.meta.dirname, '../../..');

/** Starts the real server (src/main.ts through tsx) with only `env`; it must stop before opening any database. */
function start(env: Record<string, string>) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: '/nonexistent/skins-main-test', PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, lines: run.stderr.split('\n').filter((l) => l.trim() !== '' && !l.includes('ExperimentalWarning')), stdout: run.stdout };
}

/** Exit 1, nothing on stdout, one line on stderr matching `line`. */
function expectRefusal(run: ReturnType<typeof start>, line: RegExp) {
  expect(run.code).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.lines).toHaveLength(1);
  expect(run.lines[0]).toMatch(line);
}

describe('production refusals of the real server', () => {
  it.each([
    ['SEC-5', { PUBLIC_URL: 'http://shop.example' }, /^Production refuses to start: set PUBLIC_URL to the https:\/\/ address .*TLS_TERMINATED_BY_PROXY=true.*\.$/],
    ['SEC-6', { MAIL_TRANSPORT: '' }, /^Production refuses to start: set SMTP_URL \(or MAIL_TRANSPORT=outbox.*\.$/],
  ])('%s: NODE_ENV=production with %j exits 1 printing one line that names what to set', (_rule, change, line) => {
    expectRefusal(start(productionEnv(change)), line);
  }, 120_000);

  it('SEC-1: the server refuses to start with the development payment webhook secret: exit 1 and one line', () => {
    const { PAYMENT_WEBHOOK_SECRET: _unset, ...env } = productionEnv();
    for (const run of [start(env), start({ ...env, PAYMENT_WEBHOOK_SECRET: DEV_WEBHOOK_SECRET })]) {
      expectRefusal(run, /^Production refuses to start: PAYMENT_WEBHOOK_SECRET must be set/);
    }
  }, 120_000);

  it('SEC-2: the server refuses to start with the sandbox provider unless it is explicitly allowed', () => {
    expectRefusal(start(productionEnv({ PAYMENT_PROVIDER: 'sandbox' })), /^Production refuses to start: PAYMENT_PROVIDER=sandbox .*ALLOW_UNSAFE_SANDBOX_IN_PRODUCTION=true only for a demo\.$/);
  }, 120_000);
});
