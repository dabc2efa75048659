import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isoTime, type PersonalDataTable } from '../../lib/personal-data.ts';
import { watchedItems, watchedNames } from './tables.ts';

/** GDPR-1: what the person watches: listed items and market names with their price alerts. */
export async function watchlistPersonalData(db: DbOrTx, userId: number): Promise<PersonalDataTable[]> {
  const items = await db.select().from(watchedItems).where(eq(watchedItems.userId, userId)).orderBy(asc(watchedItems.addedAt));
  const names = await db.select().from(watchedNames).where(eq(watchedNames.userId, userId)).orderBy(asc(watchedNames.addedAt));
  return [
    {
      name: 'watchlist',
      rows: [
        ...items.map((i) => ({ item_id: i.itemId, market_name: null, alert_minor: null, alert_currency: null, added_at: isoTime(i.addedAt) })),
        ...names.map((n) => ({ item_id: null, market_name: n.marketName, alert_minor: n.alertAmountMinor ?? n.alertCents, alert_currency: n.alertCurrency ?? (n.alertCents === null ? null : 'EUR'), added_at: isoTime(n.addedAt) })),
      ],
    },
  ];
}

/** GDPR-6: the watchlist is erased (no law keeps it). */
export async function eraseWatchlistPersonalData(tx: Tx, userId: number): Promise<void> {
  await tx.delete(watchedItems).where(eq(watchedItems.userId, userId));
  await tx.delete(watchedNames).where(eq(watchedNames.userId, userId));
}
