import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { revokeUserSessions } from './sessions.ts';
import { users } from './tables.ts';
import type { UserRole } from './users.ts';

/**
 * SEC-4: the one way to change a user's role. Every session of the user ends with it, in the same
 * transaction, so no session opened under the old role carries the new one (or keeps the old).
 */
export async function setUserRole(db: DbOrTx, userId: number, role: UserRole, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId);
  });
}
