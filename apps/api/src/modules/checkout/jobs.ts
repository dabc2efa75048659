import type { TradeDelivery } from '../../adapters/trade-delivery/port.ts';
import type { Database, Db } from '../../db/client.ts';
import { foldFacetDeltas } from '../catalog/index.ts';
import type { MailCtx } from '../mail/index.ts';
import { applyOfferOutcome, deliverPaidOrders, type DeliveryChanges } from './delivery.ts';
import { alertReleased, mailPaidOrders, notifyOrder } from './order-mails.ts';
import { expireReservations } from './order-changes.ts';

type JobsCtx = MailCtx & { db: Db };

/** An arbitrary constant: the advisory lock of a sweep round (SCALE-3). */
const SWEEP_LOCK_ID = 727_363;

/** OPS-108, DELIV-2: each delivered order's buyer is mailed, and each buyer whose delivery failed. */
async function mailDeliveryChanges(ctx: JobsCtx, changes: DeliveryChanges): Promise<void> {
  for (const orderId of changes.delivered) await notifyOrder(ctx, orderId, 'order_delivered');
  for (const orderId of changes.failed) await notifyOrder(ctx, orderId, 'order_delivery_failed');
}

/**
 * PAY-12, PAY-13: one sweep: the balance checkouts' paid mails go out (OPS-107), expired
 * reservations go back to the shop (WATCH-4: alerting their watchers), paid orders to the trade
 * bot (DELIV-1). SCALE-1: the checkouts' facet deltas are folded.
 */
export async function runCheckoutSweep(ctx: JobsCtx, delivery: TradeDelivery, now: Date): Promise<void> {
  await mailPaidOrders(ctx);
  for (const orderId of await expireReservations(ctx.db, now)) await alertReleased(ctx, orderId);
  await mailDeliveryChanges(ctx, await deliverPaidOrders(ctx.db, delivery, now, ctx.log));
  await foldFacetDeltas(ctx.db);
}

/**
 * PAY-12, PAY-13: the periodic sweeps (reservation expiry, delivery), on an unref'd timer that
 * never overlaps itself. Everything they act on is in the database, so any process may run them
 * and a restart loses nothing. SCALE-3: a round runs under an advisory lock, so with several
 * processes one of them runs it and the others skip it: the trade bot is handed an order once.
 * STEAM-3: a bot that pushes offer changes moves their orders at once (the sweep still polls, for
 * changes missed while the process was down). stop() waits for a running sweep.
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
  const unsubscribe = delivery.onChange?.((offerId, outcome) => {
    void applyOfferOutcome(ctx.db, offerId, outcome)
      .then((changes) => mailDeliveryChanges(ctx, changes))
      .catch((err: unknown) => ctx.log.error({ err, offerId }, 'trade offer change not applied; the sweep retries'));
  });
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      unsubscribe?.();
      await running;
    },
  };
}
