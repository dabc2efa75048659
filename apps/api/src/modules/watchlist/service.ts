import { convertCents, toEuroCents, type WatchAlertBody, type Watchlist, type WatchTarget } from '@skins/contract';
import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { findItemsByIds } from '../catalog/index.ts';
import { marketNameOf } from '../prices/index.ts';
import { watchedItems, watchedNames } from './tables.ts';

/** The signed-in user of the request (the routes' requireUser guard ran first). */
function userOf(ctx: Ctx): number {
  if (ctx.userId === undefined) throw new AppError('AUTH_UNAUTHENTICATED');
  return ctx.userId;
}

/**
 * WATCH-1: the user's starred items (with their price in the request's currency and
 * whether they can be bought now) and starred market names with their alert price (WATCH-3).
 */
export async function getWatchlist(ctx: Ctx): Promise<Watchlist> {
  const userId = userOf(ctx);
  const rate = ctx.locale.currency.value;
  const starred = await ctx.db.select({ itemId: watchedItems.itemId }).from(watchedItems).where(eq(watchedItems.userId, userId)).orderBy(asc(watchedItems.addedAt));
  const rows = await findItemsByIds(
    ctx.db,
    starred.map((s) => s.itemId),
  );
  const names = await ctx.db
    .select({ marketName: watchedNames.marketName, alertCents: watchedNames.alertCents })
    .from(watchedNames)
    .where(eq(watchedNames.userId, userId))
    .orderBy(asc(watchedNames.marketName));
  return {
    items: rows.map((r) => ({ id: r.id, title: r.title, market_name: marketNameOf(r), img_url: r.imgUrl, price: convertCents(r.priceCents, rate), available: r.status === 'available' })),
    market_names: names.map((n) => ({ market_name: n.marketName, alert_price: n.alertCents === null ? null : convertCents(n.alertCents, rate) })),
  };
}

/** WATCH-1: stars an item (an unknown one is a 404) or a market name; starring twice changes nothing. */
export async function watch(ctx: Ctx, target: WatchTarget): Promise<void> {
  const userId = userOf(ctx);
  if (target.item_id !== undefined) {
    const [item] = await findItemsByIds(ctx.db, [target.item_id]);
    if (!item) throw new AppError('CATALOG_ITEM_NOT_FOUND');
    await ctx.db.insert(watchedItems).values({ userId, itemId: item.id }).onConflictDoNothing();
  } else if (target.market_name !== undefined) {
    await ctx.db.insert(watchedNames).values({ userId, marketName: target.market_name }).onConflictDoNothing();
  }
}

/** WATCH-1: unstars an item or a market name (with its alert); one that is not starred changes nothing. */
export async function unwatch(ctx: Ctx, target: WatchTarget): Promise<void> {
  const userId = userOf(ctx);
  if (target.item_id !== undefined) {
    await ctx.db.delete(watchedItems).where(and(eq(watchedItems.userId, userId), eq(watchedItems.itemId, target.item_id)));
  } else if (target.market_name !== undefined) {
    await ctx.db.delete(watchedNames).where(and(eq(watchedNames.userId, userId), eq(watchedNames.marketName, target.market_name)));
  }
}

/** WATCH-3: sets (stars the name if needed) or clears a market name's alert price, given in the request's currency. */
export async function setAlert(ctx: Ctx, body: WatchAlertBody): Promise<void> {
  const userId = userOf(ctx);
  const alertCents = body.alert_price === null ? null : Math.max(1, toEuroCents(body.alert_price, ctx.locale.currency.value));
  await ctx.db
    .insert(watchedNames)
    .values({ userId, marketName: body.market_name, alertCents })
    .onConflictDoUpdate({ target: [watchedNames.marketName, watchedNames.userId], set: { alertCents } });
}
