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
