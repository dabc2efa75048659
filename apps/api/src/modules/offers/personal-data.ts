import { offerInProgressStatuses } from '@skins/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isoTime, type PersonalDataTable } from '../../lib/personal-data.ts';
import { offers } from './tables.ts';

/** GDPR-1: the person's sell offers, oldest first. */
export async function offersPersonalData(db: DbOrTx, userId: number): Promise<PersonalDataTable[]> {
  const rows = await db.select().from(offers).where(eq(offers.userId, userId)).orderBy(asc(offers.id));
  return [
    {
      name: 'offers',
      rows: rows.map((o) => ({
        id: o.id,
        title: o.title,
        quality: o.quality,
        item_url: o.itemUrl,
        float_value: o.floatValue,
        pattern: o.pattern,
        stickers: JSON.stringify(o.stickers),
        asked_minor: o.userPriceMinor,
        quoted_minor: o.servicePriceMinor,
        currency: o.currency,
        status: o.status,
        reason: o.reason,
        created_at: isoTime(o.createdAt),
        updated_at: isoTime(o.updatedAt),
      })),
    },
  ];
}

/** GDPR-5: whether an offer of the person is still in progress (spec §4). */
export async function hasOffersInProgress(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: offers.id }).from(offers).where(and(eq(offers.userId, userId), inArray(offers.status, [...offerInProgressStatuses]))).limit(1);
  return row !== undefined;
}

/** GDPR-7: the offers stay (what the shop bought and paid out); the link to the seller's Steam inventory, which names them, is blanked. */
export async function eraseOffersPersonalData(tx: Tx, userId: number): Promise<void> {
  await tx.update(offers).set({ itemUrl: '', updatedAt: new Date() }).where(eq(offers.userId, userId));
}
