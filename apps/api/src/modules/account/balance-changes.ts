import { PAGE_SIZE, toMinor, toMajor, type BalanceChangeStatus, type DayRange, type OperatorBalanceChange } from '@skins/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { inDayRange } from '../../db/day-range.ts';
import { paginate } from '../../db/paginate.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import { recordAudit } from '../audit/index.ts';
import { readSettings } from '../content/index.ts';
import { adjustBalance } from './customers.ts';
import { moveBalance } from './ledger.ts';
import { balanceChangeRequests, users } from './tables.ts';
import { emailsByUserId, type UserRow } from './users.ts';

type OperatorCtx = RootCtx & { userId: number };
type RequestRow = typeof balanceChangeRequests.$inferSelect;

/** OPS-134: the moves of a balance change: pending is decided once, to approved or rejected. */
const decisions = { approve: 'approved', reject: 'rejected' } as const satisfies Record<string, BalanceChangeStatus>;
export type BalanceChangeDecision = keyof typeof decisions;

/**
 * OPS-135: the customer whose balance an operator changes, locked for the change. An operator
 * account (the operator's own or another operator's) is refused: one person could otherwise
 * credit an account they spend from.
 */
async function lockCustomer(tx: Tx, userId: number, operatorId: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new AppError('OPS_CUSTOMER_NOT_FOUND');
  if (row.role === 'operator' || row.id === operatorId) throw new AppError('OPS_BALANCE_OPERATOR_ACCOUNT');
  return row;
}

/** The changes as the back office shows them, with the customer's, the asker's and the decider's emails (one read). */
async function present(db: DbOrTx, rows: RequestRow[], viewerId: number): Promise<OperatorBalanceChange[]> {
  const emails = await emailsByUserId(db, rows.flatMap((r) => [r.userId, r.requestedBy, ...(r.decidedBy === null ? [] : [r.decidedBy])]));
  return rows.map((r) => ({
    id: r.id,
    user_id: r.userId,
    user_email: emails.get(r.userId) ?? null,
    amount: toMajor(r.deltaMinor),
    reason: r.reason,
    status: r.status,
    requested_by: r.requestedBy,
    requested_by_email: emails.get(r.requestedBy) ?? null,
    created_at: unixSeconds(r.createdAt),
    decided_by: r.decidedBy,
    decided_by_email: r.decidedBy === null ? null : (emails.get(r.decidedBy) ?? null),
    decided_at: r.decidedAt ? unixSeconds(r.decidedAt) : null,
    mine: r.requestedBy === viewerId,
  }));
}

/**
 * OPS-116, OPS-135, OPS-134: an operator changes a customer's balance (never an operator's). At or
 * below the setting balance_adjust_review_above (or with it off) the change goes through the ledger
 * at once; above it nothing moves: the change is recorded as pending for a second operator and
 * answered (null when applied). Audited in the same transaction.
 */
export async function changeBalance(ctx: OperatorCtx, input: { userId: number; deltaMinor: number; reason: string }): Promise<OperatorBalanceChange | null> {
  return withTransaction(ctx, async (tx) => {
    const customer = await lockCustomer(tx, input.userId, ctx.userId);
    const target = { type: 'user', id: input.userId };
    const limit = (await readSettings(tx)).balance_adjust_review_above;
    if (limit !== null && Math.abs(input.deltaMinor) > toMinor(limit)) {
      const [row] = await tx.insert(balanceChangeRequests).values({ userId: input.userId, deltaMinor: input.deltaMinor, reason: input.reason, requestedBy: ctx.userId }).returning();
      if (!row) throw new AppError('COMMON_INTERNAL');
      await recordAudit(tx, { actorId: ctx.userId, action: 'customer.balance_change_requested', target, before: { balance: toMajor(customer.balanceMinor) }, after: { change: toMajor(input.deltaMinor), reason: input.reason, request: row.id, review_above: limit } });
      const [pending] = await present(tx, [row], ctx.userId);
      return pending ?? null;
    }
    const { beforeMinor, afterMinor } = await adjustBalance(tx, { userId: input.userId, deltaMinor: input.deltaMinor, reason: input.reason });
    await recordAudit(tx, { actorId: ctx.userId, action: 'customer.adjust_balance', target, before: { balance: toMajor(beforeMinor) }, after: { balance: toMajor(afterMinor), change: toMajor(input.deltaMinor), reason: input.reason } });
    return null;
  });
}

