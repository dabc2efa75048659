import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { mailLog } from './tables.ts';

/** What the mail log holds in place of an erased person's address. */
export const ERASED_ADDRESS = '[erased]';

/**
 * GDPR-6: the mail log's copies of the mails to an erased person (their address and texts, which
 * greet them by name) are blanked; the rows stay, so the log still counts what was sent when.
 */
export async function eraseMailPersonalData(tx: Tx, person: { userId: number; email: string | null }): Promise<void> {
  const byUser = eq(mailLog.userId, person.userId);
  const where: SQL = person.email ? (or(byUser, sql`lower(${mailLog.to}) = ${person.email.toLowerCase()}`) ?? byUser) : byUser;
  await tx.update(mailLog).set({ to: ERASED_ADDRESS, text: '', html: null, replyTo: null }).where(where);
}
