import { toMinor } from '@skins/contract';
import { z } from 'zod';
import type { SteamPriceAnswer, SteamPriceSource } from './port.ts';

/** REFPRICE-1: Steam's price overview; appid 730 is CS2, currency 3 the euro (the shop's prices are euro cents). */
export const STEAM_MARKET_URL = 'https://steamcommunity.com/market/priceoverview/';
const CS2_APP_ID = '730';
const EURO = '3';
/** Steam answers about 20 requests a minute per address; a round every 15 minutes asks at most this many. */
const NAMES_PER_ROUND = 20;
const TIMEOUT_MS = 5000;

const overviewSchema = z.object({ success: z.boolean(), lowest_price: z.string().optional(), median_price: z.string().optional() });

/**
 * REFPRICE-1: a price as Steam writes it in euros ("1,23€", "1.234,56€", "12,--€", "0.03€") in
 * euro cents, or null. A separator followed by two digits (or "--") is the decimal one; the others
 * group thousands.
 */
export function parseSteamPrice(text: string): number | null {
  const plain = text.replace(/--/g, '00').replace(/[^\d.,]/g, '');
  if (!/\d/.test(plain)) return null;
  const decimal = /[.,](\d{2})$/.exec(plain);
  const whole = (decimal ? plain.slice(0, -3) : plain).replace(/[.,]/g, '') || '0';
  return toMinor(Number(whole)) + (decimal ? Number(decimal[1]) : 0);
}

/** REFPRICE-1: the real Steam market (STEAM_PRICE_SOURCE=steam). `fetchFn` and `url` are for tests. */
export function createSteamMarketPrices(opts: { fetchFn?: typeof fetch; url?: string } = {}): SteamPriceSource {
  const fetchFn = opts.fetchFn ?? fetch;
  return {
    name: 'steam',
    namesPerRound: NAMES_PER_ROUND,
    async priceOf(marketName): Promise<SteamPriceAnswer> {
      const url = new URL(opts.url ?? STEAM_MARKET_URL);
      url.search = new URLSearchParams({ appid: CS2_APP_ID, currency: EURO, market_hash_name: marketName }).toString();
      let res: Response;
      try {
        res = await fetchFn(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
      } catch {
        return { kind: 'unavailable' };
      }
      // Steam answers 500 with success false for a name it does not know; 429 when it limits the rate.
      if (res.status === 429 || res.status >= 502) return { kind: 'unavailable' };
      const body = overviewSchema.safeParse(await res.json().catch(() => null));
      if (!body.success) return { kind: res.ok ? 'unknown' : 'unavailable' };
      const cents = parseSteamPrice(body.data.median_price ?? '') ?? parseSteamPrice(body.data.lowest_price ?? '');
      return body.data.success && cents !== null && cents > 0 ? { kind: 'price', cents } : { kind: 'unknown' };
    },
  };
}
