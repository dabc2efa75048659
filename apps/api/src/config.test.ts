import { describe, expect, it } from 'vitest';
import { productionEnv } from '../test/helpers.ts';
import { DEV_PAYOUT_DETAILS_KEY, DEV_PAYOUT_WEBHOOK_SECRET, DEV_WEBHOOK_SECRET, loadConfig } from './config.ts';

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

describe('more than one process (SCALE-2)', () => {
  const PG = 'postgres://postgres@127.0.0.1:5432/skins';

  it('SCALE-2: WEB_CONCURRENCY above 1 with PGlite is a configuration error naming DATABASE_URL; with PostgreSQL it is accepted', () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: more than one server process needs PostgreSQL: set DATABASE_URL/);
    expect(loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: PG }).WEB_CONCURRENCY).toBe(2);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0', DATABASE_URL: PG })).toThrow(/WEB_CONCURRENCY/);
  });

  it('SCALE-2: DATABASE_READ_URL is a replica of DATABASE_URL: alone it is refused', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: PG })).toThrow(/DATABASE_READ_URL: is a replica of DATABASE_URL/);
    expect(loadConfig({ DATABASE_URL: PG, DATABASE_READ_URL: `${PG}_replica` }).DATABASE_READ_URL).toBe(`${PG}_replica`);
  });

  it('SCALE-2: production with WEB_CONCURRENCY above 1 requires REDIS_URL (shared rate limits)', () => {
    const env = productionEnv({ DATABASE_URL: PG, WEB_CONCURRENCY: '2' });
    expect(() => loadConfig(env)).toThrow(/^Production refuses to start: set REDIS_URL when WEB_CONCURRENCY is above 1/);
    expect(loadConfig({ ...env, REDIS_URL: 'redis://127.0.0.1:6379' }).WEB_CONCURRENCY).toBe(2);
  });
});

