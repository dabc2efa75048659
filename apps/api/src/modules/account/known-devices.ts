import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { knownDevices } from './tables.ts';
import { hashToken } from './tokens.ts';

/**
 * SEC-23: records that the account signed in from this device (the random id of the browser's
 * device cookie, kept hashed). 'new' when the account knew other devices but not this one (the
 * person is mailed); 'first' for the account's first known device (a sign-up, or the first sign-in
 * since devices are known: nothing to compare with, so no mail); 'known' otherwise.
 */
export async function rememberDevice(db: DbOrTx, userId: number, deviceId: string): Promise<'known' | 'new' | 'first'> {
  const deviceHash = hashToken(deviceId);
  const seen = await db
    .update(knownDevices)
    .set({ lastSeenAt: new Date() })
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)))
    .returning({ userId: knownDevices.userId });
  if (seen.length) return 'known';
  const [others] = await db.select({ n: count() }).from(knownDevices).where(eq(knownDevices.userId, userId));
  const added = await db.insert(knownDevices).values({ userId, deviceHash }).onConflictDoNothing().returning({ userId: knownDevices.userId });
  if (!added.length) return 'known';
  return (others?.n ?? 0) > 0 ? 'new' : 'first';
}
