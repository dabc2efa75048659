import { describe, expect, it } from 'vitest';
import { productionEnv } from '../test/helpers.ts';
import { DEV_PAYOUT_WEBHOOK_SECRET, DEV_WEBHOOK_SECRET, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('SHELL-API-9: defaults serve on 3000 with PGlite in ./data', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED_ON_START: true, publicUrl: 'http://localhost:3000' });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('SHELL-API-9: an empty variable means unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('SHELL-API-9: bad values fail with one message naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_ON_START: 'maybe' })).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SEED_ON_START|DATABASE_URL[\s\S]*PORT/);
  });
});

describe('loadConfig in production', () => {
  const refusal = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (err) {
      return (err as Error).message;
    }
    throw new Error('loadConfig accepted the configuration');
  };

  it('SEC-1: production refuses to start without its own webhook secrets, in one line naming each', () => {
    const { PAYMENT_WEBHOOK_SECRET: _p, PAYOUT_WEBHOOK_SECRET: _o, ...withoutSecrets } = productionEnv();
    const missing = refusal(withoutSecrets);
    expect(missing).not.toContain('\n');
    expect(missing).toMatch(/^Refusing to start in production: PAYMENT_WEBHOOK_SECRET must be set .*; PAYOUT_WEBHOOK_SECRET must be set/);
    expect(refusal(productionEnv({ PAYMENT_WEBHOOK_SECRET: DEV_WEBHOOK_SECRET }))).toContain('PAYMENT_WEBHOOK_SECRET must be set');
    expect(refusal(productionEnv({ PAYOUT_WEBHOOK_SECRET: DEV_PAYOUT_WEBHOOK_SECRET }))).toContain('PAYOUT_WEBHOOK_SECRET must be set');
    expect(refusal(productionEnv({ PAYMENT_WEBHOOK_SECRET: 'a'.repeat(31) }))).toContain('PAYMENT_WEBHOOK_SECRET must be at least 32 characters');
    expect(refusal(productionEnv({ PAYOUT_WEBHOOK_SECRET: 'b'.repeat(31) }))).toContain('PAYOUT_WEBHOOK_SECRET must be at least 32 characters');
    expect(loadConfig(productionEnv({ PAYMENT_WEBHOOK_SECRET: 'a'.repeat(32), PAYOUT_WEBHOOK_SECRET: 'b'.repeat(32) })).NODE_ENV).toBe('production');
  });

  it('SEC-1: outside production the development secrets are the defaults, one for payments and another for payouts', () => {
    expect(loadConfig({})).toMatchObject({ PAYMENT_WEBHOOK_SECRET: DEV_WEBHOOK_SECRET, PAYOUT_WEBHOOK_SECRET: DEV_PAYOUT_WEBHOOK_SECRET });
    expect(DEV_PAYOUT_WEBHOOK_SECRET).not.toBe(DEV_WEBHOOK_SECRET);
  });

  it('SEC-2: the sandbox provider is the default outside production only; production runs it only with the unsafe flag', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadConfig(productionEnv()).PAYMENT_PROVIDER).toBeUndefined();
    expect(refusal(productionEnv({ PAYMENT_PROVIDER: 'sandbox' }))).toMatch(/^Refusing to start in production: PAYMENT_PROVIDER=sandbox .*ALLOW_UNSAFE_SANDBOX_IN_PRODUCTION=true/);
    expect(refusal(productionEnv({ PAYMENT_PROVIDER: 'sandbox', ALLOW_UNSAFE_SANDBOX_IN_PRODUCTION: 'false' }))).toContain('PAYMENT_PROVIDER=sandbox');
    expect(loadConfig(productionEnv({ PAYMENT_PROVIDER: 'sandbox', ALLOW_UNSAFE_SANDBOX_IN_PRODUCTION: 'true' })).PAYMENT_PROVIDER).toBe('sandbox');
    expect(refusal({ PAYMENT_PROVIDER: 'stripe' })).toContain('PAYMENT_PROVIDER');
  });
});
