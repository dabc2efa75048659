import type { TradeDelivery } from '../../adapters/trade-delivery/port.ts';
import type { Database, Db } from '../../db/client.ts';
import { startPeriodicJob, type RoundListener } from '../../lib/periodic-job.ts';
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
 * bot (DELIV-1). SCALE-1: the checkouts' facet deltas are folded. METRICS-4: answers how many
 * orders it moved (expired, delivered, failed).
 */
export async function runCheckoutSweep(ctx: JobsCtx, delivery: TradeDelivery, now: Date): Promise<number> {
  await mailPaidOrders(ctx);
  const expired = await expireReservations(ctx.db, now);
  for (const orderId of expired) await alertReleased(ctx, orderId);
  const changes = await deliverPaidOrders(ctx.db, delivery, now, ctx.log);
  await mailDeliveryChanges(ctx, changes);
  await foldFacetDeltas(ctx.db);
  return expired.length + changes.delivered.length + changes.failed.length;
}

/**
 * PAY-12, PAY-13: the periodic sweeps (reservation expiry, delivery), one round at a time across
 * processes (startPeriodicJob), so the trade bot is handed an order once. STEAM-3: a bot that
 * pushes offer changes moves their orders at once (the sweep still polls, for changes missed while
 * the process was down).
 */
export function startCheckoutJobs(ctx: JobsCtx & Pick<Database, 'once'> & { onRound?: RoundListener }, delivery: TradeDelivery, intervalMs: number): { stop(): Promise<void> } {
  if (intervalMs <= 0) return { stop: async () => {} };
  const sweep = startPeriodicJob({ once: ctx.once, lockId: SWEEP_LOCK_ID, intervalMs, log: ctx.log, name: 'checkout sweep', onRound: ctx.onRound }, () => runCheckoutSweep(ctx, delivery, new Date()));
  const unsubscribe = delivery.onChange?.((offerId, outcome) => {
    void applyOfferOutcome(ctx.db, offerId, outcome)
      .then((changes) => mailDeliveryChanges(ctx, changes))
      .catch((err: unknown) => ctx.log.error({ err, offerId }, 'trade offer change not applied; the sweep retries'));
  });
  return {
    stop: async () => {
      unsubscribe?.();
      await sweep.stop();
    },
  };
}
