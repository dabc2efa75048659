import type { DbOrTx } from '../../db/client.ts';
import { moveOffer, type Actor, type OfferRow } from './transitions.ts';

const DAY_MS = 86_400_000;
/** PROTECT-1: Steam's trade protection (7 days since July 2025) until app.ts sets TRADE_PROTECTION_DAYS. */
let protectionMs = 7 * DAY_MS;

/** PROTECT-1: the configured TRADE_PROTECTION_DAYS (app.ts, once at start; a decimal shortens it to seconds in tests). */
export function setTradeProtectionDays(days: number): void {
  protectionMs = days * DAY_MS;
}

/**
 * OPS-5, TRADE-4, PROTECT-2: the one receipt of a seller's item, for the operator's 'received' and the
 * trade bot's accepted trade offer (actor 'provider') alike: awaiting_item -> ready_for_payout, with `protected_until` = now + the trade
 * protection (until then Steam lets the seller reverse the trade). In the caller's transaction;
 * answers the moved row, or null when the offer was not awaiting its item.
 */
export function receiveOfferItem(tx: DbOrTx, offerId: number, actor: Actor, now = new Date()): Promise<OfferRow | null> {
  return moveOffer(tx, offerId, 'ready_for_payout', actor, { from: ['awaiting_item'], protectedUntil: new Date(now.getTime() + protectionMs) }, now);
}
