import { productPath } from '@skins/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { findItemsByIds } from '../catalog/index.ts';
import { listCurrencies } from '../i18n/index.ts';
import { notifyUser, type MailCtx } from '../mail/index.ts';
import { marketNameOf } from '../prices/index.ts';
import { alertMet } from './alert-currency.ts';
import { watchedNames } from './tables.ts';

/**
 * WATCH-4: the items just listed (created, restored, repriced, or released from an order) that are
 * on sale at or below a watcher's alert price for their market name: one mail per (watcher, item),
 * in the watcher's language (the mail module's once-per-event key). Called after the listing's
 * transaction committed, so a slow mail never holds it; best effort like every customer mail.
 * WATCH-6: each alert is judged, and quoted, in the currency it was typed in (alertMet).
 */
export async function alertWatchers(ctx: MailCtx, itemIds: readonly number[]): Promise<void> {
  const listed = (await findItemsByIds(ctx.db, itemIds)).filter((r) => r.status === 'available');
  if (listed.length === 0) return;
  const rates = await listCurrencies(ctx.db);
  for (const item of listed) {
    const name = marketNameOf(item);
    const watchers = await ctx.db
      .select({ userId: watchedNames.userId, alertCents: watchedNames.alertCents, alertAmountMinor: watchedNames.alertAmountMinor, alertCurrency: watchedNames.alertCurrency })
      .from(watchedNames)
      .where(and(eq(watchedNames.marketName, name), isNotNull(watchedNames.alertCents)));
    for (const w of watchers) {
      const met = alertMet(w, item.priceCents, rates);
      if (!met) continue;
      const params = { name, ...met, link: productPath({ id: item.id, subcategory: null }) };
      await notifyUser(ctx, w.userId, 'price_alert', params, `price_alert:${w.userId}:${item.id}`);
    }
  }
}
