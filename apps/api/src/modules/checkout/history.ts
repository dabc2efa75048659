import { convertCents, promptQualityOptions, type depositStatusValues, type OrderHistoryRow } from '@skins/contract';
import type { OrderStatus } from './machine.ts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { packTitles } from '../packs/index.ts';
import { paymentPagesOf } from '../payments/index.ts';
import { promptsOfOrders } from '../prompts/index.ts';
import { orderItems, orders } from './tables.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';

/**
 * PAY-14: GET /purchase/history: spec §3 Order history rows of the signed-in user, newest first;
 * created_at in unix seconds, money in the requested currency, the first item's picture and kind.
 * PACK-6: a pack order is titled with the pack; PROMPT-8: a prompt's fee order with the skin asked for.
 */
export async function purchaseHistory(ctx: Ctx & { userId: number }): Promise<OrderHistoryRow[]> {
  const list = await ctx.db.select().from(orders).where(eq(orders.userId, ctx.userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(500);
  if (list.length === 0) return [];
  const lines = await ctx.db
    .select()
    .from(orderItems)
    .where(inArray(
      orderItems.orderId,
      list.map((o) => o.id),
    ))
    .orderBy(asc(orderItems.id));
  const money = (cents: number) => convertCents(cents, ctx.locale.currency.value);
  const packs = await packTitles(ctx.db, [...new Set(list.flatMap((o) => (o.packId === null ? [] : [o.packId])))]);
  const prompts = await promptsOfOrders(ctx.db, list.filter((o) => o.kind === 'prompt').map((o) => o.id));
  const paymentPages = await paymentPagesOf(ctx.db, list.filter((o) => o.status === 'pending').map((o) => o.id));
  return list.map((o) => {
    const its = lines.filter((l) => l.orderId === o.id);
    const first = its[0];
    const prompt = prompts.get(o.id);
    const itemsTitle = !first ? '' : its.length === 1 ? first.title : `${first.title} +${its.length - 1}`;
    const title = prompt ? `Skin request: ${prompt.title}` : o.packId !== null ? (packs.get(o.packId) ?? itemsTitle) : itemsTitle;
    return {
      id: o.id,
      created_at: unixSeconds(o.createdAt),
      title,
      count: prompt ? 1 : its.length,
      total: money(o.totalCents),
      sum: money(o.totalCents),
      currency: ctx.locale.currency.code,
      // PROMPT-8: a fee order waits in_process for the operator, shown as processing; fulfil and refuse complete or cancel it.
      status: o.status === 'in_process' ? 'processing' : o.status,
      payment_method: o.paymentMethod,
      img_url: first?.imgUrl ?? null,
      image_url: first?.imgUrl ?? null,
      item_quality: first?.quality ?? (prompt ? (promptQualityOptions.find((q) => q.value === prompt.quality)?.label ?? prompt.quality) : null),
      item_type: first?.type ?? null,
      totals: { subtotal: money(o.subtotalCents), delivery: money(o.deliveryCents), vat: money(o.vatCents), promo_discount: money(o.promoDiscountCents), total: money(o.totalCents) },
      items: its.map((l) => ({ id: l.itemId, title: l.title, img_url: l.imgUrl, price: money(l.priceCents), item_quality: l.quality, item_type: l.type })),
      refunded: o.refundedCents === null ? null : money(o.refundedCents),
      refunded_to: o.refundedTo,
      payment_url: o.status === 'pending' ? (paymentPages.get(o.id) ?? null) : null,
    };
  });
}

const paymentStage: Record<OrderStatus, (typeof depositStatusValues)[number]> = {
  pending: 'Pending',
  processing: 'Success',
  in_process: 'Success',
  completed: 'Success',
  accepted: 'Success',
  // DELIV-2: the payment went through; the delivery failed after it.
  delivery_failed: 'Success',
  failed: 'Error',
  expired: 'Error',
  cancelled: 'Cancelled',
};

/**
 * PAY-16: GET /purchase/status/{id}: the payment stage of the user's own order, in the shape of
 * GET /deposit/status (paid orders are Success), so the pending page can poll a purchase too.
 */
export async function purchaseStatus(ctx: Ctx & { userId: number }, id: number) {
  const [row] = await ctx.db.select({ status: orders.status }).from(orders).where(and(eq(orders.id, id), eq(orders.userId, ctx.userId)));
  if (!row) throw new AppError('CHECKOUT_ORDER_NOT_FOUND');
  return paymentStage[row.status];
}
