import type { SteamPriceSource } from '../../adapters/steam-price/index.ts';
import type { Database, Db } from '../../db/client.ts';
import type { Logger } from '../../lib/ctx.ts';
import { type RoundListener, startPeriodicJob } from '../../lib/periodic-job.ts';
import { refreshReferencePrices } from './reference-sweep.ts';

/** An arbitrary constant: the advisory lock of a reference price sweep round (SCALE-3). */
const REFERENCE_SWEEP_LOCK_ID = 727_391;

/** REFPRICE-1: the periodic sweep that refreshes the reference prices (one process at a time). */
export function startPriceJobs(ctx: { db: Db; log: Logger; onRound?: RoundListener } & Pick<Database, 'once'>, source: SteamPriceSource | null, intervalMs: number): { stop(): Promise<void> } {
  // METRICS-4: a round claims the items whose reference price it changed.
  return startPeriodicJob({ once: ctx.once, lockId: REFERENCE_SWEEP_LOCK_ID, intervalMs, log: ctx.log, name: 'reference price sweep', onRound: ctx.onRound }, async () => (await refreshReferencePrices(ctx, source)).items);
}
