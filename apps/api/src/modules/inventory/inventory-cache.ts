import type { ErrorCode } from '@skins/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { InventoryRefusal, SteamInventory, SteamInventoryItem } from '../../adapters/steam-inventory/port.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { steamInventoryCache } from './tables.ts';

/** INV-1: the error a customer sees for each reason Steam gives no inventory. */
const refusalErrors: Record<InventoryRefusal, ErrorCode> = {
  private: 'INVENTORY_PRIVATE',
  trade_ban: 'INVENTORY_TRADE_BAN',
  unavailable: 'INVENTORY_STEAM_DOWN',
};

/** A cached item as stored (jsonb): parsed on the way out, dates as ISO strings. */
const cachedItemsSchema = z.array(
  z.object({
    assetId: z.string(),
    marketName: z.string(),
    name: z.string(),
    exterior: z.string().nullable(),
    inspectLink: z.string().nullable(),
    float: z.number().nullable(),
    pattern: z.number().int().nullable(),
    tradable: z.boolean(),
    tradableAt: z.iso.datetime({ offset: true }).nullable(),
  }),
);

/**
 * INV-1, INV-3: a Steam id's CS2 inventory: the cached one while younger than `maxAgeMs`, else
 * Steam's (asked outside any transaction) stored for the next reads. Only an inventory is cached: a
 * private one, a ban or Steam down is asked again next time, so a fix shows at once.
 */
export async function readSteamInventory(
  db: DbOrTx,
  source: SteamInventory | null,
  steamId: string,
  opts: { maxAgeMs: number; now?: Date },
): Promise<SteamInventoryItem[]> {
  const now = opts.now ?? new Date();
  const [cached] = await db.select().from(steamInventoryCache).where(eq(steamInventoryCache.steamId, steamId));
  const fresh = cached && now.getTime() - cached.fetchedAt.getTime() < opts.maxAgeMs ? cachedItemsSchema.safeParse(cached.items) : null;
  if (fresh?.success) return fresh.data.map((i) => ({ ...i, tradableAt: i.tradableAt === null ? null : new Date(i.tradableAt) }));
  if (!source) throw new AppError('INVENTORY_NOT_SET_UP');
  const answer = await source.fetch(steamId);
  if (!answer.ok) throw new AppError(refusalErrors[answer.reason]);
  const items = answer.items.map((i) => ({ ...i, tradableAt: i.tradableAt?.toISOString() ?? null }));
  await db
    .insert(steamInventoryCache)
    .values({ steamId, items, fetchedAt: now })
    .onConflictDoUpdate({ target: steamInventoryCache.steamId, set: { items, fetchedAt: now } });
  return answer.items;
}
