import { OFFER_TRADE_MAX_SENDS, offerTradeResendStates, type OfferDetails } from '@skins/contract';
import { unixSecondsOrNull } from '../../lib/unix-seconds.ts';
import type { OfferRow } from './transitions.ts';

/** TRADE-9: the seller's Steam page of a trade offer (the sandbox's ids have none). */
export const tradeOfferUrl = (tradeOfferId: string): string | null => (/^\d+$/.test(tradeOfferId) ? `https://steamcommunity.com/tradeoffer/${tradeOfferId}/` : null);

/** TRADE-9: the offer page's trade offer: for an offer from the Steam inventory once its quote was accepted, else null. */
export function presentTrade(o: OfferRow): OfferDetails['trade'] {
  if (!o.steamAssetId || (o.status !== 'awaiting_item' && o.tradeOfferId === null)) return null;
  return {
    trade_offer_id: o.tradeOfferId,
    url: o.tradeOfferId === null ? null : tradeOfferUrl(o.tradeOfferId),
    state: o.tradeState,
    state_at: unixSecondsOrNull(o.tradeStateAt),
    send_failed: o.tradeOfferId === null && o.tradeSendError !== null,
    can_resend: o.status === 'awaiting_item' && o.tradeState !== null && offerTradeResendStates.includes(o.tradeState) && o.tradeSends < OFFER_TRADE_MAX_SENDS,
  };
}
