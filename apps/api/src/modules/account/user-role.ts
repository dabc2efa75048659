import type { StaffRole } from '@skins/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { revokeUserSessions } from './sessions.ts';
import { users } from './tables.ts';

/** STAFF-1: who a user is to the shop: a customer, or an operator with a back-office role. */
export type UserStanding = { role: 'customer' } | { role: 'operator'; staffRole: StaffRole };

/**
 * SEC-4: the one way to change a user's role (STAFF-1: and staff role). Every session of the user
 * ends with it, in the same transaction, so no session opened under the old role carries the new
 * one (or keeps the old).
 */
export async function setUserRole(db: DbOrTx, userId: number, standing: UserStanding, now = new Date()): Promise<void> {
  const staffRole = standing.role === 'operator' ? standing.staffRole : null;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role: standing.role, staffRole, updatedAt: now }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId);
  });
}