/** A production env that meets every production requirement; each test takes one away. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example',
  SMTP_URL: 'smtp://mail.example:587',
  PAYMENT_WEBHOOK_SECRET: 'p'.repeat(64),
  PAYOUT_WEBHOOK_SECRET: 'q'.repeat(64),
  PAYOUT_DETAILS_KEY: 'ef'.repeat(32),
};

describe('production requirements', () => {
  it('SEC-5: production without PUBLIC_URL, or with an http one, refuses in one line naming PUBLIC_URL', () => {
    for (const PUBLIC_URL of ['', 'http://shop.example']) {
      expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL })).toThrow(/^Production refuses to start: set PUBLIC_URL to the https:\/\/ address[^\n]*TLS_TERMINATED_BY_PROXY=true[^\n]*\.$/);
    }
    expect(loadConfig(PRODUCTION).publicUrl).toBe('https://shop.example');
  });

  it('SEC-5: an http PUBLIC_URL is accepted behind a TLS-terminating proxy, and cookies are Secure in production whatever PUBLIC_URL says', () => {
    const proxied = loadConfig({ ...PRODUCTION, PUBLIC_URL: 'http://shop.internal', TLS_TERMINATED_BY_PROXY: 'true' });
    expect(proxied).toMatchObject({ publicUrl: 'http://shop.internal', secureCookies: true });
    expect(loadConfig(PRODUCTION).secureCookies).toBe(true);
    // Outside production, as before: Secure exactly when PUBLIC_URL is https.
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).secureCookies).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://staging.example' }).secureCookies).toBe(true);
  });

  it('SEC-6: production without SMTP_URL refuses in one line naming SMTP_URL and MAIL_TRANSPORT=outbox; the explicit outbox is accepted', () => {
    expect(() => loadConfig({ ...PRODUCTION, SMTP_URL: '' })).toThrow(/^Production refuses to start: set SMTP_URL \(or MAIL_TRANSPORT=outbox[^\n]*\.$/);
    expect(loadConfig({ ...PRODUCTION, SMTP_URL: '', MAIL_TRANSPORT: 'outbox' }).mailTransport).toBe('outbox');
    expect(loadConfig(PRODUCTION).mailTransport).toBe('smtp');
    // Development keeps the outbox as its default.
    expect(loadConfig({}).mailTransport).toBe('outbox');
  });

  it('SEC-6: MAIL_TRANSPORT=smtp needs SMTP_URL in any mode; MAIL_TRANSPORT=outbox wins over SMTP_URL', () => {
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL: must be set when MAIL_TRANSPORT=smtp/);
    expect(() => loadConfig({ MAIL_TRANSPORT: 'pigeon' })).toThrow(/MAIL_TRANSPORT: must be smtp or outbox/);
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example', MAIL_TRANSPORT: 'outbox' }).mailTransport).toBe('outbox');
  });

  it('SEC-5, SEC-6: with both missing, the one line names both', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^Production refuses to start: set PUBLIC_URL [^\n]*; set SMTP_URL [^\n]*\.$/);
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
    expect(missing).toMatch(/^Production refuses to start: PAYMENT_WEBHOOK_SECRET must be set .*; PAYOUT_WEBHOOK_SECRET must be set/);
    expect(refusal(productionEnv({ PAYMENT_WEBHOOK_SECRET: DEV_WEBHOOK_SECRET }))).toContain('PAYMENT_WEBHOOK_SECRET must be set');
    expect(refusal(productionEnv({ PAYOUT_WEBHOOK_SECRET: DEV_PAYOUT_WEBHOOK_SECRET }))).toContain('PAYOUT_WEBHOOK_SECRET must be set');
    expect(refusal(productionEnv({ PAYMENT_WEBHOOK_SECRET: 'a'.repeat(31) }))).toContain('PAYMENT_WEBHOOK_SECRET must be at least 32 characters');
    expect(refusal(productionEnv({ PAYOUT_WEBHOOK_SECRET: 'b'.repeat(31) }))).toContain('PAYOUT_WEBHOOK_SECRET must be at least 32 characters');
    expect(loadConfig(productionEnv({ PAYMENT_WEBHOOK_SECRET: 'a'.repeat(32), PAYOUT_WEBHOOK_SECRET: 'b'.repeat(32) })).NODE_ENV).toBe('production');
  });

  it('SEC-19: production refuses to start when the payment and payout webhooks share one secret, or with a plain-http STEAM_OPENID_URL, in one line naming the fix', () => {
    const shared = 's'.repeat(64);
    const same = refusal(productionEnv({ PAYMENT_WEBHOOK_SECRET: shared, PAYOUT_WEBHOOK_SECRET: shared }));
    expect(same).toMatch(/^Production refuses to start: set PAYOUT_WEBHOOK_SECRET to another secret than PAYMENT_WEBHOOK_SECRET [^\n;]*\.$/);
    const http = refusal(productionEnv({ STEAM_OPENID_URL: 'http://steamcommunity.com/openid/login' }));
    expect(http).toMatch(/^Production refuses to start: set STEAM_OPENID_URL to an https:\/\/ address [^\n;]*\.$/);
    expect(refusal(productionEnv({ PAYMENT_WEBHOOK_SECRET: shared, PAYOUT_WEBHOOK_SECRET: shared, STEAM_OPENID_URL: 'http://127.0.0.1:9/openid' }))).toMatch(/PAYOUT_WEBHOOK_SECRET to another secret .*; set STEAM_OPENID_URL/);
    expect(loadConfig(productionEnv({ STEAM_OPENID_URL: 'https://openid.example/login' })).STEAM_OPENID_URL).toBe('https://openid.example/login');
    expect(loadConfig(productionEnv()).STEAM_OPENID_URL).toBe('https://steamcommunity.com/openid/login');
    // Outside production a test's local provider (http) and shared secrets are accepted.
    expect(loadConfig({ STEAM_OPENID_URL: 'http://127.0.0.1:9/openid', PAYMENT_WEBHOOK_SECRET: shared, PAYOUT_WEBHOOK_SECRET: shared }).STEAM_OPENID_URL).toBe('http://127.0.0.1:9/openid');
  });

  it('OPS-21: production refuses to start without its own PAYOUT_DETAILS_KEY; a key that is not 32 bytes of hex or base64 is refused anywhere', () => {
    const { PAYOUT_DETAILS_KEY: _k, ...withoutKey } = productionEnv();
    expect(refusal(withoutKey)).toMatch(/^Production refuses to start: PAYOUT_DETAILS_KEY must be set to the shop's own key/);
    expect(refusal(productionEnv({ PAYOUT_DETAILS_KEY: DEV_PAYOUT_DETAILS_KEY }))).toContain('PAYOUT_DETAILS_KEY must be set');
    expect(refusal(productionEnv({ PAYOUT_DETAILS_KEY: 'ab'.repeat(16) }))).toMatch(/PAYOUT_DETAILS_KEY: must be 32 bytes/);
    expect(refusal({ PAYOUT_DETAILS_KEY: 'secret' })).toMatch(/PAYOUT_DETAILS_KEY: must be 32 bytes/);
    expect(loadConfig(productionEnv({ PAYOUT_DETAILS_KEY: Buffer.alloc(32, 9).toString('base64') })).PAYOUT_DETAILS_KEY).toEqual(Buffer.alloc(32, 9));
    // Outside production the development key is the default.
    expect(loadConfig({}).PAYOUT_DETAILS_KEY).toEqual(Buffer.from(DEV_PAYOUT_DETAILS_KEY, 'hex'));
  });

  it('SEC-1: outside production the development secrets are the defaults, one for payments and another for payouts', () => {
    expect(loadConfig({})).toMatchObject({ PAYMENT_WEBHOOK_SECRET: DEV_WEBHOOK_SECRET, PAYOUT_WEBHOOK_SECRET: DEV_PAYOUT_WEBHOOK_SECRET });
    expect(DEV_PAYOUT_WEBHOOK_SECRET).not.toBe(DEV_WEBHOOK_SECRET);
  });

  it('ART-2: STEAM_IMAGE_ORIGIN (tests only) is refused in production, so item images come from Steam itself', () => {
    expect(refusal(productionEnv({ STEAM_IMAGE_ORIGIN: 'http://127.0.0.1:9' }))).toContain('STEAM_IMAGE_ORIGIN is for tests only');
    expect(loadConfig({ STEAM_IMAGE_ORIGIN: 'http://127.0.0.1:9' }).STEAM_IMAGE_ORIGIN).toBe('http://127.0.0.1:9');
  });

  it('SEC-2: the sandbox provider is the default outside production only; production runs it only with the unsafe flag', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_PROVIDER).toBe('sandbox');
    expect(loadConfig(productionEnv()).PAYMENT_PROVIDER).toBeUndefined();
    expect(refusal(productionEnv({ PAYMENT_PROVIDER: 'sandbox' }))).toMatch(/^Production refuses to start: PAYMENT_PROVIDER=sandbox .*ALLOW_UNSAFE_SANDBOX_IN_PRODUCTION=true/);
    expect(refusal(productionEnv({ PAYMENT_PROVIDER: 'sandbox', ALLOW_UNSAFE_SANDBOX_IN_PRODUCTION: 'false' }))).toContain('PAYMENT_PROVIDER=sandbox');
    expect(loadConfig(productionEnv({ PAYMENT_PROVIDER: 'sandbox', ALLOW_UNSAFE_SANDBOX_IN_PRODUCTION: 'true' })).PAYMENT_PROVIDER).toBe('sandbox');
    expect(refusal({ PAYMENT_PROVIDER: 'stripe' })).toContain('PAYMENT_PROVIDER');
  });
});

describe('the server\'s own timeouts and connections per client (SEC-26)', () => {
  it('SEC-26: headers within 10 s, the whole request within 30 s, keep-alive 65 s and 100 connections per client by default; each can be set', () => {
    expect(loadConfig({})).toMatchObject({ HTTP_HEADERS_TIMEOUT_MS: 10_000, HTTP_REQUEST_TIMEOUT_MS: 30_000, HTTP_KEEP_ALIVE_TIMEOUT_MS: 65_000, maxConnectionsPerClient: 100 });
    const set = loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '20000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '75000', HTTP_MAX_CONNECTIONS_PER_CLIENT: '0' });
    expect(set).toMatchObject({ HTTP_HEADERS_TIMEOUT_MS: 5000, HTTP_REQUEST_TIMEOUT_MS: 20_000, HTTP_KEEP_ALIVE_TIMEOUT_MS: 75_000, maxConnectionsPerClient: 0 });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '40000' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: '0' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
  });

  it('SEC-26: behind TRUST_PROXY (every connection is the proxy\'s) there is no cap per client, and setting one is refused', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).maxConnectionsPerClient).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true', HTTP_MAX_CONNECTIONS_PER_CLIENT: '0' }).maxConnectionsPerClient).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: 'true', HTTP_MAX_CONNECTIONS_PER_CLIENT: '50' })).toThrow(/HTTP_MAX_CONNECTIONS_PER_CLIENT: counts connections per remote address, which behind TRUST_PROXY is the proxy/);
  });
});
