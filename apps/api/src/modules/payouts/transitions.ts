import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { PayoutStatus } from './machine.ts';
import type { PayoutRow } from './queries.ts';
import { payouts } from './tables.ts';

/**
 * STATE-1: the one way a payout changes state (no other file writes `payouts.status`): a
 * conditional UPDATE from the states the caller's transition table allows (payoutMachine for a
 * settle, payoutReversalMachine for a conflict's resolution), so of two racing moves one applies.
 * Answers the moved row, or null when the payout was in none of them.
 */
export async function movePayout(tx: DbOrTx, payoutId: number, to: PayoutStatus, from: readonly PayoutStatus[], set: Partial<typeof payouts.$inferInsert> = {}): Promise<PayoutRow | null> {
  const [row] = await tx
    .update(payouts)
    .set({ ...set, status: to })
    .where(and(eq(payouts.id, payoutId), inArray(payouts.status, [...from])))
    .returning();
  return row ?? null;
}
