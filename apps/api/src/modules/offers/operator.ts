import { formatMoney, PAGE_SIZE, type OfferStatus, type OperatorOffer } from '@skins/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paginate } from '../../db/paginate.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx, RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { emailsByUserId } from '../account/index.ts';
import { notifyOfferUpdate } from './notify.ts';
import { presentOffer } from './present.ts';
import { transitionError } from './service.ts';
import { offers } from './tables.ts';
import { moveOffer, type OfferRow } from './transitions.ts';

type OperatorCtx = RootCtx & { userId: number };

async function withEmails(ctx: Pick<Ctx, 'db'>, rows: OfferRow[]): Promise<OperatorOffer[]> {
  const emails = await emailsByUserId(ctx.db, rows.map((r) => r.userId));
  return rows.map((r) => ({ ...presentOffer(r), user_id: r.userId, user_email: emails.get(r.userId) ?? null, item_url: r.itemUrl, reason: r.reason }));
}

/** OPS-2: the shop's list of offers, newest first, optionally of one status, with who sent each. */
export async function listOffersForOperator(ctx: Pick<Ctx, 'db'>, filter: { status?: OfferStatus; page: number }) {
  const where = filter.status ? eq(offers.status, filter.status) : undefined;
  const ordered = ctx.db.select().from(offers).orderBy(desc(offers.createdAt), desc(offers.id)).$dynamic();
  const { rows, total, pages } = await paginate(ctx.db, { table: offers, where, ordered }, filter.page, PAGE_SIZE.operator);
  return { payload: await withEmails(ctx, rows), meta: { total, pages } };
}

/** OPS-40: how many offers are in a status (a queue of the dashboard). */
export function countOffers(db: DbOrTx, status: OfferStatus): Promise<number> {
  return db.$count(offers, eq(offers.status, status));
}

export type OperatorAction = { kind: 'quote'; priceMinor: number } | { kind: 'reject'; reason?: string } | { kind: 'cancel'; reason: string } | { kind: 'received' };

/** Each operator action: the status it moves to, the only statuses it moves from, and its name in a refusal. */
const moves = {
  quote: { to: 'offer', from: ['pending'], done: 'quoted' },
  reject: { to: 'failed', from: ['pending', 'offer'], done: 'rejected' },
  cancel: { to: 'failed', from: ['awaiting_item'], done: 'cancelled' },
  received: { to: 'ready_for_payout', from: ['awaiting_item'], done: 'marked as received' },
} as const satisfies Record<OperatorAction['kind'], { to: OfferStatus; from: readonly OfferStatus[]; done: string }>;

/** OPS-10, OPS-24, OPS-25: what the seller is mailed after a move, if anything. */
function mailOf(action: OperatorAction, offer: OfferRow): { subject: string; lines: string[] } | null {
  switch (action.kind) {
    case 'quote':
      return {
        subject: `The shop made an offer for ${offer.title}`,
        lines: [`The shop offers ${formatMoney(action.priceMinor / 100, offer.currency)} for your ${offer.title}.`, 'Open your offers to accept or decline it.'],
      };
    case 'reject':
      return { subject: `Your offer for ${offer.title} was not accepted`, lines: ['The shop did not accept your offer.', action.reason ?? ''] };
    case 'cancel':
      return { subject: `Your offer for ${offer.title} was cancelled`, lines: ['The shop cancelled your offer because the item did not arrive.', `Reason: ${action.reason}`] };
    case 'received':
      return null;
  }
}

/**
 * OPS-3, OPS-4, OPS-5, OPS-25: the shop moves an offer: quote a price (pending -> offer), reject or
 * withdraw it (pending|offer -> failed, with an optional reason), cancel an offer whose item never
 * came (awaiting_item -> failed, with a reason), confirm the item arrived (awaiting_item ->
 * ready_for_payout). OPS-24: a reason is stored with the offer for the seller to see. A move the
 * status does not allow is a 409 and changes nothing.
 */
export async function operatorMoveOffer(ctx: OperatorCtx, id: number, action: OperatorAction): Promise<OperatorOffer> {
  const move = moves[action.kind];
  const extra = {
    from: move.from,
    ...(action.kind === 'quote' ? { servicePriceMinor: action.priceMinor } : {}),
    ...(action.kind === 'reject' || action.kind === 'cancel' ? { reason: action.reason || null } : {}),
  };
  const moved = await withTransaction(ctx, async (tx) => {
    const row = await moveOffer(tx, id, move.to, `operator:${ctx.userId}`, extra);
    if (row) return row;
    const [current] = await tx.select({ status: offers.status }).from(offers).where(eq(offers.id, id));
    if (!current) throw new AppError('OFFER_NOT_FOUND');
    throw transitionError(current.status, move.done);
  });
  const mail = mailOf(action, moved);
  if (mail) await notifyOfferUpdate(ctx, moved.userId, mail.subject, mail.lines);
  const [presented] = await withEmails(ctx, [moved]);
  return presented!;
}
