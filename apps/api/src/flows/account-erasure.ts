import type { ErrorCode } from '@skins/contract';
import type { Tx } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { RootCtx } from '../lib/ctx.ts';
import { withTransaction } from '../lib/transaction.ts';
import { eraseAccountPersonalData, findUserById, lockUserForErasure } from '../modules/account/index.ts';
import { recordAudit } from '../modules/audit/index.ts';
import { eraseCartPersonalData } from '../modules/cart/index.ts';
import { eraseCheckoutPersonalData, hasOpenOrders } from '../modules/checkout/index.ts';
import { eraseMailPersonalData } from '../modules/mail/index.ts';
import { eraseOffersPersonalData, hasOffersInProgress } from '../modules/offers/index.ts';
import { erasePaymentsPersonalData, hasPendingTopUps } from '../modules/payments/index.ts';
import { erasePayoutsPersonalData, hasPayoutsProcessing } from '../modules/payouts/index.ts';
import { erasePrivacyPersonalData } from '../modules/privacy/index.ts';
import { eraseSupportPersonalData } from '../modules/support/index.ts';
import { eraseWatchlistPersonalData } from '../modules/watchlist/index.ts';

/** GDPR-5: what still ties the account to the shop, each with the refusal that names it, in the order they are checked. */
const openWork: readonly [ErrorCode, (tx: Tx, userId: number) => Promise<boolean>][] = [
  ['ACCOUNT_DELETE_ORDER_OPEN', hasOpenOrders],
  ['ACCOUNT_DELETE_TOP_UP_OPEN', hasPendingTopUps],
  ['ACCOUNT_DELETE_OFFER_OPEN', hasOffersInProgress],
  ['ACCOUNT_DELETE_PAYOUT_OPEN', hasPayoutsProcessing],
];

/** Who asked: the person themselves (after SEC-18's proof), or an operator on their request with its reason (GDPR-9). */
export type ErasureBy = { kind: 'self' } | { kind: 'operator'; operatorId: number; reason: string };

/**
 * GDPR-5, GDPR-6, GDPR-7: deletes an account. Refused with the reason while the account has a
 * balance, an unfinished order, a top-up waiting, an offer in progress or a payout processing, or
 * is a staff account; otherwise, in one transaction with the user row locked (no balance move or
 * sign-in slips in between), every module erases or blanks what it holds of the person, and what
 * the law keeps (orders, ledger rows, payments, payouts) stays under the anonymous account. The
 * step is audited (OPS-30) without any of the erased values.
 */
export async function eraseAccount(ctx: RootCtx, userId: number, by: ErasureBy): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const user = await lockUserForErasure(tx, userId);
    if (!user) throw new AppError(by.kind === 'operator' ? 'OPS_CUSTOMER_NOT_FOUND' : 'AUTH_UNAUTHENTICATED');
    if (user.erasedAt) throw new AppError('ACCOUNT_ALREADY_ERASED');
    if (user.staffRole) throw new AppError('ACCOUNT_DELETE_STAFF');
    if (user.balanceMinor > 0) throw new AppError('ACCOUNT_DELETE_BALANCE_LEFT');
    for (const [code, open] of openWork) if (await open(tx, userId)) throw new AppError(code);
    const person = { userId, email: (await findUserById(tx, userId))?.email ?? null };
    await eraseSupportPersonalData(tx, person);
    await eraseMailPersonalData(tx, person);
    await eraseWatchlistPersonalData(tx, userId);
    await eraseCartPersonalData(tx, userId);
    await erasePrivacyPersonalData(tx, userId);
    await eraseCheckoutPersonalData(tx, userId);
    await erasePaymentsPersonalData(tx, userId);
    await eraseOffersPersonalData(tx, userId);
    await erasePayoutsPersonalData(tx, userId);
    await eraseAccountPersonalData(tx, userId);
    await recordAudit(tx, {
      actorId: by.kind === 'operator' ? by.operatorId : userId,
      action: by.kind === 'operator' ? 'customer.erase' : 'account.delete',
      target: { type: 'user', id: userId },
      after: by.kind === 'operator' ? { erased: true, reason: by.reason } : { erased: true },
    });
  });
}
