import type { DisputeEvent, PaymentProvider, ProviderEvent } from '../adapters/payments/port.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import type { Logger } from '../lib/ctx.ts';
import { centsToCreditsMinor } from '../lib/money.ts';
import { moveBalance } from '../modules/account/index.ts';
import { alertDispute, alertReleased, closeDispute, findOrder, notifyOrder, orderEnded, orderPaid, type OrderDispute, recordDispute } from '../modules/checkout/index.ts';
import { readSettings } from '../modules/content/index.ts';
import type { MailCtx } from '../modules/mail/index.ts';
import { findPaymentByRef, movePayment, notifyTopUp, type PaymentRow, recordProviderEvent, settleDeposit } from '../modules/payments/index.ts';

export type WebhookOutcome = 'applied' | 'duplicate' | 'no_change' | 'ignored';

/** What an applied event makes the customer (OPS-106, OPS-107) or a watcher (WATCH-4) hear about, once the transaction committed. */
type Tell = { kind: 'order_paid' | 'order_released'; orderId: number } | { kind: 'topup_credited'; depositId: number };

/**
 * PAY-9, PAY-10, PAY-11: a provider's webhook. A bad or stale signature, a bad body, or an amount
 * or currency other than the payment's (SEC-13) is refused and changes nothing. Each event id is recorded once (payment_events unique): a repeated or replayed event
 * changes nothing. The payment, then its order or top-up, move through their transition tables
 * in the same transaction. OPS-111: the customer's mail goes after the commit, and only for the
 * event that made the move, so a replay mails nothing. A flow (issue 48): the payment's event moves
 * payments' rows and then checkout's order or payments' top-up, and the balance (a late payment).
 */
export async function handleWebhook(ctx: MailCtx & { db: Db }, provider: PaymentProvider, headers: Record<string, string | string[] | undefined>, rawBody: string, now = new Date()): Promise<WebhookOutcome> {
  const verified = provider.verifyWebhook(headers, rawBody);
  if (!verified.ok) throw new AppError(verified.reason === 'bad_signature' ? 'PAYMENT_SIGNATURE_INVALID' : 'PAYMENT_EVENT_INVALID');
  if ('dispute' in verified) return handleDispute(ctx, provider, verified.dispute);
  const event = verified.event;
  // STRIPE-6: a genuine event about nothing the shop follows; a 2xx stops the provider's retries.
  if (!event) return 'ignored';
  const log = ctx.log;
  const { outcome, tell } = await ctx.db.transaction(async (tx): Promise<{ outcome: WebhookOutcome; tell?: Tell }> => {
    const payment = await findPaymentByRef(tx, provider.name, event.reference);
    if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
    // SEC-13: payments are held in euro cents (PAY-5).
    if (event.amountMinor !== payment.amountCents || event.currency !== 'EUR') {
      log.warn({ paymentId: payment.id, eventId: event.eventId, amountMinor: event.amountMinor, currency: event.currency }, 'webhook amount or currency does not match the payment; refused');
      throw new AppError('PAYMENT_EVENT_MISMATCH');
    }
    if (!(await recordProviderEvent(tx, provider.name, event.eventId, event.payload, payment.id))) return { outcome: 'duplicate' };
    return applyEvent(tx, payment, event, log, now);
  });
  if (tell?.kind === 'order_paid') await notifyOrder(ctx, tell.orderId, 'order_paid');
  if (tell?.kind === 'topup_credited') await notifyTopUp(ctx, tell.depositId);
  if (tell?.kind === 'order_released') await alertReleased(ctx, tell.orderId);
  return outcome;
}

