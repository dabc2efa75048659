import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { loadConfig, steamBotVariables } from '../../config.ts';

const BOT = {
  STEAM_BOT_ACCOUNT_NAME: 'bot-account-name-7431',
  STEAM_BOT_PASSWORD: 'bot-password-s3cr3t-9902',
  STEAM_BOT_SHARED_SECRET: 'c2hhcmVkLXNlY3JldC0xMjM0NTY3OA==',
  STEAM_BOT_IDENTITY_SECRET: 'aWRlbnRpdHktc2VjcmV0LTg3NjU0MzIx',
};

let t: TestApp | undefined;
afterAll(() => t?.close());

describe('steam bot configuration', () => {
  it('STEAM-1: TRADE_DELIVERY=steam with any bot variable missing is refused, naming each missing one; sandbox stays the default', () => {
    expect(loadConfig({}).TRADE_DELIVERY).toBe('sandbox');
    expect(() => loadConfig({ TRADE_DELIVERY: 'steam' })).toThrow(new RegExp(steamBotVariables.map((v) => `${v}: must be set when TRADE_DELIVERY=steam`).join('[\\s\\S]*')));
    for (const missing of steamBotVariables) {
      const env: Record<string, string> = { ...BOT, TRADE_DELIVERY: 'steam' };
      delete env[missing];
      expect(() => loadConfig(env)).toThrow(`${missing}: must be set when TRADE_DELIVERY=steam`);
    }
    expect(() => loadConfig({ TRADE_DELIVERY: 'telepathy' })).toThrow('TRADE_DELIVERY: must be sandbox or steam');
    expect(loadConfig({ ...BOT, TRADE_DELIVERY: 'steam' }).TRADE_DELIVERY).toBe('steam');
  });

  it('STEAM-1: the bot credentials are never logged, even when a log line carries the configuration', async () => {
    const lines: string[] = [];
    t = await createTestApp({ ...BOT, TRADE_DELIVERY: 'steam', JOBS_INTERVAL_MS: '0', LOG_LEVEL: 'trace' }, { stream: { write: (line) => lines.push(line) } });
    await t.app.inject('/api/healthz');
    await t.app.inject({ url: '/api/healthz', headers: { authorization: `Bearer ${BOT.STEAM_BOT_PASSWORD}` } });
    t.app.log.info({ config: { ...BOT }, ...BOT }, 'configuration');
    expect(lines.some((l) => l.includes('configuration'))).toBe(true);
    for (const secret of Object.values(BOT)) expect(lines.filter((l) => l.includes(secret))).toEqual([]);
  });
});
