import { formatMoney, offerInProgressStatuses, offerMessages, PAGE_SIZE, toMajor, type OfferCreateBody, type OfferDetails, type OfferStatus } from '@skins/contract';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { paginate } from '../../db/paginate.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx, RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { emailsByUserId, saveFirstTradeLink } from '../account/index.ts';
import { readSettings } from '../content/index.ts';
import { listCurrencies } from '../i18n/index.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import { notifyOfferReceived } from './notify.ts';
import { presentOffer } from './present.ts';
import { presentTrade } from './trade-present.ts';
import { offerEvents, offers } from './tables.ts';
import { moveOffer, type OfferRow } from './transitions.ts';

type UserCtx = Ctx & { userId: number };
/** A customer's use case that opens its own transaction (SEAM-2). */
type UserRootCtx = RootCtx & { userId: number };

/** OFFER-1: selling is switched off by the offer_enabled setting: every customer offer call is a 403. */
export async function assertOffersEnabled(ctx: Pick<Ctx, 'db'>): Promise<void> {
  if (!(await readSettings(ctx.db)).offer_enabled) throw new AppError('OFFERS_DISABLED');
}

/** OFFER-2: the sell order's currency: the body's code (default EUR), one of the shop's currencies. */
async function offerCurrency(ctx: Ctx, code: string | undefined): Promise<string> {
  const wanted = (code ?? 'EUR').trim().toUpperCase() || 'EUR';
  const known = (await listCurrencies(ctx.db)).some((c) => c.code.toUpperCase() === wanted);
  if (!known) throw new AppError('OFFER_INVALID_CURRENCY', { fields: { currency: ['Invalid currency code'] } });
  return wanted;
}

/** OFFER-2: POST /offer/create: a pending offer and its first event (null -> pending). */
export async function createOffer(ctx: UserRootCtx, body: OfferCreateBody): Promise<OfferRow> {
  const currency = await offerCurrency(ctx, body.currency);
  const created = await withTransaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(offers)
      .values({ userId: ctx.userId, title: body.title, quality: body.quality, itemUrl: body.itemUrl, userPriceMinor: body.priceMinor, currency, floatValue: body.floatValue, pattern: body.pattern, stickers: body.stickers })
      .returning();
    const offer = row!;
    await tx.insert(offerEvents).values({ offerId: offer.id, fromStatus: null, toStatus: 'pending', actor: `user:${ctx.userId}`, at: offer.createdAt });
    return offer;
  });
  // OPS-103: after the commit, the seller and the shop are told.
  const sellerEmail = (await emailsByUserId(ctx.db, [ctx.userId])).get(ctx.userId) ?? null;
  await notifyOfferReceived(ctx, created, sellerEmail, formatMoney(toMajor(created.userPriceMinor), created.currency));
  return created;
}

/**
 * OFFER-3: GET /offer/history: the user's offers, newest first, 8 per page. OFFER-1: meta.in_progress
 * counts those still open (on any page), so the account keeps the tab while selling is off.
 */
export async function offerHistory(ctx: UserCtx, page = 1) {
  const ordered = ctx.db.select().from(offers).orderBy(desc(offers.createdAt), desc(offers.id)).$dynamic();
  const [{ rows, total, pages }, [open]] = await Promise.all([
    paginate(ctx.db, { table: offers, where: eq(offers.userId, ctx.userId), ordered }, page, PAGE_SIZE.offers),
    ctx.db.select({ n: count() }).from(offers).where(and(eq(offers.userId, ctx.userId), inArray(offers.status, [...offerInProgressStatuses]))),
  ]);
  return { payload: rows.map(presentOffer), meta: { total, pages, in_progress: open?.n ?? 0 } };
}

/** OFFER-4: another user's offer does not exist for this one (404 'Offer details not found'). */
export async function findOwnOffer(ctx: UserCtx, id: number): Promise<OfferRow> {
  const [row] = await ctx.db.select().from(offers).where(and(eq(offers.id, id), eq(offers.userId, ctx.userId)));
  if (!row) throw new AppError('OFFER_NOT_FOUND');
  return row;
}

/**
 * OFFER-4, OPS-20, OPS-24: GET /offer/{id}: the offer, each status it went through and when, its
 * payouts (the latest first class) and the shop's reason. The payouts sit above the offers (issue
 * 48): flows/offer-page.ts hands in their reader, asked once the offer is found to be the user's.
 */
export async function offerDetails(ctx: UserCtx, id: number, payoutsOf: (offerId: number) => Promise<OfferDetails['payouts']>): Promise<Omit<OfferDetails, 'payout_held_until'>> {
  const offer = await findOwnOffer(ctx, id);
  const events = await ctx.db.select().from(offerEvents).where(eq(offerEvents.offerId, id)).orderBy(asc(offerEvents.at), asc(offerEvents.id));
  const payouts = await payoutsOf(id);
  const latest = payouts.at(-1);
  return {
    ...presentOffer(offer),
    events: events.map((e) => ({ status: e.toStatus as OfferStatus, at: unixSeconds(e.at) })),
    payout: latest ? { method: latest.method, status: latest.status, account_last4: latest.account_last4, message: latest.message, release_at: latest.release_at } : null,
    payouts,
    reason: offer.reason,
    trade: presentTrade(offer),
  };
}

/** The 409 of a move the offer's current status does not allow, naming that status. */
export function transitionError(status: OfferStatus, action: string): AppError {
  return new AppError('OFFER_TRANSITION', { message: `This offer is ${status.replace(/_/g, ' ')}: it cannot be ${action} now.` });
}

/**
 * OFFER-5, OFFER-6: the customer answers the shop's quote: accept (-> awaiting_item) or decline
 * (-> declined_by_user). Only from status offer; of two racing answers one applies.
 * OFFER-12, OFFER-13: the shop sends its trade offer for the skin to the profile's trade link, so an
 * accept needs one saved: a link sent with the accept is saved first (to a profile without one), in
 * the same transaction; with none saved and none sent it is a 422 OFFER_TRADE_LINK_MISSING.
 */
export async function answerOffer(ctx: UserRootCtx, id: number, answer: 'accept' | 'decline', tradeLink: string | null = null) {
  await findOwnOffer(ctx, id);
  const to = answer === 'accept' ? 'awaiting_item' : 'declined_by_user';
  const moved = await withTransaction(ctx, async (tx) => {
    if (answer === 'accept' && (await findOwnOffer({ ...ctx, db: tx }, id)).status === 'offer' && !(await saveFirstTradeLink(tx, ctx.userId, tradeLink)))
      throw new AppError('OFFER_TRADE_LINK_MISSING', { fields: { trade_link: [offerMessages.tradeLinkInvalid] } });
    return moveOffer(tx, id, to, `user:${ctx.userId}`, { userId: ctx.userId });
  });
  if (!moved) throw transitionError((await findOwnOffer(ctx, id)).status, answer === 'accept' ? 'accepted' : 'declined');
  return { message: answer === 'accept' ? offerMessages.offerAccepted : offerMessages.offerDeclined, payload: presentOffer(moved) };
}
