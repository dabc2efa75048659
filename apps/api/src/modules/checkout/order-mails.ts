import { formatMoney } from '@skins/contract';
import { type MailCtx, type MailRecipientOf, notifyUser } from '../mail/index.ts';
import { alertWatchers } from '../watchlist/index.ts';
import { itemIdsOf } from './order-changes.ts';
import { findOrder, type OrderRow } from './order-store.ts';

/** Where a buyer follows their orders: the link of the order mails. */
const ORDERS_PATH = '/account/orders';

/** What an order mail needs of its order: a caller that has just made it passes it (issue 20: no read back). */
type MailedOrder = Pick<OrderRow, 'id' | 'userId' | 'totalCents' | 'deliveryAttempt' | 'tradeUrl' | 'deliveryTradeUrl'>;

/**
 * OPS-107, OPS-108: tells the buyer that their order was paid (balance checkout or the provider's
 * webhook) or delivered (the trade bot's sweep), once per order and event, after the commit.
 * DELIV-2: or that its delivery failed, once per delivery attempt, DELIV-10 naming the trade link the
 * offer went to (the buyer fixes it in the profile). Orders are priced in euro cents (PAY-4).
 * `buyer` is the signed-in buyer when the caller has them.
 */
export async function notifyOrder(ctx: MailCtx, orderOrId: number | MailedOrder, kind: 'order_paid' | 'order_delivered' | 'order_delivery_failed', buyer?: MailRecipientOf): Promise<void> {
  const order = typeof orderOrId === 'number' ? await findOrder(ctx.db, orderOrId) : orderOrId;
  if (!order) return;
  const once = kind === 'order_delivery_failed' ? `${kind}:${order.id}:${order.deliveryAttempt}` : `${kind}:${order.id}`;
  await notifyUser(ctx, order.userId, kind, { orderId: order.id, total: formatMoney(order.totalCents / 100, 'EUR'), tradeLink: order.deliveryTradeUrl ?? order.tradeUrl, link: ORDERS_PATH }, once, buyer);
}

/** WATCH-4: an order that ended unpaid put its items back on sale: their watchers' alerts, after the commit. */
export async function alertReleased(ctx: MailCtx, orderId: number): Promise<void> {
  await alertWatchers(ctx, await itemIdsOf(ctx.db, orderId));
}
