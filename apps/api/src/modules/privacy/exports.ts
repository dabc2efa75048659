import type { PersonalDataExport } from '@skins/contract';
import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { unixSeconds, unixSecondsOrNull } from '../../lib/unix-seconds.ts';
import { personalDataExports } from './tables.ts';

type ExportRow = typeof personalDataExports.$inferSelect;

/** GDPR-3: a build claimed this long ago by a process that died is claimed again. */
export const STALE_BUILD_MS = 10 * 60_000;
/** GDPR-3: how many requests one sweep round builds (each gathers a whole account). */
const BUILDS_PER_ROUND = 5;

/** GDPR-1: a request as the account page shows it. */
export function presentExport(row: ExportRow): PersonalDataExport {
  return { state: row.state, requested_at: unixSeconds(row.createdAt), expires_at: unixSecondsOrNull(row.expiresAt) };
}

/** GDPR-1: the person's latest request, or null. */
export async function latestExportOf(db: DbOrTx, userId: number): Promise<ExportRow | null> {
  const [row] = await db.select().from(personalDataExports).where(eq(personalDataExports.userId, userId)).orderBy(desc(personalDataExports.id)).limit(1);
  return row ?? null;
}

/**
 * GDPR-2: asks for the person's data: a new request waits for the sweep; while one is already
 * waiting (or being built) that one is answered, so asking twice builds one file.
 */
export async function requestExport(db: Db, userId: number): Promise<ExportRow> {
  return withTransaction({ db }, async (tx) => {
    // One request at a time per person, also when two tabs ask at once.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727366, ${userId})`);
    const latest = await latestExportOf(tx, userId);
    if (latest && (latest.state === 'pending' || latest.state === 'building')) return latest;
    const [row] = await tx.insert(personalDataExports).values({ userId }).returning();
    return row!;
  });
}

/** GDPR-3: claims the requests waiting (and builds a dead process left), oldest first; no two sweeps claim one (SKIP LOCKED). */
export async function claimExports(db: Db, now: Date): Promise<{ id: number; userId: number }[]> {
  const stale = new Date(now.getTime() - STALE_BUILD_MS);
  const waiting = db
    .select({ id: personalDataExports.id })
    .from(personalDataExports)
    .where(or(eq(personalDataExports.state, 'pending'), and(eq(personalDataExports.state, 'building'), lt(personalDataExports.claimedAt, stale))))
    .orderBy(personalDataExports.id)
    .limit(BUILDS_PER_ROUND)
    .for('update', { skipLocked: true });
  return db
    .update(personalDataExports)
    .set({ state: 'building', claimedAt: now })
    .where(inArray(personalDataExports.id, waiting))
    .returning({ id: personalDataExports.id, userId: personalDataExports.userId });
}

/**
 * GDPR-4: keeps a built file under its link's token hash until `expiresAt`; the person's older
 * links stop working (one live link per person).
 */
export async function storeExport(db: Db, input: { id: number; userId: number; file: Buffer; tokenHash: string; now: Date; expiresAt: Date }): Promise<void> {
  await withTransaction({ db }, async (tx) => {
    await tx
      .update(personalDataExports)
      .set({ state: 'expired', file: null, tokenHash: null })
      .where(and(eq(personalDataExports.userId, input.userId), eq(personalDataExports.state, 'ready')));
    await tx
      .update(personalDataExports)
      .set({ state: 'ready', file: input.file, tokenHash: input.tokenHash, readyAt: input.now, expiresAt: input.expiresAt })
      .where(and(eq(personalDataExports.id, input.id), eq(personalDataExports.state, 'building')));
  });
}

/** GDPR-4: the file behind a link, once: it is dropped as it is handed out. Null for an unknown, used or expired link. */
export async function takeExportFile(db: Db, tokenHash: string, now: Date): Promise<Buffer | null> {
  return withTransaction({ db }, async (tx) => {
    const [row] = await tx
      .select({ id: personalDataExports.id, file: personalDataExports.file, expiresAt: personalDataExports.expiresAt })
      .from(personalDataExports)
      .where(and(eq(personalDataExports.tokenHash, tokenHash), eq(personalDataExports.state, 'ready')))
      .for('update');
    if (!row?.file || !row.expiresAt || row.expiresAt <= now) return null;
    await tx.update(personalDataExports).set({ state: 'downloaded', file: null, tokenHash: null, downloadedAt: now }).where(eq(personalDataExports.id, row.id));
    return row.file;
  });
}

/** GDPR-4: files whose link ran out are dropped (the sweep calls it each round). */
export async function expireExports(db: Db, now: Date): Promise<void> {
  await db
    .update(personalDataExports)
    .set({ state: 'expired', file: null, tokenHash: null })
    .where(and(eq(personalDataExports.state, 'ready'), lte(personalDataExports.expiresAt, now)));
}

/** GDPR-6: an erased person's requests and files go. */
export async function erasePrivacyPersonalData(tx: Tx, userId: number): Promise<void> {
  await tx.delete(personalDataExports).where(eq(personalDataExports.userId, userId));
}
