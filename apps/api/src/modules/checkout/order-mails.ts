import { formatMoney, toMajor } from '@skins/contract';
import { mailRecipientsById } from '../account/index.ts';
import { type MailCtx, type MailRecipientOf, notifyUser, notifyUsers, type UserMail } from '../mail/index.ts';
import { alertWatchers } from '../watchlist/index.ts';
import { itemIdsOf } from './order-changes.ts';
import { claimDuePaidMails, findOrder, type MailedOrder } from './order-store.ts';

/** Where a buyer follows their orders: the link of the order mails. */
const ORDERS_PATH = '/account/orders';

type OrderMailKind = 'order_paid' | 'order_delivered' | 'order_delivery_failed';

/** How many due paid mails one claim takes (the sweep claims again until none is left). */
const PAID_MAILS_PER_CLAIM = 100;

/**
 * OPS-107, OPS-108: tells the buyer that their order was paid (the provider's webhook, or the
 * sweep for a balance checkout) or delivered (the trade bot's sweep), once per order and event, after the commit.
 * DELIV-2: or that its delivery failed, once per delivery attempt, DELIV-10 naming the trade link the
 * offer went to (the buyer fixes it in the profile). Orders are priced in euro cents (PAY-4).
 * `buyer` is the signed-in buyer when the caller has them.
 */
export async function notifyOrder(ctx: MailCtx, orderOrId: number | MailedOrder, kind: OrderMailKind, buyer?: MailRecipientOf): Promise<void> {
  const order = typeof orderOrId === 'number' ? await findOrder(ctx.db, orderOrId) : orderOrId;
  if (!order) return;
  const mail = orderMail(order, kind, null);
  await notifyUser(ctx, order.userId, kind, mail.params, mail.event, buyer);
}

/** An order's mail of `kind` to `to`: its once-key (per order and event; a failed delivery's per attempt) and its params. */
function orderMail(order: MailedOrder, kind: OrderMailKind, to: MailRecipientOf | null): UserMail {
  const event = kind === 'order_delivery_failed' ? `${kind}:${order.id}:${order.deliveryAttempt}` : `${kind}:${order.id}`;
  return { userId: order.userId, to, kind, event, params: { orderId: order.id, total: formatMoney(toMajor(order.totalCents), 'EUR'), tradeLink: order.deliveryTradeUrl ?? order.tradeUrl, link: ORDERS_PATH } };
}

/**
 * OPS-107, issue 20: the paid mails of balance checkouts, off their response path: the checkout
 * marks its order (paid_mail_due, in the order's insert) and a sweep claims the marked orders
 * (SKIP LOCKED, so once across processes), reads their buyers in one statement and mails each in
 * the buyer's language, the claims of a batch's mail events in one statement (notifyUsers). Like
 * every mail (OPS-111) a claim comes before the send: a process that dies in between loses that
 * mail rather than sending it twice.
 */
export async function mailPaidOrders(ctx: MailCtx): Promise<void> {
  for (;;) {
    const due = await claimDuePaidMails(ctx.db, PAID_MAILS_PER_CLAIM);
    const buyers = await mailRecipientsById(
      ctx.db,
      due.map((o) => o.userId),
    );
    await notifyUsers(
      ctx,
      due.map((order) => orderMail(order, 'order_paid', buyers.get(order.userId) ?? null)),
    );
    if (due.length < PAID_MAILS_PER_CLAIM) return;
  }
}

/** WATCH-4: an order that ended unpaid put its items back on sale: their watchers' alerts, after the commit. */
export async function alertReleased(ctx: MailCtx, orderId: number): Promise<void> {
  await alertWatchers(ctx, await itemIdsOf(ctx.db, orderId));
}
