import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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

/** A production env that meets every production requirement; each test takes one away. */
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example', SMTP_URL: 'smtp://mail.example:587' };

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
