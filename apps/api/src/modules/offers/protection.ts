import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { holdProtectedItem } from '../catalog/index.ts';
import { readSettings } from '../content/index.ts';
import { offers } from './tables.ts';
import { moveOffer, type Actor, type OfferRow } from './transitions.ts';

/** PROTECT-5, PROTECT-8: the statuses of an offer whose item the shop has received. */
const RECEIVED = ['ready_for_payout', 'payout_processing', 'approved'] as const;

async function lockReceived(tx: DbOrTx, offerId: number): Promise<OfferRow> {
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
  if (!offer) throw new AppError('OFFER_NOT_FOUND');
  if (!(RECEIVED as readonly string[]).includes(offer.status)) throw new AppError('OFFER_NOT_RECEIVED');
  return offer;
}

/**
 * PROTECT-5, PROTECT-6: the operator links a received offer to the catalogue item created for its
 * skin (once: another item, or an item of another offer, is a 409). While the trade protection runs
 * the item carries its end as trade_lock_until and is held from sale until then, hidden or listed
 * with its date as the protected_listing setting says. Audited, in the caller's transaction.
 */
export async function linkOfferItem(tx: DbOrTx, operatorId: number, offerId: number, itemId: number, now = new Date()): Promise<OfferRow> {
  const offer = await lockReceived(tx, offerId);
  if (offer.itemId === itemId) return offer;
  if (offer.itemId !== null) throw new AppError('OFFER_ITEM_TAKEN');
  let linked: OfferRow | undefined;
  try {
    // A savepoint: the unique item_id's refusal must not abort the caller's transaction.
    linked = await tx.transaction(async (sp) => (await sp.update(offers).set({ itemId, updatedAt: now }).where(eq(offers.id, offerId)).returning())[0]);
  } catch (err) {
    if (isUniqueViolation(err, 'offers_item_key')) throw new AppError('OFFER_ITEM_TAKEN');
    throw err;
  }
  if (offer.protectedUntil && offer.protectedUntil > now) {
    const { protected_listing: listing } = await readSettings(tx);
    await holdProtectedItem(tx, itemId, offer.protectedUntil, listing === 'hidden');
  }
  await recordAudit(tx, { actorId: operatorId, action: 'offer.link_item', target: { type: 'offer', id: offerId }, before: { item_id: null }, after: { item_id: itemId, protected_until: offer.protectedUntil?.toISOString() ?? null } });
  return linked!;
}

/**
 * PROTECT-8: the seller took the item back by Steam's trade reversal: a received offer moves to
 * reversed, whatever its payout did (the caller cancels a held one first). Answers the offer as it
 * was before (its item and status) and as moved; a 404 or 409 when it is unknown or not received.
 */
export async function reverseOffer(tx: DbOrTx, offerId: number, actor: Actor, now = new Date()): Promise<{ before: OfferRow; moved: OfferRow }> {
  const before = await lockReceived(tx, offerId);
  const moved = await moveOffer(tx, offerId, 'reversed', actor, { from: RECEIVED }, now);
  if (!moved) throw new AppError('OFFER_NOT_RECEIVED');
  return { before, moved };
}
