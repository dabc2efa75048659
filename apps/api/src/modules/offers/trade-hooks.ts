import type { MailCtx } from '../mail/index.ts';

/** TRADE-6: a seller took back the items of an accepted trade offer (Steam rolled the trade back). */
export interface SellerTradeReversal {
  offerId: number;
  userId: number;
  tradeOfferId: string;
  at: Date;
}
type SellerTradeReversedListener = (ctx: MailCtx, reversal: SellerTradeReversal) => Promise<void>;

const listeners = new Set<SellerTradeReversedListener>();

/**
 * TRADE-6 (issue 48: dependencies run one way): what runs once a seller's trade was reversed (the
 * payouts' flow that cancels a held payout), registered from above (app.ts) so that the offers
 * module imports none of them. A listener is kept once however often it is registered. Answers
 * its removal.
 */
export function onSellerTradeReversed(listener: SellerTradeReversedListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** TRADE-6: runs every listener after the reversal committed, in the order they were registered. */
export async function sellerTradeReversed(ctx: MailCtx, reversal: SellerTradeReversal): Promise<void> {
  for (const listener of listeners) await listener(ctx, reversal);
}
