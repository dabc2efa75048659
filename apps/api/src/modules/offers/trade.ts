import { formatMoney, OFFER_TRADE_MAX_SENDS, offerMessages, offerTradeResendStates, toMajor, type OfferTradeState } from '@skins/contract';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { ItemRequests, RequestOutcome } from '../../adapters/trade-delivery/port.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { findUserById } from '../account/index.ts';
import type { MailCtx } from '../mail/index.ts';
import { notifyOffer } from './notify.ts';
import { receiveOfferItem } from './received.ts';
import { answerOffer, findOwnOffer } from './service.ts';
import { offers } from './tables.ts';
import { sellerTradeReversed } from './trade-hooks.ts';
import { tradeOfferUrl } from './trade-present.ts';
import type { OfferRow } from './transitions.ts';

/** What the trade steps need: the root database (each opens its own transaction) and the mail of the seller. */
/** What sending a trade offer needs; `protectionMs` (TRADE_PROTECTION_DAYS) is the trade protection a received item starts (PROTECT-2). */
type SendCtx = MailCtx & { db: Db };
export type TradeCtx = SendCtx & { protectionMs: number };

/** TRADE-3: a send claimed this long ago and never finished (the process died while sending) is claimed again by the sweep. */
export const TRADE_SEND_CLAIM_MS = 10 * 60_000;
/** TRADE-4: an accepted trade is polled for a reversal this long: Steam's 7 days of trade protection and a day's margin. */
export const TRADE_REVERSAL_WATCH_MS = 8 * 86_400_000;
const BATCH = 100;

/** TRADE-4: the state each reported state moves from (a state applies once: a repeated or late report changes nothing). */
const sourcesOf = (state: Exclude<OfferTradeState, 'sent'>): OfferTradeState[] => (state === 'reversed' ? ['sent', 'accepted'] : ['sent']);


/** An offer waiting for its item from the Steam inventory, whose trade offer is not sent (never, or again after TRADE-5), and not being sent. */
const awaitingSend = (now: Date) =>
  and(
    eq(offers.status, 'awaiting_item'),
    isNotNull(offers.steamAssetId),
    isNull(offers.tradeOfferId),
    or(isNull(offers.tradeClaimedAt), lte(offers.tradeClaimedAt, new Date(now.getTime() - TRADE_SEND_CLAIM_MS))),
  );

/**
 * TRADE-3: sends the trade offer asking the seller for the offer's Steam item, to the seller's trade
 * link. Claimed first (one conditional UPDATE: of two sweeps, or an accept and a sweep, one sends);
 * the trade offer id is stored after, with state 'sent', and the seller is mailed its Steam link.
 * A failure to send is recorded (the seller sees offerMessages.tradeOfferNotSent) and the claim let
 * go, so the next sweep sends again. Answers 'sent', 'failed', or null when nothing was to send.
 */
export async function sendSellerTrade(ctx: SendCtx, bot: ItemRequests, offerId: number, now: Date): Promise<'sent' | 'failed' | null> {
  const [claimed] = await ctx.db
    .update(offers)
    .set({ tradeClaimedAt: now })
    .where(and(eq(offers.id, offerId), awaitingSend(now)))
    .returning();
  if (!claimed) return null;
  const mine = and(eq(offers.id, offerId), eq(offers.tradeClaimedAt, now));
  try {
    const tradeUrl = (await findUserById(ctx.db, claimed.userId))?.steamTradeLink;
    if (!tradeUrl) throw new Error('the seller has no trade link');
    const { tradeOfferId } = await bot.requestItems({ offerId, tradeUrl, assetIds: [claimed.steamAssetId!] }, now);
    const [sent] = await ctx.db
      .update(offers)
      .set({ tradeOfferId, tradeState: 'sent', tradeStateAt: now, tradeSends: sql`${offers.tradeSends} + 1`, tradeSendError: null, tradeClaimedAt: null })
      .where(mine)
      .returning({ sends: offers.tradeSends });
    if (sent) await notifyOffer(ctx, claimed, 'offer_trade_sent', { tradeUrl: tradeOfferUrl(tradeOfferId) ?? tradeOfferId }, `offer_trade_sent:${offerId}:${sent.sends}`);
    return 'sent';
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    ctx.log.warn({ offerId, reason }, 'trade offer to the seller not sent; the sweep retries');
    await ctx.db.update(offers).set({ tradeSendError: reason.slice(0, 500), tradeClaimedAt: null }).where(mine);
    return 'failed';
  }
}

/**
 * TRADE-4: a trade offer's reported state moves its offer (the sweep's poll and the bot's push both
 * land here), once: a conditional UPDATE from the state it follows. Accepted receives the item
 * (receiveOfferItem, actor 'provider', in the same transaction) and mails the seller; declined,
 * expired, countered and cancelled leave the offer awaiting its item for the seller to send again
 * (TRADE-5); reversed calls the onSellerTradeReversed listeners after the commit (TRADE-6).
 * Answers the state applied, or null when it changed nothing.
 */
