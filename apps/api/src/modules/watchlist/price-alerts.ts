import { convertCents, formatMoney, productPath } from '@skins/contract';
import { and, eq, gte } from 'drizzle-orm';
import { findItemsByIds } from '../catalog/index.ts';
import { notifyUser, type MailCtx } from '../mail/index.ts';
import { marketNameOf } from '../prices/index.ts';
import { watchedNames } from './tables.ts';

const euros = (cents: number) => formatMoney(convertCents(cents, 1), 'EUR');

/**
 * WATCH-4: the items just listed (created, restored, repriced, or released from an order) that are
 * on sale at or below a watcher's alert price for their market name: one mail per (watcher, item),
 * in the watcher's language (the mail module's once-per-event key). Called after the listing's
 * transaction committed, so a slow mail never holds it; best effort like every customer mail.
 */
export async function alertWatchers(ctx: MailCtx, itemIds: readonly number[]): Promise<void> {
  const listed = (await findItemsByIds(ctx.db, itemIds)).filter((r) => r.status === 'available');
  for (const item of listed) {
    const name = marketNameOf(item);
    const watchers = await ctx.db
      .select({ userId: watchedNames.userId, alertCents: watchedNames.alertCents })
      .from(watchedNames)
      .where(and(eq(watchedNames.marketName, name), gte(watchedNames.alertCents, item.priceCents)));
    for (const w of watchers) {
      const params = { name, price: euros(item.priceCents), alert: euros(w.alertCents ?? item.priceCents), link: productPath({ id: item.id, subcategory: null }) };
      await notifyUser(ctx, w.userId, 'price_alert', params, `price_alert:${w.userId}:${item.id}`);
    }
  }
}