/**
 * OPS-134: a second operator approves or rejects a pending balance change, once (four eyes: the
 * asker is refused, as the table's CHECK would). The request row is locked, so of two operators
 * deciding at once the second finds it decided (409). Approving moves the balance through the
 * ledger (adjustment, ref balance_change/<id>: it can never apply twice); a take past 0 is
 * refused and the change stays pending. Audited with the asker and the decider.
 */
export async function decideBalanceChange(ctx: OperatorCtx, id: number, decision: BalanceChangeDecision): Promise<OperatorBalanceChange> {
  return withTransaction(ctx, async (tx) => {
    const [request] = await tx.select().from(balanceChangeRequests).where(eq(balanceChangeRequests.id, id)).for('update');
    if (!request) throw new AppError('OPS_BALANCE_CHANGE_NOT_FOUND');
    if (request.requestedBy === ctx.userId) throw new AppError('OPS_BALANCE_CHANGE_OWN');
    if (request.status !== 'pending') throw new AppError('OPS_BALANCE_CHANGE_DECIDED');
    const to = decisions[decision];
    let balance: { before: number; after: number } | null = null;
    if (to === 'approved') {
      await lockCustomer(tx, request.userId, ctx.userId);
      const moved = await moveBalance(tx, { userId: request.userId, deltaMinor: request.deltaMinor, reason: 'adjustment', refType: 'balance_change', refId: String(request.id), note: request.reason });
      if (!moved.ok) throw new AppError('OPS_ADJUST_OVERDRAW');
      balance = { before: toMajor(moved.balanceMinor - request.deltaMinor), after: toMajor(moved.balanceMinor) };
    }
    const [decided] = await tx
      .update(balanceChangeRequests)
      .set({ status: to, decidedBy: ctx.userId, decidedAt: new Date() })
      .where(and(eq(balanceChangeRequests.id, id), eq(balanceChangeRequests.status, 'pending')))
      .returning();
    if (!decided) throw new AppError('OPS_BALANCE_CHANGE_DECIDED');
    const emails = await emailsByUserId(tx, [request.requestedBy, ctx.userId]);
    const person = (userId: number) => ({ id: userId, email: emails.get(userId) ?? null });
    await recordAudit(tx, {
      actorId: ctx.userId,
      action: `customer.balance_change_${to}`,
      target: { type: 'user', id: request.userId },
      before: balance && { balance: balance.before },
      after: { ...(balance && { balance: balance.after }), change: toMajor(request.deltaMinor), reason: request.reason, request: request.id, requested_by: person(request.requestedBy), [`${to}_by`]: person(ctx.userId) },
    });
    const [shown] = await present(tx, [decided], ctx.userId);
    if (!shown) throw new AppError('COMMON_INTERNAL');
    return shown;
  });
}

/** OPS-134: the balance changes, newest first, optionally of one state or one customer; OPS-176: asked in a range of UTC days. */
export async function listBalanceChanges(db: DbOrTx, filter: DayRange & { status?: BalanceChangeStatus; userId?: number; page: number }, viewerId: number) {
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(balanceChangeRequests.status, filter.status) : undefined,
    filter.userId ? eq(balanceChangeRequests.userId, filter.userId) : undefined,
    inDayRange(balanceChangeRequests.createdAt, filter),
  ];
  const ordered = db.select().from(balanceChangeRequests).orderBy(desc(balanceChangeRequests.id)).$dynamic();
  const { rows, total, pages } = await paginate(db, { table: balanceChangeRequests, where: and(...conditions), ordered }, filter.page, PAGE_SIZE.operator);
  return { payload: await present(db, rows, viewerId), meta: { total, pages } };
}

/** OPS-134: how many balance changes are in a state (the dashboard's pending count). */
export function countBalanceChanges(db: DbOrTx, status: BalanceChangeStatus): Promise<number> {
  return db.$count(balanceChangeRequests, eq(balanceChangeRequests.status, status));
}
