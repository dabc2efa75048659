import type { Logger } from './ctx.ts';

/** Runs `run` under the database's advisory lock `lockId`, when no other process holds it (SCALE-3). */
export type RunOnce = (lockId: number, run: () => Promise<void>) => Promise<unknown>;

/**
 * METRICS-4: told of each round of a sweep: `ran` (this process held the lock and ran it), or
 * `skipped` (another process did), or `failed`; `claimed` counts the rows a round that ran acted on.
 */
export type RoundListener = (sweep: string, outcome: 'ran' | 'skipped' | 'failed', claimed: number) => void;

/**
 * PAY-12, PAY-35: a sweep on an unref'd timer that never overlaps itself. Everything a sweep acts
 * on is in the database, so any process may run it and a restart loses nothing; under the
 * advisory lock, with several processes one of them runs a round and the others skip it.
 * stop() waits for a running round. An interval of 0 or less starts nothing (tests drive rounds).
 */
export function startPeriodicJob(opts: { once: RunOnce; lockId: number; intervalMs: number; log: Logger; name: string; onRound?: RoundListener | undefined }, run: () => Promise<number>): { stop(): Promise<void> } {
  if (opts.intervalMs <= 0) return { stop: async () => {} };
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        let claimed = 0;
        const ran = await opts.once(opts.lockId, async () => void (claimed = await run()));
        opts.onRound?.(opts.name, ran === false ? 'skipped' : 'ran', claimed);
      } catch (err) {
        opts.onRound?.(opts.name, 'failed', 0);
        opts.log.error({ err }, `${opts.name} failed`);
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(tick, opts.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
