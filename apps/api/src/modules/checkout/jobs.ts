import type { TradeDelivery } from '../../adapters/trade-delivery/port.ts';
import type { Database, Db } from '../../db/client.ts';
import { foldFacetDeltas } from '../catalog/index.ts';
import type { MailCtx } from '../mail/index.ts';
import { notifyOrder } from './order-mails.ts';
import { deliverPaidOrders, expireReservations } from './order-changes.ts';

type JobsCtx = MailCtx & { db: Db };

/** An arbitrary constant: the advisory lock of a sweep round (SCALE-3). */
const SWEEP_LOCK_ID = 727_363;

/**
 * PAY-12, PAY-13: one sweep: expired reservations go back to the shop, paid orders to the trade bot;
 * OPS-108: each delivered order's buyer is mailed. SCALE-1: the checkouts' facet deltas are folded.
 */
export async function runCheckoutSweep(ctx: JobsCtx, delivery: TradeDelivery, now: Date): Promise<void> {
  await expireReservations(ctx.db, now);
  for (const orderId of await deliverPaidOrders(ctx.db, delivery, now, ctx.log)) await notifyOrder(ctx, orderId, 'order_delivered');
  await foldFacetDeltas(ctx.db);
}

/**
 * PAY-12, PAY-13: the periodic sweeps (reservation expiry, delivery), on an unref'd timer that
 * never overlaps itself. Everything they act on is in the database, so any process may run them
 * and a restart loses nothing. SCALE-3: a round runs under an advisory lock, so with several
 * processes one of them runs it and the others skip it: the trade bot is handed an order once.
 * stop() waits for a running sweep.
 */
export function startCheckoutJobs(ctx: JobsCtx & Pick<Database, 'once'>, delivery: TradeDelivery, intervalMs: number): { stop(): Promise<void> } {
  if (intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        await ctx.once(SWEEP_LOCK_ID, () => runCheckoutSweep(ctx, delivery, new Date()));
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
