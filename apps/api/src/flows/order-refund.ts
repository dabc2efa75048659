import { errorCatalog, toMajor } from '@skins/contract';
import type { PaymentProvider } from '../adapters/payments/port.ts';
import type { DbOrTx } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { RootCtx } from '../lib/ctx.ts';
import { withTransaction } from '../lib/transaction.ts';
import { recordAudit } from '../modules/audit/index.ts';
import { assertDeliveryFailed, mailCardRefund, mailRefund, refundOrder, undoCardRefund } from '../modules/checkout/index.ts';
import { paymentsOfOrder } from '../modules/payments/index.ts';

/**
 * The operator's refund of an order (issue 48 flows, item 5): checkout records it and credits the
 * balance, reading payments' rows of the order; audit writes it down; the payment provider gives a
 * card refund back (DELIV-6). The route files keep HTTP only.
 */
type OperatorCtx = RootCtx & { userId: number };
interface RefundAsked {
  orderId: number;
  reason: string;
  amountCents?: number;
  to: 'balance' | 'card';
}

/**
 * OPS-81, DELIV-6: refunds an order to the balance or the card. A balance refund is audited in its
 * transaction and mailed after it; a card refund is recorded first, then asked of the provider
 * (DELIV-11: the attempt's key makes a repeated call the same refund), audited and mailed once
 * taken (DELIV-12), undone and audited as refused when not: 502 naming what the provider said.
 */
export async function refundToCustomer(ctx: OperatorCtx, provider: PaymentProvider | null, asked: RefundAsked): Promise<void> {
  const { orderId: id, reason, to } = asked;
  if (to === 'card' && !provider) throw new AppError('OPS_REFUND_TO_CARD_UNAVAILABLE');
  const audit = (db: DbOrTx, refunded: number, extra: Record<string, unknown>) =>
    recordAudit(db, { actorId: ctx.userId, action: 'order.refund', target: { type: 'order', id }, before: { refunded: null }, after: { refunded, reason, ...extra, to } });
  const refund = await withTransaction(ctx, async (tx) => {
    const done = await refundOrder(tx, { orderId: id, reason, amountCents: asked.amountCents, to }, paymentsOfOrder);
    // DELIV-12: a card refund is audited once the provider took it (below): a refusal leaves no refund in the log.
    if (!done.cardPayment) await audit(tx, toMajor(done.after.refundedCents ?? 0), { credited: toMajor(done.creditMinor) });
    return done;
  });
  if (!refund.cardPayment) return mailRefund(ctx, refund.after, refund.creditMinor, refund.currencyName);
  // DELIV-6, DELIV-11: the money moves after the refund is recorded; the key of this attempt makes a repeated call the same refund.
  const cents = refund.after.refundedCents!;
  const attempt = refund.before.cardRefundRefusals + 1;
  const given = await provider!.refund(refund.cardPayment.reference, cents, attempt);
  if (!given.ok) {
    ctx.log.warn({ orderId: id, reason: given.reason, refused: given.refused }, 'card refund not taken by the payment provider; the refund record is undone');
    await withTransaction(ctx, async (tx) => {
      await undoCardRefund(tx, refund.after, given.refused);
      // DELIV-12: what the provider said, as what it is (a refusal, or no answer), for the audit log.
      await recordAudit(tx, {
        actorId: ctx.userId,
        action: 'order.refund_refused',
        target: { type: 'order', id },
        after: { amount: toMajor(cents), reason, to, provider_message: given.reason, attempt, definite: given.refused },
      });
    });
    throw new AppError('OPS_REFUND_PROVIDER_FAILED', { message: `${errorCatalog.OPS_REFUND_PROVIDER_FAILED.message} The provider said: ${given.reason}` });
  }
  await audit(ctx.db, toMajor(cents), { credited: 0, provider_refund: given.refundId, attempt });
  await mailCardRefund(ctx, refund.after);
}

/** DELIV-5: a failed delivery refunded to the balance (all of it, DELIV-14), audited in its transaction and mailed after it. */
export async function refundFailedDelivery(ctx: OperatorCtx, id: number, reason: string): Promise<void> {
  const refund = await withTransaction(ctx, async (tx) => {
    await assertDeliveryFailed(tx, id);
    const done = await refundOrder(tx, { orderId: id, reason }, paymentsOfOrder);
    await recordAudit(tx, {
      actorId: ctx.userId,
      action: 'order.refund',
      target: { type: 'order', id },
      before: { refunded: null, status: 'delivery_failed' },
      after: { refunded: toMajor(done.after.refundedCents ?? 0), reason, credited: toMajor(done.creditMinor), to: 'balance' },
    });
    return done;
  });
  await mailRefund(ctx, refund.after, refund.creditMinor, refund.currencyName);
}
