import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithEnv } from '../../../test/auth-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { loadConfig } from '../../config.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_INTERVAL_MS: '0' });
});
afterAll(async () => t?.close());

const lookup = (app = t.app, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/api/geoip', headers });

describe('GET /api/geoip', () => {
  it('GEO-1: with no database or service configured the country is unknown, never an error', async () => {
    const res = await lookup(t.app, { 'cf-ipcountry': 'PT', 'x-country-code': 'PT' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'OK', payload: { country_code: null } });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('GEO-2: GEOIP_HEADER names the header a CDN sets; a listed two-letter code is answered in upper case', async () => {
    const app = await appWithEnv(t.database, { JOBS_INTERVAL_MS: '0', GEOIP_HEADER: 'CF-IPCountry' });
    try {
      expect(json(await lookup(app, { 'cf-ipcountry': 'PT' })).payload).toEqual({ country_code: 'PT' });
      expect(json(await lookup(app, { 'cf-ipcountry': ' de ' })).payload).toEqual({ country_code: 'DE' });
      expect(json(await lookup(app, { 'x-country-code': 'PT' })).payload).toEqual({ country_code: null });
    } finally {
      await app.close();
    }
  });

  it.each([
    ['no header', undefined],
    ["the CDN's unknown (XX)", 'XX'],
    ['Tor (T1)', 'T1'],
    ['a code no country has (ZZ)', 'ZZ'],
    ['a name instead of a code', 'Portugal'],
    ['an empty value', ''],
  ])('GEO-3: %s means unknown, never an error', async (_case, value) => {
    const app = await appWithEnv(t.database, { JOBS_INTERVAL_MS: '0', GEOIP_HEADER: 'X-Country-Code' });
    try {
      const res = await lookup(app, value === undefined ? {} : { 'x-country-code': value });
      expect(res.statusCode).toBe(200);
      expect(json(res).payload).toEqual({ country_code: null });
    } finally {
      await app.close();
    }
  });

  it('GEO-2: a GEOIP_HEADER that is not a header name stops the server with a clear message', () => {
    expect(() => loadConfig({ GEOIP_HEADER: 'CF IPCountry' })).toThrow(/GEOIP_HEADER: must be an HTTP header name such as CF-IPCountry/);
  });
});