export async function applySellerTrade(ctx: TradeCtx, tradeOfferId: string, outcome: RequestOutcome, now: Date): Promise<OfferTradeState | null> {
  if (outcome.state === 'pending') return null;
  const state = outcome.state;
  const applied = await withTransaction(ctx, async (tx) => {
    const [row] = await tx
      .update(offers)
      .set({ tradeState: state, tradeStateAt: now })
      .where(and(eq(offers.tradeOfferId, tradeOfferId), inArray(offers.tradeState, sourcesOf(state))))
      .returning();
    if (!row) return null;
    return { row, received: state === 'accepted' ? await receiveOfferItem(tx, row.id, 'provider', ctx.protectionMs, now) : null };
  });
  if (!applied) return null;
  if (applied.received) await notifyOffer(ctx, applied.received, 'item_received', { price: formatMoney(toMajor(applied.received.servicePriceMinor ?? 0), applied.received.currency) });
  if (state === 'reversed') await sellerTradeReversed(ctx, { offerId: applied.row.id, userId: applied.row.userId, tradeOfferId, at: now });
  return state;
}

/**
 * TRADE-3, TRADE-4: one round of the offers' trade sweep: the trade offers not sent yet (or whose
 * send failed) are sent; each open one (sent, or accepted within its reversal watch) is asked for
 * its state, which moves its offer. Driven by the database, so a restart loses nothing. Answers how
 * many offers it sent or moved.
 */
export async function runSellerTradeSweep(ctx: TradeCtx, bot: ItemRequests, now: Date): Promise<number> {
  let moved = 0;
  const unsent = await ctx.db.select({ id: offers.id }).from(offers).where(awaitingSend(now)).orderBy(asc(offers.updatedAt)).limit(BATCH);
  for (const { id } of unsent) if ((await sendSellerTrade(ctx, bot, id, now)) === 'sent') moved += 1;
  const open = await ctx.db
    .select({ id: offers.id, tradeOfferId: offers.tradeOfferId })
    .from(offers)
    .where(and(isNotNull(offers.tradeOfferId), or(eq(offers.tradeState, 'sent'), and(eq(offers.tradeState, 'accepted'), gt(offers.tradeStateAt, new Date(now.getTime() - TRADE_REVERSAL_WATCH_MS))))))
    .orderBy(asc(offers.tradeStateAt))
    .limit(BATCH);
  for (const { id, tradeOfferId } of open) {
    try {
      if (await applySellerTrade(ctx, tradeOfferId!, await bot.requestStatus(tradeOfferId!, now), now)) moved += 1;
    } catch (err) {
      ctx.log.warn({ offerId: id, err }, 'seller trade offer state unknown; asked again on the next sweep');
    }
  }
  return moved;
}

/**
 * TRADE-5: POST /offer/{id}/trade-offer: the seller has the trade offer sent again, for their own
 * offer (404 otherwise), awaiting its item, after it was declined, expired, countered or cancelled
 * (409 OFFER_TRADE_NOT_RESENDABLE otherwise), at most OFFER_TRADE_MAX_SENDS times in all (429
 * OFFER_TRADE_SEND_LIMIT). The old trade offer is let go in one conditional UPDATE (of two racing
 * requests one sends), then sent as TRADE-3.
 */
export async function resendSellerTrade(ctx: RootCtx & { userId: number }, bot: ItemRequests, id: number, now: Date): Promise<{ message: string; offer: OfferRow }> {
  const offer = await findOwnOffer(ctx, id);
  const resendable = and(eq(offers.id, id), eq(offers.userId, ctx.userId), eq(offers.status, 'awaiting_item'), isNotNull(offers.steamAssetId), inArray(offers.tradeState, [...offerTradeResendStates]));
  if (!(await ctx.db.$count(offers, resendable))) throw new AppError('OFFER_TRADE_NOT_RESENDABLE');
  if (offer.tradeSends >= OFFER_TRADE_MAX_SENDS) throw new AppError('OFFER_TRADE_SEND_LIMIT');
  const [released] = await ctx.db
    .update(offers)
    .set({ tradeOfferId: null, tradeState: null, tradeStateAt: null, updatedAt: now })
    .where(and(resendable, sql`${offers.tradeSends} < ${OFFER_TRADE_MAX_SENDS}`))
    .returning({ id: offers.id });
  if (!released) throw new AppError('OFFER_TRADE_NOT_RESENDABLE');
  const sent = await sendSellerTrade(ctx, bot, id, now);
  return { message: sent === 'sent' ? offerMessages.tradeOfferSentAgain : offerMessages.tradeOfferNotSent, offer: await findOwnOffer(ctx, id) };
}

/**
 * OFFER-5, TRADE-3: the seller accepts the shop's quote (OFFER-5); after the commit the bot sends the
 * trade offer asking for an offer's Steam item (a typed offer has none to send). A failed send
 * answers offerMessages.tradeOfferNotSent: the offer is accepted and the sweep sends it later.
 */
export async function acceptOfferAndRequestItem(ctx: RootCtx & { userId: number }, bot: ItemRequests, id: number, tradeLink: string | null) {
  const answered = await answerOffer(ctx, id, 'accept', tradeLink);
  const sent = await sendSellerTrade(ctx, bot, id, new Date());
  return sent === 'failed' ? { ...answered, message: offerMessages.tradeOfferNotSent } : answered;
}
