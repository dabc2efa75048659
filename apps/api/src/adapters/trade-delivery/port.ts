import type { OfferTradeState } from '@skins/contract';

/** A paid order to hand over through the buyer's Steam trade link, in one attempt (DELIV-1). */
export interface DeliveryOrder {
  id: number;
  /** The order's delivery attempt (1 first, a retry adds one): names the offer in logs and the sandbox's ids. */
  attempt: number;
  tradeUrl: string;
  /** The bot's Steam asset id of each item (null: the operator has not set it; the steam bot refuses such an order). */
  assetIds: (string | null)[];
}

/** DELIV-1: what became of a sent offer: still open, accepted by the buyer, or failed (with the bot's reason, shown to the operator). */
export type OfferOutcome = { state: 'pending' } | { state: 'accepted' } | { state: 'failed'; reason: string };

/**
 * Item delivery by trade offer (ARCHITECTURE "The outside world", ADR 021). The shop sends one
 * offer per order attempt and then follows it: `status` is polled by the sweep, `onChange` (when
 * the bot can push) reports an offer whose state changed so the order moves at once. The adapter
 * keeps no state the shop needs: the offer id is stored on the order.
 */
export interface TradeDelivery {
  readonly name: string;
  /** Sends the offer; throws when it was not sent (the order's attempt then fails, DELIV-3). */
  send(order: DeliveryOrder, now: Date): Promise<{ offerId: string }>;
  status(offerId: string, now: Date): Promise<OfferOutcome>;
  /**
   * DISPUTE-5: takes back the items of a delivered (accepted) offer while its Trade Protection runs.
   * `manual`: this bot cannot (steam-tradeoffer-manager has no call for it): the operator reverses
   * the trade in Steam and confirms it to the shop; a bot without the call is such a bot.
   */
  reverseTrade?(offerId: string): Promise<{ ok: true } | { ok: false; manual: true }>;
  /** Calls `listener` with each sent offer whose state changed; answers the unsubscribe. */
  onChange?(listener: (offerId: string, outcome: OfferOutcome) => void): () => void;
}

/** TRADE-1: a trade offer asking a seller for the items of one sell offer (the bot gives nothing). */
export interface ItemRequest {
  /** The shop's sell offer: named in the trade offer's message. */
  offerId: number;
  /** The seller's Steam trade link (partner and token). */
  tradeUrl: string;
  /** The seller's Steam asset ids the bot asks for (CS2, context 2). */
  assetIds: string[];
}

/** TRADE-1: the states of a seller's trade offer as the shop keeps them (offers.trade_state); 'sent' is the adapter's pending. */
export type SellerTradeState = OfferTradeState;

/** TRADE-1: what became of a trade offer asking a seller for items; 'reversed' follows 'accepted' when the seller took the items back. */
export type RequestOutcome = { state: 'pending' } | { state: Exclude<SellerTradeState, 'sent'> };

/**
 * TRADE-1: the bot asking sellers for their items (the other half of the trade bot). As with
 * deliveries, the shop keeps the trade offer id and its state; `requestStatus` is polled by the
 * offers' trade sweep, `onRequestChange` (when the bot can push) moves an offer at once.
 */
export interface ItemRequests {
  /** Sends the trade offer; throws when it was not sent (the sweep tries again). */
  requestItems(request: ItemRequest, now: Date): Promise<{ tradeOfferId: string }>;
  requestStatus(tradeOfferId: string, now: Date): Promise<RequestOutcome>;
  onRequestChange?(listener: (tradeOfferId: string, outcome: RequestOutcome) => void): () => void;
}

/** The shop's trade bot: deliveries to buyers and requests to sellers, over one Steam account. */
export type TradeBot = TradeDelivery & ItemRequests;
