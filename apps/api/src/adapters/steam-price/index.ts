import { createFakeSteamPrices } from './fake.ts';
import type { SteamPriceSource } from './port.ts';
import { createSteamMarketPrices } from './steam-market.ts';

export type { SteamPriceAnswer, SteamPriceSource } from './port.ts';

/** REFPRICE-1: the Steam price source STEAM_PRICE_SOURCE names; none: the references come from the shop's own sales only. */
export function createSteamPriceSource(config: { steamPriceSource: 'fake' | 'steam' | 'none' }): SteamPriceSource | null {
  if (config.steamPriceSource === 'steam') return createSteamMarketPrices();
  return config.steamPriceSource === 'fake' ? createFakeSteamPrices() : null;
}
