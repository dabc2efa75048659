import { formatMoney, toMajor } from '@skins/contract';
import type { RootCtx } from '../lib/ctx.ts';
import { withTransaction } from '../lib/transaction.ts';
import { emailsByUserId } from '../modules/account/index.ts';
import { recordAudit } from '../modules/audit/index.ts';
import { unlistReversedItem } from '../modules/catalog/index.ts';
import { latestOrderOfItem } from '../modules/checkout/index.ts';
import { alertShop } from '../modules/mail/index.ts';
import { type Actor, notifyOffer, presentOffer, reverseOffer } from '../modules/offers/index.ts';
import { cancelHeldPayoutOf } from '../modules/payouts/index.ts';

/** PROTECT-8: what a reversal did: the offer as moved, the payout it cancelled or found paid, and the order its item's sale broke. */
export interface TradeReversal {
  offer: ReturnType<typeof presentOffer>;
  payout: 'cancelled' | 'paid' | 'none';
  itemId: number | null;
  brokenOrderId: number | null;
}

const operatorIdOf = (actor: Actor): number | null => (actor.startsWith('operator:') ? Number(actor.slice('operator:'.length)) : null);

/**
 * PROTECT-8: the seller took a received item back by Steam's trade reversal (the operator marks it,
 * or the trade bot reports it). In one transaction: a held payout is cancelled (no money moves; a
 * payout already released or paid cannot be, and is named 'paid before the reversal'), the offer
 * moves to reversed, its linked catalogue item leaves the shop, and the step is audited. Then the
 * operators are alerted (naming the order a sold item broke) and the seller is mailed. A second
 * reversal of the same offer is a 409 OFFER_NOT_RECEIVED and changes nothing.
 */
export async function reverseSellerTrade(ctx: Pick<RootCtx, 'db' | 'mail' | 'log' | 'publicUrl'>, offerId: number, actor: Actor): Promise<TradeReversal> {
  const now = new Date();
  const done = await withTransaction(ctx, async (tx) => {
    const { cancelled, paid } = await cancelHeldPayoutOf(tx, offerId, now);
    const { before, moved } = await reverseOffer(tx, offerId, actor, now);
    const itemStatus = before.itemId === null ? null : await unlistReversedItem(tx, before.itemId);
    const brokenOrderId = before.itemId !== null && (itemStatus === 'sold' || itemStatus === 'reserved') ? await latestOrderOfItem(tx, before.itemId) : null;
    const payout = cancelled ? ('cancelled' as const) : paid ? ('paid' as const) : ('none' as const);
    await recordAudit(tx, {
      actorId: operatorIdOf(actor),
      action: 'offer.reversed',
      target: { type: 'offer', id: offerId },
      before: { status: before.status },
      after: { status: moved.status, payout, item_id: before.itemId, broken_order_id: brokenOrderId },
    });
    return { moved, cancelled, paid, itemId: before.itemId, brokenOrderId, payout };
  });
  const { moved, cancelled, paid, itemId, brokenOrderId } = done;
  const money = (p: { amountMinor: number; currency: string } | null) => (p ? formatMoney(toMajor(p.amountMinor), p.currency) : null);
  const email = (await emailsByUserId(ctx.db, [moved.userId])).get(moved.userId) ?? null;
  await alertShop(
    ctx,
    'trade_reversed_alert',
    { title: moved.title, offerId, email, cancelledAmount: money(cancelled), paidAmount: money(paid), itemId, orderId: brokenOrderId, link: brokenOrderId === null ? `/operator/offers?q=${offerId}` : `/operator/orders/${brokenOrderId}` },
    `trade_reversed_alert:${offerId}`,
  );
  await notifyOffer(ctx, moved, 'offer_reversed', { cancelledAmount: money(cancelled) });
  return { offer: presentOffer(moved), payout: done.payout, itemId, brokenOrderId };
}
