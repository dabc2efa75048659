import type { PaymentProvider } from '../../adapters/payments/port.ts';
import type { Database, Db } from '../../db/client.ts';
import { startPeriodicJob, type RoundListener } from '../../lib/periodic-job.ts';
import type { MailCtx } from '../mail/index.ts';
import { endStaleTopUps } from './top-up-ends.ts';

/** An arbitrary constant: the advisory lock of a top-up sweep round (SCALE-3). */
const TOP_UP_SWEEP_LOCK_ID = 727_364;

/** PAY-35: the periodic sweep that ends top-ups whose payment never reported back (METRICS-4: a round claims those it ended). */
export function startPaymentJobs(ctx: MailCtx & { db: Db } & Pick<Database, 'once'> & { onRound?: RoundListener }, provider: PaymentProvider | null, intervalMs: number): { stop(): Promise<void> } {
  return startPeriodicJob({ once: ctx.once, lockId: TOP_UP_SWEEP_LOCK_ID, intervalMs, log: ctx.log, name: 'top-up sweep', onRound: ctx.onRound }, async () => {
    const ended = await endStaleTopUps(ctx, provider, new Date());
    return ended.expired.length + ended.credited.length;
  });
}
