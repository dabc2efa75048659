import type { DbOrTx } from '../../db/client.ts';
import { moveOffer, type Actor, type OfferRow } from './transitions.ts';

/**
 * OPS-5, TRADE-4, PROTECT-2: the one receipt of a seller's item, for the operator's 'received' and the
 * trade bot's accepted trade offer (actor 'provider') alike: awaiting_item -> ready_for_payout, with `protected_until` = now + the trade
 * protection (`protectionMs`: TRADE_PROTECTION_DAYS; until then Steam lets the seller reverse the trade). In the caller's transaction;
 * answers the moved row, or null when the offer was not awaiting its item.
 */
export function receiveOfferItem(tx: DbOrTx, offerId: number, actor: Actor, protectionMs: number, now = new Date()): Promise<OfferRow | null> {
  return moveOffer(tx, offerId, 'ready_for_payout', actor, { from: ['awaiting_item'], protectedUntil: new Date(now.getTime() + protectionMs) }, now);
}
