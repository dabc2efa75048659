import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import type { PayoutStatus } from './machine.ts';
import { payouts } from './tables.ts';

export type PayoutRow = typeof payouts.$inferSelect;

/** The payout of an offer (there is at most one, PAYOUT-1). */
export async function payoutOfOffer(db: DbOrTx, offerId: number): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.offerId, offerId));
  return row ?? null;
}

export async function findPayout(db: DbOrTx, id: number): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row ?? null;
}

export async function findPayoutByRef(db: DbOrTx, reference: string): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.providerRef, reference));
  return row ?? null;
}

/** A page of payouts, newest first, optionally of one status. */
export async function listPayouts(db: DbOrTx, filter: { status?: PayoutStatus; page: number; pageSize: number }) {
  const where = filter.status ? eq(payouts.status, filter.status) : undefined;
  const ordered = db.select().from(payouts).orderBy(desc(payouts.createdAt), desc(payouts.id)).$dynamic();
  return paginate(db, { table: payouts, where, ordered }, filter.page, filter.pageSize);
}
