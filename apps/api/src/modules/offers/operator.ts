import { formatMoney, PAGE_SIZE, toMajor, type DayRange, type OfferStatus, type OperatorOffer, type OperatorOfferEvent, type SandboxTradeState } from '@skins/contract';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TradeBot } from '../../adapters/trade-delivery/port.ts';
import { isSandboxBot, isSandboxTradeOfferId } from '../../adapters/trade-delivery/sandbox.ts';
import { tallyByPeriod, type PeriodTally, type PeriodUnit } from '../../db/tally.ts';
import type { DbOrTx } from '../../db/client.ts';
import { inDayRange } from '../../db/day-range.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { exportRows, inChunks } from '../../db/export-rows.ts';
import { paginate } from '../../db/paginate.ts';
import { searchedId } from '../../db/searched-id.ts';
import { csvMoney, type CsvTable } from '../../lib/csv.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx, RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { emailsByUserId, tradeLinksByUserId, userIdsWithEmailLike } from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';
import type { MailKind, MailParams } from '../mail/index.ts';
import { notifyOffer } from './notify.ts';
import { presentOffer } from './present.ts';
import { linkOfferItem } from './protection.ts';
import { receiveOfferItem } from './received.ts';
import { transitionError } from './service.ts';
import { offerEvents, offers } from './tables.ts';
import { applySellerTrade } from './trade.ts';
import { moveOffer, type OfferRow } from './transitions.ts';

type OperatorCtx = RootCtx & { userId: number };

async function withEmails(ctx: Pick<Ctx, 'db'>, rows: OfferRow[]): Promise<OperatorOffer[]> {
  const ids = rows.map((r) => r.userId);
  const [emails, tradeLinks] = await Promise.all([emailsByUserId(ctx.db, ids), tradeLinksByUserId(ctx.db, ids)]);
  return rows.map((r) => ({
    ...presentOffer(r),
    user_id: r.userId,
    user_email: emails.get(r.userId) ?? null,
    user_trade_link: tradeLinks.get(r.userId) ?? null,
    item_url: r.itemUrl,
    reason: r.reason,
    item_id: r.itemId,
    trade: r.tradeOfferId === null ? null : { trade_offer_id: r.tradeOfferId, state: r.tradeState, sandbox: isSandboxTradeOfferId(r.tradeOfferId) },
  }));
}

/**
 * OPS-2, OPS-46: the shop's list of offers, newest first, optionally of one status and matching a
 * search: an offer id (a whole number), or part of the item's title or of the seller's email.
 */
export async function listOffersForOperator(ctx: Pick<Ctx, 'db'>, filter: OffersFilter & { page: number }) {
  const { rows, total, pages } = await paginate(ctx.db, await offersList(ctx.db, filter), filter.page, PAGE_SIZE.operator);
  return { payload: await withEmails(ctx, rows), meta: { total, pages } };
}

/** OPS-176: from/to are the UTC days the offers were made in. */
export interface OffersFilter extends DayRange {
  status?: OfferStatus;
  q?: string;
  /** OPS-170: the seller. */
  user_id?: number;
}

async function offersList(db: DbOrTx, filter: OffersFilter) {
  const where = and(
    filter.status ? eq(offers.status, filter.status) : undefined,
    filter.user_id === undefined ? undefined : eq(offers.userId, filter.user_id),
    filter.q ? await searchCondition(db, filter.q) : undefined,
    inDayRange(offers.createdAt, filter),
  );
  return { table: offers, where, ordered: db.select().from(offers).orderBy(desc(offers.createdAt), desc(offers.id)).$dynamic() };
}

