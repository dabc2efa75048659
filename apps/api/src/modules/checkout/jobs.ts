import type { TradeDelivery } from '../../adapters/trade-delivery/port.ts';
import type { Db } from '../../db/client.ts';
import type { MailCtx } from '../mail/index.ts';
import { alertReleased, notifyOrder } from './order-mails.ts';
import { deliverPaidOrders, expireReservations } from './order-changes.ts';

type JobsCtx = MailCtx & { db: Db };

/**
 * PAY-12, PAY-13: one sweep: expired reservations go back to the shop (WATCH-4: alerting their watchers),
 * paid orders to the trade bot; OPS-108: each delivered order's buyer is mailed.
 */
export async function runCheckoutSweep(ctx: JobsCtx, delivery: TradeDelivery, now: Date): Promise<void> {
  for (const orderId of await expireReservations(ctx.db, now)) await alertReleased(ctx, orderId);
  for (const orderId of await deliverPaidOrders(ctx.db, delivery, now, ctx.log)) await notifyOrder(ctx, orderId, 'order_delivered');
}

/**
 * PAY-12, PAY-13: the periodic sweeps (reservation expiry, delivery), on an unref'd timer that
 * never overlaps itself. Everything they act on is in the database, so any process may run them
 * and a restart loses nothing. stop() waits for a running sweep.
 */
export function startCheckoutJobs(ctx: JobsCtx, delivery: TradeDelivery, intervalMs: number): { stop(): Promise<void> } {
  if (intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        await runCheckoutSweep(ctx, delivery, new Date());
      } catch (err) {
        ctx.log.error({ err }, 'checkout sweep failed');
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
