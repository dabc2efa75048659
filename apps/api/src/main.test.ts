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
    env: { PATH: process.env.PATH ?? '', DATA_DIR: '/nonexistent/skins-main-test', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: run.status, lines: run.stderr.split('\n').filter((l) => l.trim() !== '' && !l.includes('ExperimentalWarning')), stdout: run.stdout };
}

describe('main in production', () => {
  it('SEC-1: the server refuses to start with the development payment webhook secret: exit 1 and one line', () => {
    const { PAYMENT_WEBHOOK_SECRET: _unset, ...env } = productionEnv();
    for (const run of [start(env), start({ ...env, PAYMENT_WEBHOOK_SECRET: DEV_WEBHOOK_SECRET })]) {
      expect(run.code).toBe(1);
      expect(run.lines).toHaveLength(1);
      expect(run.lines[0]).toMatch(/^Refusing to start in production: PAYMENT_WEBHOOK_SECRET must be set/);
      expect(run.stdout).toBe('');
    }
  }, 120_000);

  it('SEC-2: the server refuses to start with the sandbox provider unless it is explicitly allowed', () => {
    const run = start(productionEnv({ PAYMENT_PROVIDER: 'sandbox' }));
    expect(run.code).toBe(1);
    expect(run.lines).toHaveLength(1);
    expect(run.lines[0]).toMatch(/^Refusing to start in production: PAYMENT_PROVIDER=sandbox .*ALLOW_UNSAFE_SANDBOX_IN_PRODUCTION=true only for a demo\.$/);
  }, 120_000);
});
