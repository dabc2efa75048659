import type { TradeDelivery } from '../../adapters/trade-delivery/port.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/ctx.ts';
import { deliverPaidOrders, expireReservations } from './order-changes.ts';

/**
 * PAY-12, PAY-13: the periodic sweeps (reservation expiry, delivery), on an unref'd timer that
 * never overlaps itself. Everything they act on is in the database, so any process may run them
 * and a restart loses nothing. stop() waits for a running sweep.
 */
export function startCheckoutJobs(db: Db, delivery: TradeDelivery, intervalMs: number, log: Logger): { stop(): Promise<void> } {
  if (intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        const now = new Date();
        await expireReservations(db, now);
        await deliverPaidOrders(db, delivery, now, log);
      } catch (err) {
        log.error({ err }, 'checkout sweep failed');
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
