import { buildSeedItem } from '../../db/seed/items.ts';
import { hashString, intBetween, mulberry32 } from '../../db/seed/random.ts';
import type { InventoryRefusal, SteamInventory, SteamInventoryItem } from './port.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far apart the fake's inventories sit among the seed's item numbers (each holds fewer). */
const SEED_STRIDE = 16;

/**
 * INV-1: the last three digits of the Steam ids whose fake inventory answers a refusal, or holds
 * nothing (tests and development use them: any id with that ending, so that each test has its own account).
 */
export const FAKE_STEAM_ENDINGS = { private: '401', tradeBan: '451', steamDown: '503', empty: '204' } as const;
const refusals = new Map<string, InventoryRefusal>([
  [FAKE_STEAM_ENDINGS.private, 'private'],
  [FAKE_STEAM_ENDINGS.tradeBan, 'trade_ban'],
  [FAKE_STEAM_ENDINGS.steamDown, 'unavailable'],
]);

/**
 * INV-1, INV-2: the local inventory of development and tests (as the sandbox stands in for a payment
 * provider): for each Steam id the same 6 to 12 of the seed's skins every time; every third one (the
 * second, fifth, …) is on Steam's trade hold until a day or more after `now`, the others trade now.
 * Asset ids start with the Steam id's last 9 digits, so two accounts never share one.
 */
export function createFakeSteamInventory(now: () => Date = () => new Date()): SteamInventory {
  return {
    name: 'fake',
    async fetch(steamId) {
      const ending = steamId.slice(-3);
      const refusal = refusals.get(ending);
      if (refusal) return { ok: false, reason: refusal };
      if (ending === FAKE_STEAM_ENDINGS.empty) return { ok: true, items: [] };
      const seed = hashString(`inventory:${steamId}`);
      const rng = mulberry32(seed);
      const count = intBetween(rng, 6, 12);
      const firstIndex = (seed % 100_000) * SEED_STRIDE;
      const today = Math.floor(now().getTime() / DAY_MS) * DAY_MS;
      const items: SteamInventoryItem[] = [];
      for (let k = 0; k < count; k++) {
        const skin = buildSeedItem(firstIndex + k);
        const assetId = `${steamId.slice(-9)}${String(k).padStart(3, '0')}`;
        items.push({
          assetId,
          // The seed's titles are market names already ("StatTrak™ AK-47 | Redline (Field-Tested)").
          marketName: skin.title,
          name: skin.title.replace(/ \([^)]*\)$/, ''),
          exterior: skin.exteriorName,
          inspectLink: skin.inspectLink,
          float: skin.floatValue,
          pattern: skin.paintSeed,
          tradable: k % 3 !== 1,
          tradableAt: k % 3 === 1 ? new Date(today + (1 + (k % 7)) * DAY_MS) : null,
        });
      }
      return { ok: true, items };
    },
  };
}
