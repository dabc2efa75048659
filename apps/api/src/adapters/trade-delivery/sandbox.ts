import type { TradeDelivery } from './port.ts';

/** DELIV-4: a trade link containing this makes the sandbox bot fail the offer (the failure path, end to end). */
export const SANDBOX_FAIL_MARKER = 'sandbox-fail-delivery';

/**
 * PAY-13: the sandbox trade bot: an offer is accepted `delayMs` after it was sent. DELIV-4: an
 * offer to a trade link containing SANDBOX_FAIL_MARKER is declined. The offer id carries the send
 * time and the outcome, so the sandbox keeps no state and a restart changes nothing.
 */
export function createSandboxDelivery(opts: { delayMs: number }): TradeDelivery {
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
  };
}
