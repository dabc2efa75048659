import type { ItemRequests } from '../../adapters/trade-delivery/port.ts';
import type { Database } from '../../db/client.ts';
import { startPeriodicJob, type RoundListener } from '../../lib/periodic-job.ts';
import { applySellerTrade, runSellerTradeSweep, type TradeCtx } from './trade.ts';

/** An arbitrary constant: the advisory lock of a seller trade sweep round (SCALE-3). */
const SELLER_TRADE_SWEEP_LOCK_ID = 727_377;

/**
 * TRADE-3, TRADE-4: the sweep of the trade offers asking sellers for their items, one round at a
 * time across processes (startPeriodicJob); a bot that pushes changes moves their offers at once
 * (the sweep still polls, for changes missed while the process was down).
 */
export function startSellerTradeJobs(ctx: TradeCtx & Pick<Database, 'once'> & { onRound?: RoundListener }, bot: ItemRequests, intervalMs: number): { stop(): Promise<void> } {
  if (intervalMs <= 0) return { stop: async () => {} };
  const sweep = startPeriodicJob({ once: ctx.once, lockId: SELLER_TRADE_SWEEP_LOCK_ID, intervalMs, log: ctx.log, name: 'seller trade sweep', onRound: ctx.onRound }, () => runSellerTradeSweep(ctx, bot, new Date()));
  const unsubscribe = bot.onRequestChange?.((tradeOfferId, outcome) => {
    void applySellerTrade(ctx, tradeOfferId, outcome, new Date()).catch((err: unknown) => ctx.log.error({ err, tradeOfferId }, 'seller trade offer change not applied; the sweep retries'));
  });
  return {
    stop: async () => {
      unsubscribe?.();
      await sweep.stop();
    },
  };
}
