import { errorCatalog, staffNewAccountBodySchema, type StaffInvite, type StaffInviteAcceptBody, type StaffInviteBody, type StaffMember, type StaffRole } from '@skins/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';
import {
  assertUncommonPassword,
  checkPassword,
  createUser,
  emailsByUserId,
  findUserByEmail,
  findUserById,
  hashPassword,
  hashToken,
  listStaffMembers,
  markEmailVerified,
  newToken,
  setUserRole,
  type UserRow,
} from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';
import { sendMail } from '../mail/index.ts';
import { staffInvites } from './tables.ts';

type OperatorCtx = RootCtx & { userId: number };
type InviteRow = typeof staffInvites.$inferSelect;

/** STAFF-4: an invitation link works for 7 days, once. */
export const STAFF_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** STAFF-4: the page of the web app an invitation mails (the token is its last segment). */
const inviteLink = (publicUrl: string, token: string) => `${publicUrl}/operator/invite/${encodeURIComponent(token)}`;

const sameEmail = (email: string) => sql`lower(${staffInvites.email}) = ${email.trim().toLowerCase()}`;

async function presentInvites(db: DbOrTx, rows: InviteRow[]): Promise<StaffInvite[]> {
  const emails = await emailsByUserId(db, rows.flatMap((r) => (r.invitedBy === null ? [] : [r.invitedBy])));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    staff_role: r.staffRole,
    invited_by: r.invitedBy === null ? null : (emails.get(r.invitedBy) ?? null),
    created_at: unixSeconds(r.createdAt),
    expires_at: unixSeconds(r.expiresAt),
  }));
}

/** STAFF-3: the staff accounts and the invitations still waiting (not accepted, not expired), newest first. */
export async function listStaff(db: DbOrTx, now = new Date()): Promise<{ staff: StaffMember[]; invites: StaffInvite[] }> {
  const rows = await db
    .select()
    .from(staffInvites)
    .where(and(isNull(staffInvites.acceptedAt), gt(staffInvites.expiresAt, now)))
    .orderBy(desc(staffInvites.createdAt), desc(staffInvites.id));
  return { staff: await listStaffMembers(db), invites: await presentInvites(db, rows) };
}

/** STAFF-4: replaces the email's waiting invitation (if any) by a new one, audited `staff.invite`. */
async function storeInvite(ctx: OperatorCtx, body: StaffInviteBody, tokenHash: string): Promise<InviteRow> {
  return withTransaction(ctx, async (tx) => {
    const replaced = await tx.delete(staffInvites).where(and(sameEmail(body.email), isNull(staffInvites.acceptedAt))).returning({ id: staffInvites.id });
    const [row] = await tx
      .insert(staffInvites)
      .values({ email: body.email, staffRole: body.staff_role, tokenHash, invitedBy: ctx.userId, expiresAt: new Date(Date.now() + STAFF_INVITE_TTL_MS) })
      .returning();
    await recordAudit(tx, { actorId: ctx.userId, action: 'staff.invite', target: { type: 'staff_invite', id: row!.id }, after: { email: body.email, staff_role: body.staff_role, replaces: replaced.map((r) => r.id) } });
    return row!;
  });
}

/**
 * STAFF-4: an owner invites a person by email with a staff role: a random token (only its hash is
 * kept) valid for 7 days, mailed as a link after the commit; the mail log keeps the mail without the
 * link (MAIL-1, MAIL-5). An email of a staff account is refused (409 STAFF_ALREADY_STAFF). Two
 * invitations of one email at once: the second finds the first's row (the partial unique index) and
 * runs once more, replacing it. `mailed` is false when the mail could not be sent (the invite stands).
 */
export async function inviteStaff(ctx: OperatorCtx, body: StaffInviteBody): Promise<{ invite: StaffInvite; mailed: boolean }> {
  const account = await findUserByEmail(ctx.db, body.email);
  if (account?.role === 'operator') throw new AppError('STAFF_ALREADY_STAFF');
  const token = newToken();
  const row = await storeInvite(ctx, body, hashToken(token)).catch((err: unknown) => {
    if (isUniqueViolation(err, 'staff_invites_waiting_email')) return storeInvite(ctx, body, hashToken(token));
    throw err;
  });
  const inviter = await findUserById(ctx.db, ctx.userId);
  let mailed = true;
  try {
    const to = { email: body.email, name: account?.name ?? '', langId: account?.langId ?? ctx.locale.languageId, userId: account?.id ?? null };
    await sendMail(ctx, to, 'staff_invite', { link: inviteLink(ctx.publicUrl, token), staffRole: body.staff_role, inviter: inviter?.name || inviter?.email });
  } catch (err) {
    ctx.log.warn({ err, inviteId: row.id }, 'staff invitation saved but not mailed');
    mailed = false;
  }
  const [invite] = await presentInvites(ctx.db, [row]);
  return { invite: invite!, mailed };
}

