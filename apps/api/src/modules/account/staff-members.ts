import type { StaffMember } from '@skins/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import { users } from './tables.ts';
import type { UserRow } from './users.ts';

const toStaffMember = (r: UserRow): StaffMember[] =>
  r.staffRole ? [{ id: r.id, email: r.email, name: r.name, staff_role: r.staffRole, two_factor_enabled: r.totpEnabledAt !== null, created_at: unixSeconds(r.createdAt) }] : [];

/** STAFF-3: the staff accounts (every operator), oldest first. */
export async function listStaffMembers(db: DbOrTx): Promise<StaffMember[]> {
  const rows = await db.select().from(users).where(eq(users.role, 'operator')).orderBy(asc(users.id));
  return rows.flatMap(toStaffMember);
}

/** STAFF-5: one staff account by id, or null (a customer is no staff member). */
export async function findStaffMember(db: DbOrTx, id: number): Promise<StaffMember | null> {
  const rows = await db.select().from(users).where(and(eq(users.id, id), eq(users.role, 'operator')));
  return rows.flatMap(toStaffMember)[0] ?? null;
}

/**
 * STAFF-5: the ids of the owners, their rows locked until the transaction ends: of two owners
 * demoted at once, the second waits and then sees the first one gone, so one owner always stays.
 */
export async function lockOwnerIds(tx: DbOrTx): Promise<number[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.staffRole, 'owner')).orderBy(asc(users.id)).for('update');
  return rows.map((r) => r.id);
}
