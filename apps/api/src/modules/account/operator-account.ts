import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { users } from './tables.ts';
import { createUser, findUserByEmail } from './users.ts';

/**
 * OPS-11: the operator account from OPERATOR_EMAIL / OPERATOR_PASSWORD, ensured at startup. A
 * missing one is created with that password and a verified email; an existing user is promoted
 * (and its email marked verified) without touching its password.
 */
export async function ensureOperator(db: DbOrTx, email: string, password: string, now = new Date()): Promise<'created' | 'promoted' | 'unchanged'> {
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    await createUser(db, { email: email.trim(), passwordHash: await hashPassword(password), role: 'operator', emailVerifiedAt: now });
    return 'created';
  }
  if (existing.role === 'operator' && existing.emailVerifiedAt) return 'unchanged';
  await db
    .update(users)
    .set({ role: 'operator', emailVerifiedAt: existing.emailVerifiedAt ?? now, updatedAt: now })
    .where(eq(users.id, existing.id));
  return 'promoted';
}
