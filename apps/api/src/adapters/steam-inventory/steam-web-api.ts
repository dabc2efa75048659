import { z } from 'zod';
import type { InventoryResult, SteamInventory, SteamInventoryItem } from './port.ts';

/** INV-1: Steam answers within this, or the inventory counts as unavailable (a slow Steam must not hold the request). */
const TIMEOUT_MS = 5000;
/** Steam's most items per inventory page; a CS2 inventory holds at most 1,000 (more in storage units, which are not traded). */
const PAGE_COUNT = 2000;

const bansSchema = z.object({ players: z.array(z.object({ EconomyBan: z.string() })) });
const descriptionSchema = z.object({
  classid: z.string(),
  instanceid: z.string().default('0'),
  market_hash_name: z.string(),
  name: z.string(),
  tradable: z.coerce.number(),
  owner_descriptions: z.array(z.object({ value: z.string() })).optional(),
  actions: z.array(z.object({ link: z.string() })).optional(),
  tags: z.array(z.object({ category: z.string(), localized_tag_name: z.string().optional() })).optional(),
});
const propertySchema = z.object({ propertyid: z.number(), int_value: z.string().optional(), float_value: z.string().optional() });
const inventorySchema = z.object({
  response: z.object({
    total_inventory_count: z.number().optional(),
    assets: z.array(z.object({ assetid: z.string(), classid: z.string(), instanceid: z.string().default('0') })).optional(),
    descriptions: z.array(descriptionSchema).optional(),
    // Since October 2025 Steam sends each CS2 item's pattern (property 1) and wear, the float (property 2).
    asset_properties: z.array(z.object({ assetid: z.string(), asset_properties: z.array(propertySchema) })).optional(),
  }),
});
type InventoryAnswer = z.infer<typeof inventorySchema>['response'];

/** "Tradable/Marketable After Dec 11, 2025 (7:00:00) GMT": Steam's trade hold of an item, as owner_descriptions say it. */
export function tradeHoldEnd(lines: readonly { value: string }[] = []): Date | null {
  for (const { value } of lines) {
    const match = /After (.+?) \((\d{1,2}:\d{2}:\d{2})\) GMT/.exec(value);
    const at = match ? Date.parse(`${match[1]} ${match[2]} GMT`) : Number.NaN;
    if (!Number.isNaN(at)) return new Date(at);
  }
  return null;
}

/** INV-1: the items of one inventory answer, joined to their descriptions and asset properties. */
export function inventoryItemsOf(answer: InventoryAnswer, steamId: string): SteamInventoryItem[] {
  const descriptions = new Map((answer.descriptions ?? []).map((d) => [`${d.classid}_${d.instanceid}`, d]));
  const properties = new Map((answer.asset_properties ?? []).map((p) => [p.assetid, p.asset_properties]));
  return (answer.assets ?? []).flatMap((asset) => {
    const d = descriptions.get(`${asset.classid}_${asset.instanceid}`);
    if (!d) return [];
    const props = properties.get(asset.assetid) ?? [];
    const float = Number(props.find((p) => p.propertyid === 2)?.float_value ?? Number.NaN);
    const pattern = Number(props.find((p) => p.propertyid === 1)?.int_value ?? Number.NaN);
    const link = d.actions?.[0]?.link;
    return [
      {
        assetId: asset.assetid,
        marketName: d.market_hash_name,
        name: d.name,
        exterior: d.tags?.find((t) => t.category === 'Exterior')?.localized_tag_name ?? null,
        inspectLink: link ? link.replace('%owner_steamid%', steamId).replace('%assetid%', asset.assetid) : null,
        float: Number.isFinite(float) ? float : null,
        pattern: Number.isInteger(pattern) ? pattern : null,
        tradable: d.tradable === 1,
        tradableAt: d.tradable === 1 ? null : tradeHoldEnd(d.owner_descriptions),
      },
    ];
  });
}

/**
 * INV-1: the Steam Web API (STEAM_API_KEY): a trade ban first (ISteamUser/GetPlayerBans: any
 * economy ban but "none"), then the CS2 inventory (IEconService/GetInventoryItemsWithDescriptions,
 * app 730, context 2). Steam answers a private inventory with a 403 or with no item count; a
 * timeout, a 429 or a 5xx is Steam being down. Every answer is parsed before it is believed.
 */
export function createSteamWebApiInventory(opts: { apiKey: string; baseUrl?: string }): SteamInventory {
  const base = (opts.baseUrl ?? 'https://api.steampowered.com').replace(/\/$/, '');
  const get = async (path: string, query: Record<string, string>) => {
    const url = `${base}/${path}?${new URLSearchParams({ key: opts.apiKey, ...query })}`;
    return fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
  };
  return {
    name: 'steam',
    async fetch(steamId): Promise<InventoryResult> {
      try {
        const bansReply = await get('ISteamUser/GetPlayerBans/v1/', { steamids: steamId });
        if (!bansReply.ok) return { ok: false, reason: 'unavailable' };
        const bans = bansSchema.safeParse(await bansReply.json());
        if (!bans.success) return { ok: false, reason: 'unavailable' };
        if (bans.data.players.some((p) => p.EconomyBan !== 'none')) return { ok: false, reason: 'trade_ban' };
        const reply = await get('IEconService/GetInventoryItemsWithDescriptions/v1/', { steamid: steamId, appid: '730', contextid: '2', get_descriptions: 'true', language: 'english', count: String(PAGE_COUNT) });
        if (reply.status === 401 || reply.status === 403) return { ok: false, reason: 'private' };
        if (!reply.ok) return { ok: false, reason: 'unavailable' };
        const parsed = inventorySchema.safeParse(await reply.json());
        if (!parsed.success) return { ok: false, reason: 'unavailable' };
        if (parsed.data.response.total_inventory_count === undefined) return { ok: false, reason: 'private' };
        return { ok: true, items: inventoryItemsOf(parsed.data.response, steamId) };
      } catch {
        // A network error or the timeout: Steam did not answer.
        return { ok: false, reason: 'unavailable' };
      }
    },
  };
}
