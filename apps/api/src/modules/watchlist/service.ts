import { convertCents, errorCatalog, toEuroCents, WATCHLIST_MAX, toMinor, toMajor, type WatchAlertBody, type Watchlist, type WatchTarget } from '@skins/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx, RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { findItemsByIds } from '../catalog/index.ts';
import { listCurrencies } from '../i18n/index.ts';
import { isListedMarketName, marketNameOf } from '../prices/index.ts';
import { alertInEuroCents } from './alert-currency.ts';
import { watchedItems, watchedNames } from './tables.ts';

/** An arbitrary constant: with the user's id, the advisory lock under which a user's watchlist grows one entry at a time (SEC-25). */
const WATCHLIST_LOCK = 0x5741_5443;

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
    .select({ marketName: watchedNames.marketName, alertCents: watchedNames.alertCents, alertAmountMinor: watchedNames.alertAmountMinor, alertCurrency: watchedNames.alertCurrency })
    .from(watchedNames)
    .where(eq(watchedNames.userId, userId))
    .orderBy(asc(watchedNames.marketName));
  const shown = ctx.locale.currency.code;
  // The rates only when an alert was set in another currency than the one asked for.
  const rates = names.some((n) => n.alertCurrency !== null && n.alertCurrency !== shown) ? await listCurrencies(ctx.db) : [];
  return {
    items: rows.map((r) => ({ id: r.id, title: r.title, market_name: marketNameOf(r), img_url: r.imgUrl, price: convertCents(r.priceCents, rate), available: r.status === 'available' })),
    market_names: names.map((n) => {
      const typed = n.alertAmountMinor === null ? null : toMajor(n.alertAmountMinor);
      // WATCH-5: in its own currency the alert reads back exactly as typed; in another, at today's rates.
      const alertPrice = n.alertCents === null ? null : n.alertCurrency === shown ? typed : convertCents(alertInEuroCents(n, rates), rate);
      return { market_name: n.marketName, alert_price: alertPrice, alert_amount: typed, alert_currency: n.alertCurrency };
    }),
  };
}

type TargetField = 'item_id' | 'market_name';

/** A change that may add an entry to the watchlist (SEC-25). */
interface Entry {
  field: TargetField;
  /** Set for a market name: a new one must be one the shop has listed. */
  marketName?: string;
  /** Applies the change to the entry if the user watches it already; answers whether they did. */
  changeWatched(db: DbOrTx): Promise<boolean>;
  /** Adds the entry (with the change). */
  add(tx: Tx): Promise<void>;
}

const refused = (code: 'WATCHLIST_NAME_UNKNOWN' | 'WATCHLIST_FULL', field: TargetField) => new AppError(code, { fields: { [field]: [errorCatalog[code].message] } });

async function countWatched(tx: Tx, userId: number): Promise<number> {
  return (await tx.$count(watchedItems, eq(watchedItems.userId, userId))) + (await tx.$count(watchedNames, eq(watchedNames.userId, userId)));
}

/**
 * SEC-25: an entry already watched takes the change and nothing else is asked (not even at the
 * limit); a new market name must be one the shop has listed (422 WATCHLIST_NAME_UNKNOWN), and a new
 * entry must leave at most WATCHLIST_MAX, items and names together (422 WATCHLIST_FULL), else
 * nothing changes. The count and the add run under the user's advisory lock (rows not yet written
 * cannot be locked), so parallel adds of one user never pass the limit.
 */
async function addOrChange(ctx: RootCtx, userId: number, entry: Entry): Promise<void> {
  if (await entry.changeWatched(ctx.db)) return;
  if (entry.marketName !== undefined && !(await isListedMarketName(ctx.db, entry.marketName))) throw refused('WATCHLIST_NAME_UNKNOWN', entry.field);
  await withTransaction(ctx, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${WATCHLIST_LOCK}::int, ${userId}::int)`);
    // Added (or removed) by another request meanwhile.
    if (await entry.changeWatched(tx)) return;
    if ((await countWatched(tx, userId)) >= WATCHLIST_MAX) throw refused('WATCHLIST_FULL', entry.field);
    await entry.add(tx);
  });
}

/** WATCH-1: stars an item (an unknown one is a 404) or a market name; starring twice changes nothing; SEC-25 as in addOrChange. */
export async function watch(ctx: RootCtx, target: WatchTarget): Promise<void> {
  const userId = userOf(ctx);
  if (target.item_id !== undefined) {
    const [item] = await findItemsByIds(ctx.db, [target.item_id]);
    if (!item) throw new AppError('CATALOG_ITEM_NOT_FOUND');
    await addOrChange(ctx, userId, {
      field: 'item_id',
      changeWatched: async (db) => (await db.select({ userId: watchedItems.userId }).from(watchedItems).where(and(eq(watchedItems.userId, userId), eq(watchedItems.itemId, item.id)))).length > 0,
      add: async (tx) => void (await tx.insert(watchedItems).values({ userId, itemId: item.id }).onConflictDoNothing()),
    });
  } else if (target.market_name !== undefined) {
    const marketName = target.market_name;
    await addOrChange(ctx, userId, {
      field: 'market_name',
      marketName,
      changeWatched: async (db) => (await db.select({ userId: watchedNames.userId }).from(watchedNames).where(and(eq(watchedNames.marketName, marketName), eq(watchedNames.userId, userId)))).length > 0,
      add: async (tx) => void (await tx.insert(watchedNames).values({ userId, marketName }).onConflictDoNothing()),
    });
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

/**
 * WATCH-3: sets (stars the name if needed, SEC-25 as in addOrChange) or clears a market name's
 * alert price, given in the request's currency. WATCH-5: kept as typed, in that currency, with its
 * euro value of today.
 */
export async function setAlert(ctx: RootCtx, body: WatchAlertBody): Promise<void> {
  const userId = userOf(ctx);
  const typed = body.alert_price === null ? null : Math.max(1, toMinor(body.alert_price));
  const alert = {
    alertCents: body.alert_price === null ? null : Math.max(1, toEuroCents(body.alert_price, ctx.locale.currency.value)),
    alertAmountMinor: typed,
    alertCurrency: typed === null ? null : ctx.locale.currency.code,
  };
  const marketName = body.market_name;
  await addOrChange(ctx, userId, {
    field: 'market_name',
    marketName,
    changeWatched: async (db) =>
      (await db.update(watchedNames).set(alert).where(and(eq(watchedNames.marketName, marketName), eq(watchedNames.userId, userId))).returning({ userId: watchedNames.userId })).length > 0,
    add: async (tx) => void (await tx.insert(watchedNames).values({ userId, marketName, ...alert }).onConflictDoUpdate({ target: [watchedNames.marketName, watchedNames.userId], set: alert })),
  });
}
