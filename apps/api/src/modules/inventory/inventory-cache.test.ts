import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { createFakeSteamInventory, FAKE_STEAM_ENDINGS } from '../../adapters/steam-inventory/fake.ts';
import type { SteamInventory } from '../../adapters/steam-inventory/port.ts';
import { AppError } from '../../lib/app-error.ts';
import { readSteamInventory } from './inventory-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The fake inventory, counting how often Steam is asked. */
function counted(): SteamInventory & { calls: number } {
  const fake = createFakeSteamInventory();
  const source = { name: 'counted', calls: 0, fetch: (id: string) => ((source.calls += 1), fake.fetch(id)) };
  return source;
}
const MINUTE = 60_000;

describe('the inventory cache (issue 49)', () => {
  it('INV-3: a read inventory is answered from the cache for its minutes, then asked of Steam again', async () => {
    const source = counted();
    const id = '76561198000000100';
    const at = new Date('2026-12-01T10:00:00Z');
    const first = await readSteamInventory(t.db, source, id, { maxAgeMs: 5 * MINUTE, now: at });
    expect(await readSteamInventory(t.db, source, id, { maxAgeMs: 5 * MINUTE, now: new Date(at.getTime() + 4 * MINUTE) })).toEqual(first);
    expect(source.calls).toBe(1);
    await readSteamInventory(t.db, source, id, { maxAgeMs: 5 * MINUTE, now: new Date(at.getTime() + 6 * MINUTE) });
    expect(source.calls).toBe(2);
  });

  it('INV-3: a refusal is not cached: the next read asks Steam again', async () => {
    const source = counted();
    const id = `76561198000000${FAKE_STEAM_ENDINGS.steamDown}`;
    for (let k = 0; k < 2; k++) await expect(readSteamInventory(t.db, source, id, { maxAgeMs: 5 * MINUTE })).rejects.toMatchObject({ code: 'INVENTORY_STEAM_DOWN' });
    expect(source.calls).toBe(2);
  });

  it('INV-1, INVENTORY_NOT_SET_UP: with no inventory adapter (production without STEAM_API_KEY), the sell page is told it is not set up', async () => {
    const error = await readSteamInventory(t.db, null, '76561198000000999', { maxAgeMs: MINUTE }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'INVENTORY_NOT_SET_UP', status: 503 });
  });
});
