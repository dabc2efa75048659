import { formatMoney } from '@skins/contract';
import { type MailCtx, notifyUser } from '../mail/index.ts';
import { alertWatchers } from '../watchlist/index.ts';
import { itemIdsOf } from './order-changes.ts';
import { findOrder } from './order-store.ts';

/** Where a buyer follows their orders: the link of the order mails. */
const ORDERS_PATH = '/account/orders';

/**
 * OPS-107, OPS-108: tells the buyer that their order was paid (balance checkout or the provider's
 * webhook) or delivered (the trade bot's sweep), once per order and event, after the commit.
 * DELIV-2: or that its delivery failed, once per delivery attempt. Orders are priced in euro cents (PAY-4).
 */
export async function notifyOrder(ctx: MailCtx, orderId: number, kind: 'order_paid' | 'order_delivered' | 'order_delivery_failed'): Promise<void> {
  const order = await findOrder(ctx.db, orderId);
  if (!order) return;
  const once = kind === 'order_delivery_failed' ? `${kind}:${orderId}:${order.deliveryAttempt}` : `${kind}:${orderId}`;
  await notifyUser(ctx, order.userId, kind, { orderId, total: formatMoney(order.totalCents / 100, 'EUR'), link: ORDERS_PATH }, once);
}

/** WATCH-4: an order that ended unpaid put its items back on sale: their watchers' alerts, after the commit. */
export async function alertReleased(ctx: MailCtx, orderId: number): Promise<void> {
  await alertWatchers(ctx, await itemIdsOf(ctx.db, orderId));
}
