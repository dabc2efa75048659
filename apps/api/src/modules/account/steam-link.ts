import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { users } from './tables.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/**
 * INV-6: links a verified Steam account to a signed-in customer (one who signed up by email). Linking
 * again replaces the link (the customer proved they hold the new one); a Steam account another user
 * holds is a 409 AUTH_STEAM_TAKEN, also when two links race (the unique index decides).
 */
export async function linkSteamId(db: DbOrTx, userId: number, steamid: string): Promise<void> {
  try {
    await db.update(users).set({ steamid, updatedAt: new Date() }).where(eq(users.id, userId));
  } catch (err) {
    if (isUniqueViolation(err, 'users_steamid_key')) throw new AppError('AUTH_STEAM_TAKEN');
    throw err;
  }
}
