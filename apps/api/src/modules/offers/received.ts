import type { DbOrTx } from '../../db/client.ts';
import { moveOffer, type Actor, type OfferRow } from './transitions.ts';

/**
 * OPS-5, TRADE-4: the shop has the offer's item: awaiting_item -> ready_for_payout, in the caller's
 * transaction. The one move for both ways an item arrives: the operator's hand (OPS-5) and the
 * trade bot's accepted trade offer (actor 'provider'). Answers the moved offer, or null when the
 * offer was not awaiting its item (a repeated or late report changes nothing).
 */
export function receiveOfferItem(tx: DbOrTx, offerId: number, actor: Actor, now: Date): Promise<OfferRow | null> {
  return moveOffer(tx, offerId, 'ready_for_payout', actor, { from: ['awaiting_item'] }, now);
}
