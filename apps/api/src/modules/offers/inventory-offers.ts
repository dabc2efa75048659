import { formatMoney, offerQualityOptions, toMajor, type InventoryItem, type InventoryOfferBody, type OfferQuality } from '@skins/contract';
import { and, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { SteamInventory, SteamInventoryItem } from '../../adapters/steam-inventory/port.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx, RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { unixSecondsOrNull } from '../../lib/unix-seconds.ts';
import { emailsByUserId, findUserById } from '../account/index.ts';
import { quotesFor, readSteamInventory } from '../inventory/index.ts';
import { notifyOfferReceived } from './notify.ts';
import { offerArtPath } from './offer-art.ts';
import { offerEvents, offers } from './tables.ts';
import { moveOffer, type OfferRow } from './transitions.ts';

/** Where the inventory comes from and how long a read one is kept (INV-3). */
export interface InventorySource {
  steam: SteamInventory | null;
  maxAgeMs: number;
}
type UserCtx = Ctx & { userId: number };

/** INV-4: the statuses that free an item for a new offer (the partial unique index offers_live_steam_asset says the same). */
const endedStatuses = ['declined_by_user', 'failed'] as const;
/** Inventory offers are in euros: the shop's quotes are. */
const CURRENCY = 'EUR';

async function inventoryOf(ctx: UserCtx, source: InventorySource): Promise<{ steamId: string; items: SteamInventoryItem[] }> {
  const steamId = (await findUserById(ctx.db, ctx.userId))?.steamid;
  if (!steamId) throw new AppError('INVENTORY_STEAM_NOT_LINKED');
  return { steamId, items: await readSteamInventory(ctx.db, source.steam, steamId, { maxAgeMs: source.maxAgeMs }) };
}

/** INV-3: the asset ids among these that a live offer (anyone's) holds. */
async function offeredAssetIds(db: DbOrTx, assetIds: readonly string[]): Promise<Set<string>> {
  if (assetIds.length === 0) return new Set();
  const rows = await db
    .select({ assetId: offers.steamAssetId })
    .from(offers)
    .where(and(isNotNull(offers.steamAssetId), inArray(offers.steamAssetId, [...assetIds]), notInArray(offers.status, [...endedStatuses])));
  return new Set(rows.map((r) => r.assetId ?? ''));
}

/**
 * INV-1, INV-2, INV-3: GET /offer/inventory: the signed-in seller's CS2 inventory (through the cache)
 * with, per item, whether it trades now or from when, whether a live offer holds it and the shop's quote.
 */
export async function sellableInventory(ctx: UserCtx, source: InventorySource): Promise<{ steamId: string; items: InventoryItem[] }> {
  const { steamId, items } = await inventoryOf(ctx, source);
  const [offered, quotes] = await Promise.all([offeredAssetIds(ctx.db, items.map((i) => i.assetId)), quotesFor(ctx.db, items.map((i) => i.marketName))]);
  return {
    steamId,
    items: items.map((i) => {
      const quote = quotes.get(i.marketName);
      return {
        asset_id: i.assetId,
        market_name: i.marketName,
        name: i.name,
        exterior: i.exterior,
        img_url: offerArtPath(i.marketName),
        float: i.float,
        pattern: i.pattern,
        tradable: i.tradable,
        tradable_from: i.tradable ? null : unixSecondsOrNull(i.tradableAt),
        offered: offered.has(i.assetId),
        quote: quote ? toMajor(quote.priceMinor) : null,
      };
    }),
  };
}

/** The sell order's quality of an exterior (spec §3 Quality options); an item without wear is not_painted. */
const qualityOf = (exterior: string | null): OfferQuality => offerQualityOptions.find((o) => o.label === exterior)?.value ?? 'not_painted';
/** The offers table keeps a pattern 0 to 1000 (OFFER-15): another one is not kept. */
const patternOf = (pattern: number | null) => (pattern !== null && pattern >= 0 && pattern <= 1000 ? pattern : null);

/**
 * INV-4: POST /offer/inventory: one offer per picked item, all or none, each carrying the item's Steam
 * asset id, market name and inspect link. An asked price makes a pending offer (OFFER-2); a taken quote
 * makes an offer the shop has quoted already (status offer, its price), which the seller then accepts
 * as any other (OFFER-5). An item must be in the seller's inventory and tradable now; an item a live
 * offer holds is a 409, also when two requests race (the unique index decides, the loser changes nothing).
 */
export async function offerFromInventory(ctx: RootCtx & { userId: number }, source: InventorySource, body: InventoryOfferBody): Promise<OfferRow[]> {
  const { steamId, items } = await inventoryOf(ctx, source);
  const byAsset = new Map(items.map((i) => [i.assetId, i]));
  const picked = body.items.map((pick) => {
    const item = byAsset.get(pick.assetId);
    if (!item) throw new AppError('INVENTORY_ITEM_UNKNOWN');
    if (!item.tradable) throw new AppError('INVENTORY_ITEM_NOT_TRADABLE');
    return { pick, item };
  });
  const quotes = await quotesFor(ctx.db, picked.map((p) => p.item.marketName));
  const created = await withTransaction(ctx, async (tx) => {
    const rows: OfferRow[] = [];
    for (const { pick, item } of picked) {
      const quote = pick.takeQuote ? quotes.get(item.marketName) : undefined;
      if (pick.takeQuote && !quote) throw new AppError('INVENTORY_NO_QUOTE');
      const priceMinor = quote?.priceMinor ?? pick.priceMinor ?? 0;
      const [row] = await tx
        .insert(offers)
        .values({
          userId: ctx.userId,
          title: item.marketName,
          quality: qualityOf(item.exterior),
          itemUrl: `https://steamcommunity.com/profiles/${steamId}/inventory`,
          userPriceMinor: priceMinor,
          currency: CURRENCY,
          floatValue: item.float,
          pattern: patternOf(item.pattern),
          steamAssetId: item.assetId,
          marketName: item.marketName,
          inspectLink: item.inspectLink,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AppError('INVENTORY_ITEM_OFFERED');
      await tx.insert(offerEvents).values({ offerId: row.id, fromStatus: null, toStatus: 'pending', actor: `user:${ctx.userId}`, at: row.createdAt });
      // The quote is the shop's answer, in the name of the operator who set it.
      const quoted = quote ? await moveOffer(tx, row.id, 'offer', `operator:${quote.setBy}`, { servicePriceMinor: quote.priceMinor }) : null;
      rows.push(quoted ?? row);
    }
    return rows;
  });
  // OPS-103: after the commit, the seller and the shop are told of each offer.
  const sellerEmail = (await emailsByUserId(ctx.db, [ctx.userId])).get(ctx.userId) ?? null;
  for (const offer of created) await notifyOfferReceived(ctx, offer, sellerEmail, formatMoney(toMajor(offer.userPriceMinor), offer.currency));
  return created;
}
