import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tally, tallyByPeriod, type PeriodTally, type PeriodUnit, type Tally } from '../../db/tally.ts';
import { deposits } from './tables.ts';

/** OPS-40: the top-ups credited in [from, to) (a deposit's updated_at is when it succeeded; it never moves after) and their sum in euro cents. */
export function creditedTopUpsBetween(db: DbOrTx, from: Date, to: Date): Promise<Tally> {
  return tally(db, deposits, deposits.amountCents, and(eq(deposits.status, 'success'), gte(deposits.updatedAt, from), lt(deposits.updatedAt, to)));
}

/** WALLET-2: how each of these top-ups was paid (card, mbway, multibanco), by deposit id. */
export async function topUpMethodsOf(db: DbOrTx, depositIds: number[]): Promise<Map<number, string>> {
  if (depositIds.length === 0) return new Map();
  const rows = await db.select({ id: deposits.id, method: deposits.paymentType }).from(deposits).where(inArray(deposits.id, depositIds));
  return new Map(rows.map((r) => [r.id, r.method]));
}

/** OPS-141: per report period (UTC): the top-ups credited in it and their sum in euro cents. */
export function topUpsByPeriod(db: DbOrTx, from: Date, to: Date, unit: PeriodUnit): Promise<PeriodTally[]> {
  return tallyByPeriod(db, { table: deposits, at: deposits.updatedAt, amount: deposits.amountCents, where: eq(deposits.status, 'success'), from, to, unit });
}
