import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isoTime, type PersonalDataTable } from '../../lib/personal-data.ts';
import { payouts } from './tables.ts';

/**
 * GDPR-1: the person's payouts. The account is shown as its last 4 digits only: the sealed bank
 * details are the settling operator's alone (ARCHITECTURE, "Secrets") and are never exported.
 */
export async function payoutsPersonalData(db: DbOrTx, userId: number): Promise<PersonalDataTable[]> {
  const rows = await db.select().from(payouts).where(eq(payouts.userId, userId)).orderBy(asc(payouts.id));
  return [
    {
      name: 'payouts',
      rows: rows.map((p) => ({
        id: p.id,
        offer_id: p.offerId,
        method: p.method,
        amount_minor: p.amountMinor,
        currency: p.currency,
        status: p.status,
        account_last4: p.accountLast4,
        holder_name: p.holderName,
        contact: JSON.stringify(p.contact),
        message: p.message,
        created_at: isoTime(p.createdAt),
        settled_at: isoTime(p.settledAt),
      })),
    },
  ];
}

/** GDPR-5: whether a payout of the person is still being processed (PROTECT-3: or held, to be released). */
export async function hasPayoutsProcessing(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.userId, userId), inArray(payouts.status, ['processing', 'held'])))
    .limit(1);
  return row !== undefined;
}

/** GDPR-7: the payouts stay (the books: amount, method, last 4 digits, dates); the holder's name, the contact and any sealed details are erased. */
export async function erasePayoutsPersonalData(tx: Tx, userId: number): Promise<void> {
  await tx.update(payouts).set({ holderName: null, bankDetailsSealed: null, contact: {}, updatedAt: new Date() }).where(eq(payouts.userId, userId));
}