async function applyEvent(tx: DbOrTx, payment: PaymentRow, event: ProviderEvent, log: Logger, now: Date): Promise<{ outcome: WebhookOutcome; tell?: Tell }> {
  if (event.status === 'pending') return { outcome: 'no_change' };
  const to = event.status;
  if (!(await movePayment(tx, payment.id, to, now))) return { outcome: 'no_change' };
  if (to === 'refunded') {
    // STRIPE-5: the refund's own path (the back office's refund) already settled the order or top-up; one made in the provider's dashboard is for the operator to see.
    log.warn({ paymentId: payment.id, orderId: payment.orderId, depositId: payment.depositId }, 'payment refunded at the provider');
    return { outcome: 'applied' };
  }
  if (payment.depositId !== null) {
    const credited = (await settleDeposit(tx, payment.depositId, to, now)) && to === 'success';
    return { outcome: 'applied', ...(credited ? { tell: { kind: 'topup_credited', depositId: payment.depositId } } : {}) };
  }
  if (payment.orderId === null) return { outcome: 'applied' };
  if (to !== 'success') {
    const ended = await orderEnded(tx, payment.orderId, to === 'error' ? 'failed' : 'cancelled');
    return { outcome: 'applied', ...(ended ? { tell: { kind: 'order_released', orderId: payment.orderId } } : {}) };
  }
  if (await orderPaid(tx, payment.orderId, now)) return { outcome: 'applied', tell: { kind: 'order_paid', orderId: payment.orderId } };
  await refundLatePayment(tx, payment, log);
  return { outcome: 'applied' };
}

/** A payment that lands after its order expired: the money goes to the buyer's balance. */
async function refundLatePayment(tx: DbOrTx, payment: PaymentRow, log: Logger): Promise<void> {
  const order = payment.orderId === null ? null : await findOrder(tx, payment.orderId);
  if (!order) return;
  const settings = await readSettings(tx);
  const credit = centsToCreditsMinor(payment.amountCents, settings.internal_currency.exchange_rate_eur);
  if (credit > 0) await moveBalance(tx, { userId: order.userId, deltaMinor: credit, reason: 'refund', refType: 'payment', refId: String(payment.id) });
  log.warn({ paymentId: payment.id, orderId: payment.orderId }, 'payment arrived after its order ended; credited to the balance');
}

/**
 * DISPUTE-1, DISPUTE-2, DISPUTE-3: a card dispute of an order's payment (its signature checked as
 * every event's): the order records it when opened, and its outcome when closed. Each event counts
 * once (payment_events), and a dispute the order already records changes nothing, so a repeated
 * event mails nobody. The operators are mailed of a newly recorded dispute after the commit. A
 * dispute of none of the shop's payments, or of a top-up, is answered 200 and ignored.
 */
async function handleDispute(ctx: MailCtx & { db: Db }, provider: PaymentProvider, dispute: DisputeEvent): Promise<WebhookOutcome> {
  let reference: string | null;
  try {
    reference = provider.referenceOf ? await provider.referenceOf(dispute.providerPayment) : null;
  } catch (err) {
    // The provider retries a webhook that failed: the dispute is recorded then.
    ctx.log.warn({ err, disputeId: dispute.disputeId }, 'the disputed payment could not be looked up at the provider');
    throw new AppError('COMMON_UNAVAILABLE');
  }
  if (!reference) return 'ignored';
  const recorded: OrderDispute = { disputeId: dispute.disputeId, reason: dispute.reason, amountCents: dispute.amountMinor, openedAt: dispute.openedAt };
  const { outcome, alertOrder } = await ctx.db.transaction(async (tx): Promise<{ outcome: WebhookOutcome; alertOrder?: number }> => {
    const payment = await findPaymentByRef(tx, provider.name, reference);
    if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
    // SEC-13: a dispute is of at most the payment, in euro cents (PAY-5).
    if (dispute.amountMinor > payment.amountCents || dispute.currency !== 'EUR') throw new AppError('PAYMENT_EVENT_MISMATCH');
    if (payment.orderId === null) {
      ctx.log.warn({ paymentId: payment.id, depositId: payment.depositId, disputeId: dispute.disputeId }, 'card dispute of a top-up: for the operator to answer at the provider');
      return { outcome: 'ignored' };
    }
    if (!(await recordProviderEvent(tx, provider.name, dispute.eventId, dispute.payload, payment.id))) return { outcome: 'duplicate' };
    if (dispute.status === 'open') return (await recordDispute(tx, payment.orderId, recorded)) ? { outcome: 'applied', alertOrder: payment.orderId } : { outcome: 'no_change' };
    return { outcome: (await closeDispute(tx, payment.orderId, dispute.disputeId, dispute.status)) ? 'applied' : 'no_change' };
  });
  if (alertOrder !== undefined) await alertDispute(ctx, alertOrder, recorded);
  return outcome;
}
