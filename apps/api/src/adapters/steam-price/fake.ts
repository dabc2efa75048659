import { createHash } from 'node:crypto';
import { percentOf } from '@skins/contract';
import type { SteamPriceSource } from './port.ts';

/** REFPRICE-1: one name in this many has no Steam price in the fake (as on Steam, where some never trade). */
const UNKNOWN_ONE_IN = 8;
/** REFPRICE-1: the fake's price is this many percent of the shop's listed price at the least, up to LOWEST + SPREAD. */
const LOWEST_PERCENT = 85;
const SPREAD_PERCENT = 60;

/** The first four bytes of the name's SHA-256, as a number in [0, 1). */
function hashOf(name: string): number {
  return createHash('sha256').update(name).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * REFPRICE-1: the local fake Steam market: deterministic per market name. A name has no price one
 * time in UNKNOWN_ONE_IN, else 85 % to 145 % of the shop's listed price, the share fixed by the
 * name, so most items show a little below or above Steam as they would in a real shop.
 */
export function createFakeSteamPrices(): SteamPriceSource {
  return {
    name: 'fake',
    namesPerRound: Number.POSITIVE_INFINITY,
    async priceOf(marketName, listedCents) {
      const h = hashOf(marketName);
      if (Math.floor(h * UNKNOWN_ONE_IN) === 0) return { kind: 'unknown' };
      const share = LOWEST_PERCENT + Math.floor(((h * UNKNOWN_ONE_IN) % 1) * (SPREAD_PERCENT + 1));
      return { kind: 'price', cents: Math.max(1, Math.round(percentOf(listedCents, share))) };
    },
  };
}
