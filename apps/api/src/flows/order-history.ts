import { convertCents, promptQualityOptions, type OrderHistoryRow } from '@skins/contract';
import type { Ctx } from '../lib/ctx.ts';
import { unixSeconds } from '../lib/unix-seconds.ts';
import { linesOfOrders, ordersOfUser } from '../modules/checkout/index.ts';
import { packTitles } from '../modules/packs/index.ts';
import { paymentPagesOf } from '../modules/payments/index.ts';
import { promptsOfOrders } from '../modules/prompts/index.ts';

/**
 * PAY-14: GET /purchase/history: spec §3 Order history rows of the signed-in user, newest first;
 * created_at in unix seconds, money in the requested currency, the first item's picture and kind.
 * PACK-6: a pack order is titled with the pack; PROMPT-8: a prompt's fee order with the skin asked for.
 * A flow (issue 48): checkout's orders, with packs' titles, prompts' skins and payments' pages.
 */
export async function purchaseHistory(ctx: Ctx & { userId: number }): Promise<OrderHistoryRow[]> {
  const list = await ordersOfUser(ctx.db, ctx.userId, 500);
  if (list.length === 0) return [];
  const lines = await linesOfOrders(ctx.db, list.map((o) => o.id));
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
