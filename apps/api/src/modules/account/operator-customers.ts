import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/index.ts';
import { countOrdersOf } from '../checkout/index.ts';
import { ledgerPage, presentCustomer, setBlocked } from './customers.ts';
import { findUserById } from './users.ts';

type OperatorCtx = RootCtx & { userId: number };

/** OPS-83: a customer with the count of their orders. */
export async function customerDetail(db: DbOrTx, id: number) {
  const user = await findUserById(db, id);
  if (!user) throw new AppError('OPS_CUSTOMER_NOT_FOUND');
  return { ...presentCustomer(user), orders_count: await countOrdersOf(db, id) };
}

/** OPS-83: a customer's ledger page; an unknown customer is a 404, not an empty page. */
export async function customerLedger(db: DbOrTx, id: number, page: number) {
  if (!(await findUserById(db, id))) throw new AppError('OPS_CUSTOMER_NOT_FOUND');
  return ledgerPage(db, id, page);
}

/**
 * OPS-84, OPS-30: the operator blocks or unblocks a customer; the change and its audit entry
 * commit together. Answers the customer as the back office shows them after the change.
 */
export async function changeCustomerBlocked(ctx: OperatorCtx, input: { userId: number; blocked: boolean; reason: string }) {
  const { userId, blocked, reason } = input;
  await withTransaction(ctx, async (tx) => {
    const change = await setBlocked(tx, { userId, operatorId: ctx.userId, blocked, reason });
    await recordAudit(tx, {
      actorId: ctx.userId,
      action: blocked ? 'customer.block' : 'customer.unblock',
      target: { type: 'user', id: userId },
      before: { blocked: change.before.blockedAt !== null, reason: change.before.blockedReason },
      after: { blocked, reason },
    });
  });
  return customerDetail(ctx.db, userId);
}