/** OPS-150: the same list (the same filters and order, no page) as a CSV table; prices in each offer's own currency. */
export async function exportOffers(db: DbOrTx, filter: OffersFilter): Promise<CsvTable> {
  const { rows, truncated } = await exportRows(await offersList(db, filter));
  const header = ['id', 'created_at', 'status', 'title', 'quality', 'user_id', 'user_email', 'currency', 'user_price', 'service_price', 'item_url', 'reason'];
  const out = await inChunks(rows, async (chunk) => {
    const emails = await emailsByUserId(db, [...new Set(chunk.map((r) => r.userId))]);
    return chunk.map((o) => [o.id, o.createdAt.toISOString(), o.status, o.title, o.quality, o.userId, emails.get(o.userId) ?? null, o.currency, csvMoney(o.userPriceMinor), csvMoney(o.servicePriceMinor), o.itemUrl, o.reason]);
  });
  return { header, truncated, rows: out };
}

/** OPS-46: what a search matches: the id (when the text is one, with or without a leading #), the title or the seller's email. */
async function searchCondition(db: DbOrTx, q: string): Promise<SQL | undefined> {
  const id = searchedId(q);
  const sellers = await userIdsWithEmailLike(db, q);
  return or(id === null ? undefined : eq(offers.id, id), ilike(offers.title, likePattern(q)), sellers.length ? inArray(offers.userId, sellers) : undefined);
}

/** OPS-47: an offer's changes of status, oldest first, with who made each; 404 for an unknown offer. */
export async function offerEventsForOperator(db: DbOrTx, id: number): Promise<OperatorOfferEvent[]> {
  const [offer] = await db.select({ id: offers.id }).from(offers).where(eq(offers.id, id));
  if (!offer) throw new AppError('OFFER_NOT_FOUND');
  const rows = await db.select().from(offerEvents).where(eq(offerEvents.offerId, id)).orderBy(asc(offerEvents.id));
  return rows.map((e) => ({ id: e.id, from_status: e.fromStatus, to_status: e.toStatus, actor: e.actor, at: e.at.toISOString() }));
}

/** OPS-40: how many offers are in a status (a queue of the dashboard). */
export function countOffers(db: DbOrTx, status: OfferStatus): Promise<number> {
  return db.$count(offers, eq(offers.status, status));
}

export type OperatorAction = { kind: 'quote'; priceMinor: number } | { kind: 'reject'; reason?: string } | { kind: 'cancel'; reason: string } | { kind: 'received'; protectionMs: number };

/** Each operator action: the status it moves to, the only statuses it moves from, and its name in a refusal. */
const moves = {
  quote: { to: 'offer', from: ['pending'], done: 'quoted' },
  reject: { to: 'failed', from: ['pending', 'offer'], done: 'rejected' },
  cancel: { to: 'failed', from: ['awaiting_item'], done: 'cancelled' },
  received: { to: 'ready_for_payout', from: ['awaiting_item'], done: 'marked as received' },
} as const satisfies Record<OperatorAction['kind'], { to: OfferStatus; from: readonly OfferStatus[]; done: string }>;

/** OPS-49: what the audit log keeps of a move: the new status and the price or reason it set. */
function auditedAfter(action: OperatorAction, row: OfferRow) {
  if (action.kind === 'quote') return { status: row.status, price: toMajor(action.priceMinor), currency: row.currency };
  if (action.kind === 'reject' || action.kind === 'cancel') return { status: row.status, reason: row.reason };
  return { status: row.status };
}

/** OPS-10, OPS-24, OPS-25, OPS-104: what the seller is mailed after a move, and its params. */
function mailOf(action: OperatorAction, offer: OfferRow): [MailKind, MailParams] {
  const price = formatMoney(toMajor(offer.servicePriceMinor ?? 0), offer.currency);
  switch (action.kind) {
    case 'quote':
      return ['offer_quoted', { price }];
    case 'reject':
      return ['offer_rejected', { reason: action.reason }];
    case 'cancel':
      return ['offer_cancelled', { reason: action.reason }];
    case 'received':
      return ['item_received', { price }];
  }
}

/**
 * OPS-3, OPS-4, OPS-5, OPS-25: the shop moves an offer: quote a price (pending -> offer), reject or
 * withdraw it (pending|offer -> failed, with an optional reason), cancel an offer whose item never
 * came (awaiting_item -> failed, with a reason), confirm the item arrived (awaiting_item ->
 * ready_for_payout; TRADE-8: refused while `botReceives` for an offer from the Steam inventory). OPS-24: a reason is stored with the offer for the seller to see. A move the
 * status does not allow is a 409 and changes nothing.
 */
