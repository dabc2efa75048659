/** A paid order to hand over through the buyer's Steam trade link. */
export interface DeliveryOrder {
  id: number;
  tradeUrl: string;
  paidAt: Date;
}

/**
 * Item delivery by trade link (ARCHITECTURE "The outside world"). Asked again on every sweep
 * until it reports the order delivered, so it keeps no state of its own and survives restarts.
 */
export interface TradeDelivery {
  readonly name: string;
  /** Orders paid at or before this instant may be done; the sweep asks only about those. */
  dueBefore(now: Date): Date;
  deliver(order: DeliveryOrder, now: Date): Promise<{ ok: true } | { ok: false; reason: 'pending' | 'failed' }>;
}
