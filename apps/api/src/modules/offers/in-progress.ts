import { offerInProgressStatuses, type OffersInProgressError } from '@skins/contract';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailsByUserId } from '../account/index.ts';
import { offers } from './tables.ts';

/** OPS-89: the offers still in progress (spec §4), oldest first: what switching selling off would leave the operator to finish. */
export async function offersInProgress(db: DbOrTx): Promise<OffersInProgressError['payload']> {
  const rows = await db
    .select({ id: offers.id, title: offers.title, status: offers.status, userId: offers.userId })
    .from(offers)
    .where(inArray(offers.status, [...offerInProgressStatuses]))
    .orderBy(asc(offers.id));
  const emails = await emailsByUserId(db, rows.map((r) => r.userId));
  return rows.map((r) => ({ id: r.id, title: r.title, status: r.status, user_email: emails.get(r.userId) ?? null }));
}