export async function operatorMoveOffer(ctx: OperatorCtx, id: number, action: OperatorAction, opts: { botReceives?: boolean } = {}): Promise<OperatorOffer> {
  const move = moves[action.kind];
  const extra = {
    from: move.from,
    ...(action.kind === 'quote' ? { servicePriceMinor: action.priceMinor } : {}),
    ...(action.kind === 'reject' || action.kind === 'cancel' ? { reason: action.reason || null } : {}),
  };
  const moved = await withTransaction(ctx, async (tx) => {
    // Locked first, so the status read is the one the move starts from (the audit's "before").
    const [current] = await tx.select({ status: offers.status, steamAssetId: offers.steamAssetId }).from(offers).where(eq(offers.id, id)).for('update');
    if (!current) throw new AppError('OFFER_NOT_FOUND');
    // TRADE-8: with the steam bot, an item from the Steam inventory arrives by its trade offer, never by hand.
    if (action.kind === 'received' && opts.botReceives && current.steamAssetId !== null) throw new AppError('OFFER_RECEIVED_BY_BOT');
    const actor = `operator:${ctx.userId}` as const;
    const row = action.kind === 'received' ? await receiveOfferItem(tx, id, actor, action.protectionMs, new Date()) : await moveOffer(tx, id, move.to, actor, extra);
    if (!row) throw transitionError(current.status, move.done);
    // OPS-49: the step, in the transaction that made it.
    await recordAudit(tx, { actorId: ctx.userId, action: `offer.${action.kind}`, target: { type: 'offer', id }, before: { status: current.status }, after: auditedAfter(action, row) });
    return row;
  });
  await notifyOffer(ctx, moved, ...mailOf(action, moved));
  const [presented] = await withEmails(ctx, [moved]);
  return presented!;
}

/**
 * TRADE-7: the sandbox bot's manual switch: the operator sets what the seller did with the offer's
 * trade offer, which then moves the offer as the bot's report would (TRADE-4). A 404 unless the
 * sandbox bot is on; a 409 when no trade offer was sent or the state cannot follow the current one.
 */
export async function setSandboxTrade(ctx: OperatorCtx, bot: TradeBot, protectionMs: number, id: number, state: SandboxTradeState, now: Date): Promise<OperatorOffer> {
  if (!isSandboxBot(bot)) throw new AppError('COMMON_NOT_FOUND');
  const [offer] = await ctx.db.select({ tradeOfferId: offers.tradeOfferId }).from(offers).where(eq(offers.id, id));
  if (!offer) throw new AppError('OFFER_NOT_FOUND');
  if (offer.tradeOfferId === null) throw new AppError('OFFER_TRADE_NOT_SENT');
  bot.setRequestState(offer.tradeOfferId, { state });
  if (!(await applySellerTrade({ ...ctx, protectionMs }, offer.tradeOfferId, { state }, now))) throw new AppError('OFFER_TRADE_TRANSITION');
  const [row] = await ctx.db.select().from(offers).where(eq(offers.id, id));
  const [presented] = await withEmails(ctx, [row!]);
  return presented!;
}

/** OPS-141: per report period (UTC): the offers made in it, by the status they are in now (key). */
export function offersByPeriod(db: DbOrTx, from: Date, to: Date, unit: PeriodUnit): Promise<PeriodTally[]> {
  return tallyByPeriod(db, { table: offers, at: offers.createdAt, amount: sql`0`, by: offers.status, from, to, unit });
}

/** PROTECT-5: POST /operator/offers/{id}/item: links a received offer to its catalogue item (linkOfferItem), in its own transaction. */
export async function operatorLinkOfferItem(ctx: OperatorCtx, id: number, itemId: number): Promise<OperatorOffer> {
  const linked = await withTransaction(ctx, (tx) => linkOfferItem(tx, ctx.userId, id, itemId));
  const [presented] = await withEmails(ctx, [linked]);
  return presented!;
}
