import { describe, expect, it } from 'vitest';
import { productionEnv } from '../../../test/helpers.ts';
import { loadConfig } from '../../config.ts';
import { createSteamInventory } from './index.ts';

const KEY = '0123456789abcdef0123456789abcdef';

describe('which inventory adapter the shop uses (issue 49)', () => {
  it('INV-1: the Steam Web API with STEAM_API_KEY; else the fake in development and tests, and none in production', () => {
    expect(createSteamInventory(loadConfig({ NODE_ENV: 'test' }))?.name).toBe('fake');
    expect(createSteamInventory(loadConfig({ NODE_ENV: 'development', STEAM_API_KEY: KEY }))?.name).toBe('steam');
    expect(createSteamInventory(loadConfig(productionEnv()))).toBeNull();
    expect(createSteamInventory(loadConfig(productionEnv({ STEAM_API_KEY: KEY })))?.name).toBe('steam');
  });

  it('INV-1: a STEAM_API_KEY that is not one is named; production refuses STEAM_WEB_API_URL (tests only)', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', STEAM_API_KEY: 'not-a-key' })).toThrow('STEAM_API_KEY: must be a Steam Web API key (32 hex characters)');
    expect(() => loadConfig(productionEnv({ STEAM_API_KEY: KEY, STEAM_WEB_API_URL: 'http://127.0.0.1:9' }))).toThrow('STEAM_WEB_API_URL is for tests only');
  });
});
