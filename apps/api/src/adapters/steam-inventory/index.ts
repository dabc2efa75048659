import type { Config } from '../../config.ts';
import { createFakeSteamInventory } from './fake.ts';
import type { SteamInventory } from './port.ts';
import { createSteamWebApiInventory } from './steam-web-api.ts';

/**
 * INV-1: the Steam Web API when STEAM_API_KEY is set; else the local fake in development and tests,
 * and none in production (a fake inventory there would let anyone offer items they do not own).
 */
export function createSteamInventory(config: Config): SteamInventory | null {
  if (config.STEAM_API_KEY) return createSteamWebApiInventory({ apiKey: config.STEAM_API_KEY, baseUrl: config.STEAM_WEB_API_URL });
  return config.NODE_ENV === 'production' ? null : createFakeSteamInventory();
}