/** STAFF-4: cancels a waiting invitation (its link stops working), audited `staff.invite_cancel`; unknown or accepted: 404 STAFF_INVITE_NOT_FOUND. */
export async function cancelInvite(ctx: OperatorCtx, id: number): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const [row] = await tx.delete(staffInvites).where(and(eq(staffInvites.id, id), isNull(staffInvites.acceptedAt))).returning();
    if (!row) throw new AppError('STAFF_INVITE_NOT_FOUND');
    await recordAudit(tx, { actorId: ctx.userId, action: 'staff.invite_cancel', target: { type: 'staff_invite', id }, before: { email: row.email, staff_role: row.staffRole } });
  });
}

/** STAFF-6: the invitation of a link: unknown, used or expired is 410 STAFF_INVITE_INVALID. */
async function liveInvite(db: DbOrTx, token: string, now = new Date()): Promise<InviteRow> {
  const [row] = await db.select().from(staffInvites).where(eq(staffInvites.tokenHash, hashToken(token)));
  if (!row || row.acceptedAt || row.expiresAt <= now) throw new AppError('STAFF_INVITE_INVALID');
  return row;
}

/** STAFF-6: what the invitation page shows before it is accepted, and whether the email has an account (then its password is asked). */
export async function previewInvite(db: DbOrTx, token: string): Promise<{ email: string; staff_role: StaffRole; expires_at: number; account_exists: boolean }> {
  const row = await liveInvite(db, token);
  return { email: row.email, staff_role: row.staffRole, expires_at: unixSeconds(row.expiresAt), account_exists: (await findUserByEmail(db, row.email)) !== null };
}

/** STAFF-7: uses the invitation up, once: of two accepts at once, the second finds it used (410). */
async function claimInvite(tx: Tx, id: number): Promise<void> {
  const now = new Date();
  const claimed = await tx
    .update(staffInvites)
    .set({ acceptedAt: now })
    .where(and(eq(staffInvites.id, id), isNull(staffInvites.acceptedAt), gt(staffInvites.expiresAt, now)))
    .returning({ id: staffInvites.id });
  if (claimed.length === 0) throw new AppError('STAFF_INVITE_INVALID');
}

/** STAFF-7: a new account's fields, checked by the sign-up's and the reset's rules: 422 naming the first bad field. */
async function newAccountFields(body: StaffInviteAcceptBody): Promise<{ name: string; passwordHash: string }> {
  const parsed = staffNewAccountBodySchema.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fields[String(issue.path[0] ?? '_')] ??= []).push(issue.message);
    throw new AppError('COMMON_BAD_INPUT', { message: parsed.error.issues[0]?.message, fields });
  }
  assertUncommonPassword(parsed.data.password, 'password');
  return { name: parsed.data.name, passwordHash: await hashPassword(parsed.data.password) };
}

/** STAFF-7: an existing account joins with its own password: 422 ACCOUNT_WRONG_PASSWORD on the password field otherwise. */
async function assertOwnPassword(account: UserRow, password: string): Promise<void> {
  if (!(await checkPassword(password, account.passwordHash))) throw new AppError('ACCOUNT_WRONG_PASSWORD', { fields: { password: [errorCatalog.ACCOUNT_WRONG_PASSWORD.message] } });
}

/**
 * STAFF-7: accepts an invitation. No account with its email: one is made (operator with the
 * invitation's staff role, email verified by the link, the name and a new password from the body).
 * An account exists: `password` must be its password (422 ACCOUNT_WRONG_PASSWORD) and it becomes
 * staff, its sessions ended (SEC-4), its email verified by the link. The link works once; audited
 * `staff.join`. The person then signs in and sets up two-factor sign-in before the back office
 * opens (SEC-24).
 */
export async function acceptInvite(ctx: RootCtx, token: string, body: StaffInviteAcceptBody): Promise<void> {
  const invite = await liveInvite(ctx.db, token);
  const account = await findUserByEmail(ctx.db, invite.email);
  if (account?.role === 'operator') throw new AppError('STAFF_ALREADY_STAFF');
  const fresh = account ? null : await newAccountFields(body);
  if (account) await assertOwnPassword(account, body.password);
  await withTransaction(ctx, async (tx) => {
    await claimInvite(tx, invite.id);
    const userId = account?.id ?? (await createUser(tx, { email: invite.email, name: fresh?.name ?? '', passwordHash: fresh?.passwordHash, role: 'operator', staffRole: invite.staffRole, emailVerifiedAt: new Date() })).id;
    if (account) {
      await setUserRole(tx, userId, { role: 'operator', staffRole: invite.staffRole });
      if (!account.emailVerifiedAt) await markEmailVerified(tx, userId);
    }
    await tx.update(staffInvites).set({ acceptedBy: userId }).where(eq(staffInvites.id, invite.id));
    await recordAudit(tx, { actorId: userId, action: 'staff.join', target: { type: 'staff_invite', id: invite.id }, after: { user_id: userId, staff_role: invite.staffRole, new_account: account === null } });
  });
}
