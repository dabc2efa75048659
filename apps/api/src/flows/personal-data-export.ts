import { PERSONAL_DATA_LINK_HOURS } from '@skins/contract';
import type { Database, Db } from '../db/client.ts';
import { type RoundListener, startPeriodicJob } from '../lib/periodic-job.ts';
import { findUserById, hashToken, newToken } from '../modules/account/index.ts';
import { type MailCtx, sendMail } from '../modules/mail/index.ts';
import { claimExports, expireExports, storeExport } from '../modules/privacy/index.ts';
import { gatherPersonalData, personalDataFile } from './personal-data-file.ts';

type SweepCtx = MailCtx & { db: Db };

/** An arbitrary constant: the advisory lock of a personal-data sweep round (SCALE-3). */
const PERSONAL_DATA_SWEEP_LOCK_ID = 727_365;
const HOUR_MS = 60 * 60 * 1000;

/** GDPR-4: the address of a download link (the API's, so the browser saves the file at once). */
export const downloadLink = (publicUrl: string, token: string) => `${publicUrl}/api/user/personal-data/download?token=${token}`;

/**
 * GDPR-3, GDPR-4: one round: links that ran out are dropped; each waiting request is claimed,
 * its file built and kept under a new token's hash, and the link mailed to the account's
 * address. A failed build stays claimed and is claimed again once stale (STALE_BUILD_MS).
 */
export async function runPersonalDataSweep(ctx: SweepCtx, now: Date): Promise<number> {
  await expireExports(ctx.db, now);
  const jobs = await claimExports(ctx.db, now);
  for (const job of jobs) {
    try {
      const file = personalDataFile(await gatherPersonalData(ctx.db, job.userId), { userId: job.userId, exportedAt: now });
      const token = newToken();
      await storeExport(ctx.db, { id: job.id, userId: job.userId, file, tokenHash: hashToken(token), now, expiresAt: new Date(now.getTime() + PERSONAL_DATA_LINK_HOURS * HOUR_MS) });
      const user = await findUserById(ctx.db, job.userId);
      if (!user?.email) continue;
      await sendMail(ctx, { email: user.email, name: user.name, langId: user.langId, userId: user.id }, 'personal_data_ready', { link: downloadLink(ctx.publicUrl, token), hours: PERSONAL_DATA_LINK_HOURS });
    } catch (err) {
      ctx.log.error({ err, exportId: job.id }, 'personal data export not built; the sweep tries again');
    }
  }
  return jobs.length;
}

/** GDPR-3: the periodic sweep of the requests for one's data, one round at a time across processes. */
export function startPersonalDataJobs(ctx: SweepCtx & Pick<Database, 'once'> & { onRound?: RoundListener }, intervalMs: number): { stop(): Promise<void> } {
  return startPeriodicJob({ once: ctx.once, lockId: PERSONAL_DATA_SWEEP_LOCK_ID, intervalMs, log: ctx.log, name: 'personal data sweep', onRound: ctx.onRound }, () => runPersonalDataSweep(ctx, new Date()));
}
