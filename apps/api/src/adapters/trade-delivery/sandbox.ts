import type { TradeDelivery } from './port.ts';

/** PAY-13: the sandbox trade bot: an order is delivered `delayMs` after it was paid. */
export function createSandboxDelivery(opts: { delayMs: number }): TradeDelivery {
  return {
    name: 'sandbox',
    dueBefore: (now) => new Date(now.getTime() - opts.delayMs),
    async deliver(order, now) {
      return now.getTime() - order.paidAt.getTime() >= opts.delayMs ? { ok: true } : { ok: false, reason: 'pending' };
    },
  };
}
