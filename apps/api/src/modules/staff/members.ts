import type { StaffMember, StaffRole } from '@skins/contract';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { findStaffMember, lockOwnerIds, setUserRole } from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';

type OperatorCtx = RootCtx & { userId: number };

/**
 * STAFF-5: the staff member about to lose a role, with the owners locked: unknown (or a customer)
 * is 404 STAFF_NOT_FOUND; the last owner keeps the role (409 STAFF_LAST_OWNER).
 */
async function memberLosingRole(tx: Tx, id: number, keepsOwner: boolean): Promise<StaffMember> {
  const owners = await lockOwnerIds(tx);
  const member = await findStaffMember(tx, id);
  if (!member) throw new AppError('STAFF_NOT_FOUND');
  if (member.staff_role === 'owner' && !keepsOwner && owners.length <= 1) throw new AppError('STAFF_LAST_OWNER');
  return member;
}

/** STAFF-5: gives a staff member another role (audited `staff.role`); every session of theirs ends (SEC-4). */
export async function changeStaffRole(ctx: OperatorCtx, id: number, role: StaffRole): Promise<StaffMember> {
  return withTransaction(ctx, async (tx) => {
    const member = await memberLosingRole(tx, id, role === 'owner');
    if (member.staff_role === role) return member;
    await setUserRole(tx, id, { role: 'operator', staffRole: role });
    await recordAudit(tx, { actorId: ctx.userId, action: 'staff.role', target: { type: 'user', id }, before: { staff_role: member.staff_role }, after: { staff_role: role } });
    return { ...member, staff_role: role };
  });
}

/** STAFF-5: takes a staff member out of the back office: a customer again, every session ended (audited `staff.remove`). */
export async function removeStaffMember(ctx: OperatorCtx, id: number): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const member = await memberLosingRole(tx, id, false);
    await setUserRole(tx, id, { role: 'customer' });
    await recordAudit(tx, { actorId: ctx.userId, action: 'staff.remove', target: { type: 'user', id }, before: { staff_role: member.staff_role, email: member.email }, after: { role: 'customer' } });
  });
}
