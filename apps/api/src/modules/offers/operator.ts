import { formatMoney, PAGE_SIZE, type OfferStatus, type OperatorOffer } from '@skins/contract';
import { desc, eq } from 'drizzle-orm';
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
  return rows.map((r) => ({ ...presentOffer(r), user_id: r.userId, user_email: emails.get(r.userId) ?? null, item_url: r.itemUrl }));
}

/** OPS-2: the shop's list of offers, newest first, optionally of one status, with who sent each. */
export async function listOffersForOperator(ctx: Pick<Ctx, 'db'>, filter: { status?: OfferStatus; page: number }) {
  const where = filter.status ? eq(offers.status, filter.status) : undefined;
  const ordered = ctx.db.select().from(offers).orderBy(desc(offers.createdAt), desc(offers.id)).$dynamic();
  const { rows, total, pages } = await paginate(ctx.db, { table: offers, where, ordered }, filter.page, PAGE_SIZE.operator);
  return { payload: await withEmails(ctx, rows), meta: { total, pages } };
}

type OperatorAction = { to: 'offer'; priceMinor: number } | { to: 'failed'; message?: string } | { to: 'ready_for_payout' };
const actionName = { offer: 'quoted', failed: 'rejected', ready_for_payout: 'marked as received' } as const;

/**
 * OPS-3, OPS-4, OPS-5: the shop moves an offer: quote a price (pending -> offer), reject or
 * withdraw it (pending|offer -> failed), confirm the item arrived (awaiting_item ->
 * ready_for_payout). A move the status does not allow is a 409 and changes nothing.
 */
export async function operatorMoveOffer(ctx: OperatorCtx, id: number, action: OperatorAction): Promise<OperatorOffer> {
  const moved = await withTransaction(ctx, async (tx) => {
    const extra = action.to === 'offer' ? { servicePriceMinor: action.priceMinor } : action.to === 'failed' ? { from: ['pending', 'offer'] as const } : {};
    const row = await moveOffer(tx, id, action.to, `operator:${ctx.userId}`, extra);
    if (row) return row;
    const [current] = await tx.select({ status: offers.status }).from(offers).where(eq(offers.id, id));
    if (!current) throw new AppError('OFFER_NOT_FOUND');
    throw transitionError(current.status, actionName[action.to]);
  });
  if (action.to === 'offer') {
    const price = formatMoney(action.priceMinor / 100, moved.currency);
    await notifyOfferUpdate(ctx, moved.userId, `The shop made an offer for ${moved.title}`, [`The shop offers ${price} for your ${moved.title}.`, 'Open your offers to accept or decline it.']);
  } else if (action.to === 'failed') {
    await notifyOfferUpdate(ctx, moved.userId, `Your offer for ${moved.title} was not accepted`, ['The shop did not accept your offer.', action.message ?? '']);
  }
  const [presented] = await withEmails(ctx, [moved]);
  return presented!;
}
