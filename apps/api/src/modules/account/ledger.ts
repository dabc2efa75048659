import { and, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryPrepared, type DbOrTx } from '../../db/client.ts';
import { balanceLedger, users, type ledgerReasons } from './tables.ts';

export interface BalanceMove {
  userId: number;
  /** Minor units of the internal currency: negative debits, positive credits. */
  deltaMinor: number;
  reason: (typeof ledgerReasons)[number];
  refType: string;
  refId: string;
  /** WALLET-4: an adjustment's reason, which the customer reads in their statement. */
  note?: string;
}

/** A moved balance as the statement answers it; built once (a zod schema built per call costs every purchase its set-up, issue 20). */
const movedRow = z.object({ balance_minor: z.coerce.number() });

/**
 * PAY-6: moves a balance through the ledger, in the caller's transaction. The conditional UPDATE
 * (balance + delta >= 0) takes the user's row lock, so concurrent debits queue and none can
 * overdraw; the ledger row records the balance after, and its (reason, ref_type, ref_id) key
 * refuses a second move for the same cause. Answers the new balance, or ok: false with the
 * current balance when the debit would pass zero (nothing changes then).
 */
export async function moveBalance(tx: DbOrTx, move: BalanceMove): Promise<{ ok: true; balanceMinor: number } | { ok: false; balanceMinor: number }> {
  // Issue 20: the update and its ledger row in one statement (one round trip on every purchase),
  // prepared (SCALE-45).
  const [row] = await queryPrepared(
    tx,
    movedRow,
    sql`WITH moved AS (
        UPDATE ${users} SET balance_minor = balance_minor + ${move.deltaMinor}, updated_at = ${new Date().toISOString()}::timestamptz
        WHERE id = ${move.userId} AND balance_minor + ${move.deltaMinor} >= 0
        RETURNING balance_minor),
      ledger AS (
        INSERT INTO ${balanceLedger} (user_id, delta_minor, balance_after_minor, reason, ref_type, ref_id, note)
        SELECT ${move.userId}::int, ${move.deltaMinor}::bigint, balance_minor, ${move.reason}::text, ${move.refType}::text, ${move.refId}::text, ${move.note ?? null}::text FROM moved)
      SELECT balance_minor FROM moved`,
    'purchases',
  );
  if (!row) return { ok: false, balanceMinor: await balanceOf(tx, move.userId) };
  return { ok: true, balanceMinor: row.balance_minor };
}

export async function balanceOf(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ balanceMinor: users.balanceMinor }).from(users).where(eq(users.id, userId));
  return Number(row?.balanceMinor ?? 0);
}

/** The amount (minor credits, signed) a ledger row moved for a cause, or null when there is none. */
export async function movedFor(db: DbOrTx, cause: Pick<BalanceMove, 'reason' | 'refType' | 'refId'>): Promise<number | null> {
  const [row] = await db
    .select({ deltaMinor: balanceLedger.deltaMinor })
    .from(balanceLedger)
    .where(and(eq(balanceLedger.reason, cause.reason), eq(balanceLedger.refType, cause.refType), eq(balanceLedger.refId, cause.refId)));
  return row ? Number(row.deltaMinor) : null;
}

export type LedgerReason = (typeof ledgerReasons)[number];
export type LedgerRow = typeof balanceLedger.$inferSelect;

/** WALLET-1: which of a user's ledger rows a statement reads: some reasons, created in [from, to), the newest `limit`. */
export interface LedgerFilter {
  reasons?: readonly LedgerReason[];
  from?: Date;
  to?: Date;
  limit: number;
}

/** WALLET-1: a user's balance movements, newest first (the order they were made in: id). */
export function ledgerOf(db: DbOrTx, userId: number, filter: LedgerFilter): Promise<LedgerRow[]> {
  const where: SQL[] = [eq(balanceLedger.userId, userId)];
  if (filter.reasons) where.push(inArray(balanceLedger.reason, [...filter.reasons]));
  if (filter.from) where.push(gte(balanceLedger.createdAt, filter.from));
  if (filter.to) where.push(lt(balanceLedger.createdAt, filter.to));
  return db.select().from(balanceLedger).where(and(...where)).orderBy(desc(balanceLedger.id)).limit(filter.limit);
}

/** WALLET-3: the balance a user had at a moment: the balance after their last ledger row made by then (0 before the first). */
export async function balanceAt(db: DbOrTx, userId: number, at: Date): Promise<number> {
  const [row] = await db
    .select({ after: balanceLedger.balanceAfterMinor })
    .from(balanceLedger)
    .where(and(eq(balanceLedger.userId, userId), lte(balanceLedger.createdAt, at)))
    .orderBy(desc(balanceLedger.id))
    .limit(1);
  return Number(row?.after ?? 0);
}
