import type { DbOrTx } from '../../db/client.ts';
import { hashPassword } from './passwords.ts';
import { setUserRole } from './user-role.ts';
import { createUser, findUserByEmail } from './users.ts';

export type EnsureOperatorOutcome = 'created' | 'promoted' | 'unchanged' | 'refused';

/**
 * OPS-11: the operator account from OPERATOR_EMAIL / OPERATOR_PASSWORD, ensured at startup. A
 * missing one is created with that password and a verified email; an existing operator is left
 * as it is (its password is never reset: README "Operator" says how to rotate it). STAFF-1: the
 * operator it makes is an owner (the first staff account, who invites the others).
 * SEC-4: an existing customer is promoted only when its email is verified (whoever registered the
 * address first proved they read its mail), and every session it had ends; an unverified one is
 * refused, so an account pre-registered by someone else never becomes the operator.
 */
export async function ensureOperator(db: DbOrTx, email: string, password: string): Promise<EnsureOperatorOutcome> {
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    await createUser(db, { email: email.trim(), passwordHash: await hashPassword(password), role: 'operator', staffRole: 'owner', emailVerifiedAt: new Date() });
    return 'created';
  }
  if (existing.role === 'operator') return 'unchanged';
  if (!existing.emailVerifiedAt) return 'refused';
  await setUserRole(db, existing.id, { role: 'operator', staffRole: 'owner' });
  return 'promoted';
}
