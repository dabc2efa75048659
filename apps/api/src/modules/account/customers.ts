import { randomUUID } from 'node:crypto';
import { PAGE_SIZE, toMajor, type DayRange, type LedgerEntry, type OperatorCustomer } from '@skins/contract';
import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inDayRange } from '../../db/day-range.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { exportRows } from '../../db/export-rows.ts';
import { paginate } from '../../db/paginate.ts';
import { searchedId } from '../../db/searched-id.ts';
import { csvMoney, type CsvTable } from '../../lib/csv.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import { recordAudit } from '../audit/index.ts';
import { moveBalance } from './ledger.ts';
import { revokeUserSessions } from './sessions.ts';
import { balanceLedger, users } from './tables.ts';
import { findUserById, type UserRow } from './users.ts';

export function presentCustomer(row: UserRow): OperatorCustomer {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    surname: row.surname,
    steamid: row.steamid,
    phone: row.phoneE164 ?? row.phone,
    steam_trade_link: row.steamTradeLink,
    role: row.role,
    balance: toMajor(row.balanceMinor),
    email_verified: row.emailVerifiedAt !== null,
    created_at: unixSeconds(row.createdAt),
    blocked_at: row.blockedAt ? unixSeconds(row.blockedAt) : null,
    blocked_reason: row.blockedReason,
    erased_at: row.erasedAt ? unixSeconds(row.erasedAt) : null,
  };
}

/** OPS-83: one customer as the back office shows them (the orders count is checkout's: flows/customer-page.ts). */
export async function findCustomer(db: DbOrTx, id: number): Promise<OperatorCustomer> {
  const user = await findUserById(db, id);
  if (!user) throw new AppError('OPS_CUSTOMER_NOT_FOUND');
  return presentCustomer(user);
}

/** OPS-83: customers by email or name (or part of either), id or Steam id, newest first; optionally only the blocked (or not blocked) ones. */
function customersList(db: DbOrTx, filter: CustomersFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.q) {
    const id = searchedId(filter.q);
    const pattern = likePattern(filter.q);
    conditions.push(or(ilike(users.email, pattern), ilike(sql`${users.name} || ' ' || ${users.surname}`, pattern), eq(users.steamid, filter.q), id === null ? undefined : eq(users.id, id)));
  }
  if (filter.blocked !== undefined) conditions.push(filter.blocked ? isNotNull(users.blockedAt) : isNull(users.blockedAt));
  conditions.push(inDayRange(users.createdAt, filter));
  return { table: users, where: and(...conditions), ordered: db.select().from(users).orderBy(desc(users.id)).$dynamic() };
}

/** OPS-176: from/to are the UTC days the customers registered in. */
export interface CustomersFilter extends DayRange {
  q?: string;
  blocked?: boolean;
}

export async function searchCustomers(db: DbOrTx, filter: CustomersFilter & { page: number }) {
  const { rows, total, pages } = await paginate(db, customersList(db, filter), filter.page, PAGE_SIZE.operator);
  return { payload: rows.map(presentCustomer), meta: { total, pages } };
}

/** OPS-149: the same list (the same filters and order, no page) as a CSV table; the balance in the shop's internal currency (its name in `currency`). */
export async function exportCustomers(db: DbOrTx, filter: CustomersFilter, balanceCurrency: string): Promise<CsvTable> {
  const { rows, truncated } = await exportRows(customersList(db, filter));
  const header = ['id', 'created_at', 'email', 'name', 'surname', 'role', 'steamid', 'phone', 'steam_trade_link', 'email_verified', 'currency', 'balance', 'blocked_at', 'blocked_reason'];
  return {
    header,
    truncated,
    rows: rows.map((u) => [u.id, u.createdAt.toISOString(), u.email, u.name, u.surname, u.role, u.steamid, u.phoneE164 ?? u.phone, u.steamTradeLink, u.emailVerifiedAt === null ? 'no' : 'yes', balanceCurrency, csvMoney(u.balanceMinor), u.blockedAt?.toISOString() ?? null, u.blockedReason]),
  };
}

/** OPS-83: a customer's balance movements, newest first, in credits. */
export async function ledgerPage(db: DbOrTx, userId: number, page: number) {
  const ordered = db.select().from(balanceLedger).orderBy(desc(balanceLedger.id)).$dynamic();
  const { rows, total, pages } = await paginate(db, { table: balanceLedger, where: eq(balanceLedger.userId, userId), ordered }, page, PAGE_SIZE.operator);
  const payload: LedgerEntry[] = rows.map((r) => ({
    id: r.id,
    delta: toMajor(r.deltaMinor),
    balance_after: toMajor(r.balanceAfterMinor),
    reason: r.reason,
    ref_type: r.refType,
    ref_id: r.refId,
    created_at: unixSeconds(r.createdAt),
  }));
  return { payload, meta: { total, pages } };
}

/**
 * OPS-84: blocks (reason kept) or unblocks a customer, in the caller's transaction. Blocking ends
 * every session of the account at once; orders and balance stay as they are. An operator cannot
 * block himself; a customer already in the asked state is a 409 and nothing changes.
 */
async function setBlocked(tx: DbOrTx, input: { userId: number; operatorId: number; blocked: boolean; reason: string }): Promise<{ before: UserRow; after: UserRow }> {
  if (input.blocked && input.userId === input.operatorId) throw new AppError('OPS_CANNOT_BLOCK_SELF');
  const [before] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
  if (!before) throw new AppError('OPS_CUSTOMER_NOT_FOUND');
  if ((before.blockedAt !== null) === input.blocked) throw new AppError('OPS_BLOCK_UNCHANGED');
  const now = new Date();
  const [after] = await tx
    .update(users)
    .set(input.blocked ? { blockedAt: now, blockedReason: input.reason, updatedAt: now } : { blockedAt: null, blockedReason: null, updatedAt: now })
    .where(eq(users.id, input.userId))
    .returning();
  if (!after) throw new AppError('OPS_CUSTOMER_NOT_FOUND');
  if (input.blocked) await revokeUserSessions(tx, input.userId);
  return { before, after };
}

/** OPS-84, OPS-30: blocks or unblocks a customer and logs the step (before and after), in one transaction. */
export async function blockCustomer(ctx: RootCtx & { userId: number }, input: { customerId: number; blocked: boolean; reason: string }): Promise<void> {
  const { customerId: id, blocked, reason } = input;
  await withTransaction(ctx, async (tx) => {
    const change = await setBlocked(tx, { userId: id, operatorId: ctx.userId, blocked, reason });
    await recordAudit(tx, {
      actorId: ctx.userId,
      action: `customer.${blocked ? 'block' : 'unblock'}`,
      target: { type: 'user', id },
      before: { blocked: change.before.blockedAt !== null, reason: change.before.blockedReason },
      after: { blocked, reason },
    });
  });
}

/**
 * OPS-116: the operator adds credits to a customer's balance (a goodwill credit, a correction) or
 * takes some back, through the ledger (reason adjustment, one row per adjustment), in the caller's
 * transaction; the balance never goes below 0.
 */
export async function adjustBalance(tx: DbOrTx, input: { userId: number; deltaMinor: number; reason: string }): Promise<{ beforeMinor: number; afterMinor: number }> {
  const moved = await moveBalance(tx, { userId: input.userId, deltaMinor: input.deltaMinor, reason: 'adjustment', refType: 'operator', refId: randomUUID(), note: input.reason });
  if (!moved.ok) throw new AppError('OPS_ADJUST_OVERDRAW');
  return { beforeMinor: moved.balanceMinor - input.deltaMinor, afterMinor: moved.balanceMinor };
}
