import type { Database, Db } from '../db/client.ts';
import { startPeriodicJob, type RoundListener } from '../lib/periodic-job.ts';
import { withTransaction } from '../lib/transaction.ts';
import { listHeldItems } from '../modules/catalog/index.ts';
import type { MailCtx } from '../modules/mail/index.ts';
import { releaseHeldPayouts, type ReleaseDeps } from '../modules/payouts/index.ts';

/** An arbitrary constant: the advisory lock of a trade-protection sweep round (SCALE-3; 727_365 is the personal-data sweep's). */
const TRADE_PROTECTION_SWEEP_LOCK_ID = 727_367;

type SweepCtx = MailCtx & { db: Db };

/**
 * PROTECT-4, PROTECT-6: one round of the trade-protection sweep: the held payouts due are released
 * (payouts), and the catalogue items whose protection ended are for sale again (catalog). Answers
 * how many of both it acted on.
 */
export async function sweepTradeProtection(ctx: SweepCtx, deps: ReleaseDeps, now = new Date()): Promise<number> {
  const listed = await withTransaction(ctx, (tx) => listHeldItems(tx, now));
  const released = await releaseHeldPayouts(ctx, deps, now);
  return listed.length + released.length;
}

/** PROTECT-4: the periodic trade-protection sweep (app.ts), under its own advisory lock so that of several processes one runs a round. */
export function startTradeProtectionJobs(ctx: SweepCtx & Pick<Database, 'once'> & { onRound?: RoundListener }, deps: ReleaseDeps, intervalMs: number): { stop(): Promise<void> } {
  return startPeriodicJob({ once: ctx.once, lockId: TRADE_PROTECTION_SWEEP_LOCK_ID, intervalMs, log: ctx.log, name: 'trade protection sweep', onRound: ctx.onRound }, () => sweepTradeProtection(ctx, deps));
}
