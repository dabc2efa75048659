import { describe, expect, it } from 'vitest';
import { productionEnv } from '../../../test/helpers.ts';
import { loadConfig } from '../../config.ts';
import { createFakeSteamPrices } from './fake.ts';
import { createSteamPriceSource } from './index.ts';
import { createSteamMarketPrices, parseSteamPrice } from './steam-market.ts';

const names = Array.from({ length: 200 }, (_, k) => `AK-47 | Fake Test ${k} (Field-Tested)`);

describe('the Steam price adapters', () => {
  it('REFPRICE-1: when the fake is asked, then its answer is the same for the same name: none for some names, else 85 % to 145 % of the listed price', async () => {
    const fake = createFakeSteamPrices();
    const answers = await Promise.all(names.map((n) => fake.priceOf(n, 10_000)));
    expect(await Promise.all(names.map((n) => fake.priceOf(n, 10_000)))).toEqual(answers);
    const prices = answers.flatMap((a) => (a.kind === 'price' ? [a.cents] : []));
    expect(answers.filter((a) => a.kind === 'unknown').length).toBeGreaterThan(5);
    expect(prices.length).toBeGreaterThan(150);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(8500);
    expect(Math.max(...prices)).toBeLessThanOrEqual(14_500);
    expect(new Set(prices).size).toBeGreaterThan(30);
  });

  it('REFPRICE-1: when Steam writes a euro price, then it is read in cents, whatever its separators', () => {
    expect(parseSteamPrice('1,23€')).toBe(123);
    expect(parseSteamPrice('0,03€')).toBe(3);
    expect(parseSteamPrice('1.234,56€')).toBe(123_456);
    expect(parseSteamPrice('12,--€')).toBe(1200);
    expect(parseSteamPrice('€0.50')).toBe(50);
    expect(parseSteamPrice('1 234€')).toBe(123_400);
    expect(parseSteamPrice('--')).toBe(0);
    expect(parseSteamPrice('')).toBeNull();
  });

  it("REFPRICE-1: when Steam's priceoverview answers, then the median (else the lowest) is the price; no success is unknown; a rate limit, an error or no answer is unavailable", async () => {
    const asked: URL[] = [];
    const answering = (status: number, body: unknown) =>
      createSteamMarketPrices({
        fetchFn: (async (url: URL) => (asked.push(url), new Response(JSON.stringify(body), { status }))) as unknown as typeof fetch,
      });
    expect(await answering(200, { success: true, lowest_price: '1,50€', median_price: '1,23€', volume: '12' }).priceOf('AK-47 | Redline (Field-Tested)', 0)).toEqual({ kind: 'price', cents: 123 });
    expect(asked[0]?.searchParams.get('market_hash_name')).toBe('AK-47 | Redline (Field-Tested)');
    expect(Object.fromEntries(asked[0]!.searchParams)).toMatchObject({ appid: '730', currency: '3' });
    expect(await answering(200, { success: true, lowest_price: '2,00€' }).priceOf('x', 0)).toEqual({ kind: 'price', cents: 200 });
    expect(await answering(500, { success: false }).priceOf('x', 0)).toEqual({ kind: 'unknown' });
    expect(await answering(200, { success: true }).priceOf('x', 0)).toEqual({ kind: 'unknown' });
    expect(await answering(429, null).priceOf('x', 0)).toEqual({ kind: 'unavailable' });
    expect(await answering(503, 'down').priceOf('x', 0)).toEqual({ kind: 'unavailable' });
    const failing = createSteamMarketPrices({ fetchFn: (async () => Promise.reject(new Error('offline'))) as unknown as typeof fetch });
    expect(await failing.priceOf('x', 0)).toEqual({ kind: 'unavailable' });
  });

  it('REFPRICE-1: when STEAM_PRICE_SOURCE is unset, then development and tests use the fake and production none; steam names the real market; another value is refused', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).steamPriceSource).toBe('fake');
    expect(loadConfig(productionEnv()).steamPriceSource).toBe('none');
    expect(loadConfig({ NODE_ENV: 'development', STEAM_PRICE_SOURCE: 'steam' }).steamPriceSource).toBe('steam');
    expect(createSteamPriceSource({ steamPriceSource: 'steam' })?.name).toBe('steam');
    expect(createSteamPriceSource({ steamPriceSource: 'fake' })?.name).toBe('fake');
    expect(createSteamPriceSource({ steamPriceSource: 'none' })).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'test', STEAM_PRICE_SOURCE: 'csfloat' })).toThrow(/STEAM_PRICE_SOURCE: must be fake, steam or none/);
  });
});
