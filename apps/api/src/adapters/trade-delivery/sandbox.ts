import type { RequestOutcome, TradeBot } from './port.ts';

/** DELIV-4: a trade link containing this makes the sandbox bot fail the offer (the failure path, end to end). */
export const SANDBOX_FAIL_MARKER = 'sandbox-fail-delivery';

/** TRADE-7: the sandbox bot's manual switch: sets what a seller's trade offer became. */
export interface SandboxSwitch {
  setRequestState(tradeOfferId: string, outcome: RequestOutcome): void;
}

/** TRADE-7: the sandbox bot's trade offers asking sellers for items are named so (the operator's offer page shows their switch). */
const SANDBOX_TRADE_PREFIX = 'sandbox-trade-';
export const isSandboxTradeOfferId = (tradeOfferId: string): boolean => tradeOfferId.startsWith(SANDBOX_TRADE_PREFIX);

/** TRADE-7: the sandbox bot (its switch tells it from the steam bot). */
export type SandboxTradeBot = TradeBot & SandboxSwitch;

/** TRADE-7: whether this bot is the sandbox, with its manual switch. */
export const isSandboxBot = (bot: TradeBot): bot is SandboxTradeBot => 'setRequestState' in bot;

/**
 * PAY-13: the sandbox trade bot: an offer is accepted `delayMs` after it was sent. DELIV-4: an
 * offer to a trade link containing SANDBOX_FAIL_MARKER is declined. The offer id carries the send
 * time and the outcome, so deliveries keep no state and a restart changes nothing.
 * TRADE-7: a trade offer asking a seller for items stays sent until the manual switch sets its
 * state (the operator's sandbox panel); kept in memory: after a restart an offer is sent until the
 * switch sets it again.
 */
export function createSandboxDelivery(opts: { delayMs: number }): SandboxTradeBot {
  const requests = new Map<string, RequestOutcome>();
  let seq = 0;
  return {
    name: 'sandbox',
    async send(order, now) {
      const fate = order.tradeUrl.includes(SANDBOX_FAIL_MARKER) ? 'decline' : 'accept';
      return { offerId: `sandbox-${order.id}-${order.attempt}-${fate}-${now.getTime()}` };
    },
    async status(offerId, now) {
      const [, , , fate, sentAt] = offerId.split('-');
      if (fate === 'decline') return { state: 'failed', reason: 'Declined' };
      return now.getTime() - Number(sentAt) >= opts.delayMs ? { state: 'accepted' } : { state: 'pending' };
    },
    // DISPUTE-5: the sandbox's trades are pretend ones: a reversal always goes through.
    reverseTrade: async () => ({ ok: true }),
    async requestItems(request, now) {
      const tradeOfferId = `${SANDBOX_TRADE_PREFIX}${request.offerId}-${now.getTime()}-${++seq}`;
      requests.set(tradeOfferId, { state: 'pending' });
      return { tradeOfferId };
    },
    async requestStatus(tradeOfferId) {
      return requests.get(tradeOfferId) ?? { state: 'pending' };
    },
    setRequestState(tradeOfferId, outcome) {
      requests.set(tradeOfferId, outcome);
    },
  };
}
