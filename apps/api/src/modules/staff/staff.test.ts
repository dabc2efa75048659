import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { authMessages, errorCatalog, staffMessages, type StaffRole } from '@skins/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithEnv, asBearer, insertUser, linkIn, mailTo, PASSWORD, sessionFor, signIn, uniqueEmail } from '../../../test/auth-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { errorTextsDe } from '../../lib/error-texts-de.ts';
import { errorTextsPl } from '../../lib/error-texts-pl.ts';
import { ensureOperator } from '../account/operator-account.ts';
import { sessions, users } from '../account/tables.ts';
import { findUserByEmail, findUserById } from '../account/users.ts';
import { auditLog } from '../audit/tables.ts';
import { mailLog } from '../mail/tables.ts';
import { ONE_TIME_LINK_NOT_KEPT } from '../mail/service.ts';
import { STAFF_INVITE_TTL_MS } from './invites.ts';
import { staffInvites } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '10000', RATE_LIMIT_SIGNIN_PER_ADDRESS_PER_MINUTE: '10000', RATE_LIMIT_OPERATOR_PER_MINUTE: '100000' });
});
afterAll(async () => t?.close());

/** A staff member with two-factor on and a bearer session. */
async function staff(staffRole: StaffRole) {
  const user = await insertUser(t.db, { role: 'operator', staffRole });
  return { id: user.id, email: user.email!, headers: asBearer(await sessionFor(t.db, user.id)) };
}

const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : method === 'GET' ? {} : { payload: {} }) });
const invite = (headers: Record<string, string>, email: string, staff_role: string) => send('POST', '/api/operator/staff/invites', headers, { email, staff_role });
const preview = (token: string) => send('GET', `/api/staff/invites/${token}`);
const accept = (token: string, payload: object) => send('POST', `/api/staff/invites/${token}/accept`, {}, payload);
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token of the last invitation mailed to `email` (the link's last segment). */
async function mailedToken(email: string): Promise<string> {
  const mails = await mailTo(t.db, email);
  const link = linkIn(mails.at(-1)!.text);
  expect(link).toMatch(/^http:\/\/localhost:3000\/operator\/invite\/[\w-]+$/);
  return decodeURIComponent(link.split('/').at(-1)!);
}

/** An owner invites `email` with a role; the mailed token. */
async function invited(email: string, role: StaffRole = 'support', owner?: { headers: Record<string, string> }) {
  const by = owner ?? (await staff('owner'));
  expect((await invite(by.headers, email, role)).statusCode).toBe(200);
  return mailedToken(email);
}

const auditsOf = (action: string, targetId: number | string) => t.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));

/** Leaves one owner in the database (other tests' owners become support), so the last-owner rule can be met. */
async function onlyOwner() {
  const owner = await staff('owner');
  await t.db.update(users).set({ staffRole: 'support' }).where(and(eq(users.staffRole, 'owner'), sql`${users.id} <> ${owner.id}`));
  return owner;
}

describe('STAFF-1: the stored staff role', () => {
  it('STAFF-1: the profile names the stored role; a customer has none', async () => {
    for (const role of ['owner', 'support', 'finance'] as const) {
      const member = await staff(role);
      expect(json(await send('GET', '/api/user/profile', member.headers)).payload).toMatchObject({ role: 'operator', staff_role: role });
    }
    const customer = await insertUser(t.db);
    expect(json(await send('GET', '/api/user/profile', asBearer(await sessionFor(t.db, customer.id)))).payload).toMatchObject({ role: 'customer', staff_role: null });
  });

  it('STAFF-1: CHECK constraints: only owner, support or finance; an operator has a role, a customer none', async () => {
    const customer = await insertUser(t.db);
    const operator = await staff('finance');
    const refused = (values: Partial<typeof users.$inferInsert>, id: number) =>
      t.db
        .update(users)
        .set(values as typeof users.$inferInsert)
        .where(eq(users.id, id))
        .then(() => 'stored', () => 'refused');
    expect(await refused({ staffRole: 'owner' }, customer.id)).toBe('refused');
    expect(await refused({ staffRole: null }, operator.id)).toBe('refused');
    expect(await refused({ staffRole: 'janitor' as StaffRole }, operator.id)).toBe('refused');
    expect(await refused({ staffRole: 'support' }, operator.id)).toBe('stored');
  });

  it('STAFF-1: the operator the CLI or start-up makes (or promotes) is an owner; the migration makes the operators there were owners', async () => {
    const email = uniqueEmail('first-owner');
    expect(await ensureOperator(t.db, email, 'Operator123')).toBe('created');
    expect(await findUserByEmail(t.db, email)).toMatchObject({ role: 'operator', staffRole: 'owner' });
    const customer = await insertUser(t.db);
    expect(await ensureOperator(t.db, customer.email!, 'Operator123')).toBe('promoted');
    expect(await findUserById(t.db, customer.id)).toMatchObject({ role: 'operator', staffRole: 'owner' });
    const migration = readFileSync(new URL('../../../drizzle/0045_staff_roles.sql', import.meta.url), 'utf8');
    expect(migration).toContain(`UPDATE "users" SET "staff_role" = 'owner' WHERE "role" = 'operator';`);
    expect(migration.indexOf('UPDATE "users"')).toBeLessThan(migration.indexOf('users_staff_role_of_operator'));
  });
});

describe('STAFF-3: the staff list', () => {
  it('STAFF-3: the owner sees the staff accounts and the invitations still waiting, with who invited; customers and expired or accepted invitations are not in it; support is refused', async () => {
    const owner = await staff('owner');
    const finance = await staff('finance');
    const customer = await insertUser(t.db);
    const waiting = uniqueEmail('waiting');
    await invited(waiting, 'finance', owner);
    const expired = uniqueEmail('expired');
    await invited(expired, 'support', owner);
    await t.db.update(staffInvites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(staffInvites.email, expired));
    const res = await send('GET', '/api/operator/staff', owner.headers);
    expect(res.statusCode).toBe(200);
    const { staff: members, invites } = json(res).payload;
    expect(members).toContainEqual({ id: finance.id, email: finance.email, name: 'Test', staff_role: 'finance', two_factor_enabled: true, created_at: expect.any(Number) });
    expect(members.map((m: { id: number }) => m.id)).not.toContain(customer.id);
    expect(invites.filter((i: { email: string }) => i.email === waiting)).toEqual([
      { id: expect.any(Number), email: waiting, staff_role: 'finance', invited_by: owner.email, created_at: expect.any(Number), expires_at: expect.any(Number) },
    ]);
    expect(invites.some((i: { email: string }) => i.email === expired)).toBe(false);
    expect(json(await send('GET', '/api/operator/staff', (await staff('support')).headers)).code).toBe('STAFF_ROLE_FORBIDDEN');
  });
});

describe('STAFF-4: invitations', () => {
  it('STAFF-4: an invitation mails a one-time link valid 7 days, keeps only its hash, is audited; the mail log keeps the mail without the link and never resends it', async () => {
    const owner = await staff('owner');
    const email = uniqueEmail('invitee');
    const res = await invite(owner.headers, `  ${email.toUpperCase()} `, 'finance');
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({ status: 'OK', message: staffMessages.inviteSent, payload: { email, staff_role: 'finance', invited_by: owner.email } });
    expect(body.payload.expires_at - body.payload.created_at).toBe(STAFF_INVITE_TTL_MS / 1000);
    const token = await mailedToken(email);
    const [row] = await t.db.select().from(staffInvites).where(eq(staffInvites.id, body.payload.id));
    expect(row!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const [mail] = await mailTo(t.db, email);
    expect(mail).toMatchObject({ kind: 'staff_invite', subject: 'You are invited to the back office of Skins Market' });
    expect(mail!.text).toContain('with the role finance');
    const [logged] = await t.db.select().from(mailLog).where(eq(mailLog.to, email));
    expect(logged).toMatchObject({ kind: 'staff_invite', oneTimeLink: true, state: 'sent' });
    expect(logged!.text).toContain(ONE_TIME_LINK_NOT_KEPT);
    expect(logged!.text).not.toContain(token);
    expect(json(await send('POST', `/api/operator/mails/${logged!.id}/resend`, owner.headers)).code).toBe('MAIL_ONE_TIME_LINK');
    expect(await auditsOf('staff.invite', row!.id)).toEqual([expect.objectContaining({ actorId: owner.id, targetType: 'staff_invite', after: { email, staff_role: 'finance', replaces: [] } })]);
  });

  it('STAFF-4: an email that is already staff is 409 STAFF_ALREADY_STAFF; a second invitation of an email replaces the first (its link works no more); bad input is a 422 naming the field', async () => {
    const owner = await staff('owner');
    const member = await staff('support');
    const refused = await invite(owner.headers, member.email, 'finance');
    expect([refused.statusCode, json(refused).code]).toEqual([409, 'STAFF_ALREADY_STAFF']);
    expect(errorTextsDe.STAFF_ALREADY_STAFF).toContain('schon');
    const email = uniqueEmail('twice');
    const first = await invited(email, 'support', owner);
    const second = await invited(email, 'finance', owner);
    expect((await preview(first)).statusCode).toBe(410);
    expect(json(await preview(second)).payload).toMatchObject({ email, staff_role: 'finance' });
    expect(await t.db.$count(staffInvites, eq(staffInvites.email, email))).toBe(1);
    const [latest] = await t.db.select().from(staffInvites).where(eq(staffInvites.email, email));
    expect((await auditsOf('staff.invite', latest!.id))[0]!.after).toMatchObject({ replaces: [expect.any(Number)] });
    for (const [payload, field] of [[{ email: 'not-an-email', staff_role: 'support' }, 'email'], [{ email: uniqueEmail(), staff_role: 'janitor' }, 'staff_role']] as const) {
      const bad = await send('POST', '/api/operator/staff/invites', owner.headers, payload);
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(json(bad).errors)).toEqual([field]);
    }
  });

  it('STAFF-4: two invitations of one email at once leave one waiting invitation', async () => {
    const owner = await staff('owner');
    const email = uniqueEmail('race-invite');
    const answers = await Promise.all([invite(owner.headers, email, 'support'), invite(owner.headers, email, 'finance')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await t.db.$count(staffInvites, eq(staffInvites.email, email))).toBe(1);
  });

  it('STAFF-4: cancelling an invitation ends its link and is audited; an unknown one is 404 STAFF_INVITE_NOT_FOUND', async () => {
    const owner = await staff('owner');
    const email = uniqueEmail('cancelled');
    const token = await invited(email, 'support', owner);
    const [row] = await t.db.select().from(staffInvites).where(eq(staffInvites.email, email));
    const res = await send('DELETE', `/api/operator/staff/invites/${row!.id}`, owner.headers);
    expect([res.statusCode, json(res).message]).toEqual([200, staffMessages.inviteCancelled]);
    expect((await preview(token)).statusCode).toBe(410);
    expect(await auditsOf('staff.invite_cancel', row!.id)).toEqual([expect.objectContaining({ actorId: owner.id, before: { email, staff_role: 'support' } })]);
    const again = await send('DELETE', `/api/operator/staff/invites/${row!.id}`, owner.headers);
    expect([again.statusCode, json(again).code]).toEqual([404, 'STAFF_INVITE_NOT_FOUND']);
    expect(errorTextsPl.STAFF_INVITE_NOT_FOUND).toContain('zaproszenie');
  });
});

describe('STAFF-5: changing and removing staff roles', () => {
  it('STAFF-5: the owner gives a member another role: audited staff.role with the owner as actor (the audit list shows the owner\'s email), and the member\'s sessions end', async () => {
    const owner = await staff('owner');
    const member = await staff('support');
    const res = await send('PATCH', `/api/operator/staff/${member.id}`, owner.headers, { staff_role: 'finance' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: staffMessages.roleChanged, payload: { id: member.id, staff_role: 'finance' } });
    expect(await findUserById(t.db, member.id)).toMatchObject({ role: 'operator', staffRole: 'finance' });
    expect(await t.db.$count(sessions, eq(sessions.userId, member.id))).toBe(0);
    const list = json(await send('GET', `/api/operator/audit?action=staff.role&target_id=${member.id}`, owner.headers)).payload;
    expect(list).toEqual([expect.objectContaining({ actor_id: owner.id, actor_email: owner.email, target_type: 'user', before: { staff_role: 'support' }, after: { staff_role: 'finance' } })]);
    const bad = await send('PATCH', `/api/operator/staff/${member.id}`, owner.headers, { staff_role: 'boss' });
    expect([bad.statusCode, Object.keys(json(bad).errors)]).toEqual([422, ['staff_role']]);
  });

  it('STAFF-5: removing a member makes them a customer (no staff role), ends their sessions and is audited staff.remove; unknown ids and customers are 404 STAFF_NOT_FOUND', async () => {
    const owner = await staff('owner');
    const member = await staff('finance');
    const res = await send('DELETE', `/api/operator/staff/${member.id}`, owner.headers);
    expect([res.statusCode, json(res).message]).toEqual([200, staffMessages.removed]);
    expect(await findUserById(t.db, member.id)).toMatchObject({ role: 'customer', staffRole: null });
    expect(await t.db.$count(sessions, eq(sessions.userId, member.id))).toBe(0);
    expect(await auditsOf('staff.remove', member.id)).toEqual([expect.objectContaining({ actorId: owner.id, before: { staff_role: 'finance', email: member.email } })]);
    const customer = await insertUser(t.db);
    for (const id of [member.id, customer.id, 99999999]) {
      for (const answer of [await send('DELETE', `/api/operator/staff/${id}`, owner.headers), await send('PATCH', `/api/operator/staff/${id}`, owner.headers, { staff_role: 'support' })]) {
        expect([answer.statusCode, json(answer).code]).toEqual([404, 'STAFF_NOT_FOUND']);
      }
    }
  });

  it('STAFF-5: the last owner can be neither demoted nor removed (409 STAFF_LAST_OWNER); with a second owner, one of them can', async () => {
    const owner = await onlyOwner();
    for (const answer of [await send('PATCH', `/api/operator/staff/${owner.id}`, owner.headers, { staff_role: 'support' }), await send('DELETE', `/api/operator/staff/${owner.id}`, owner.headers)]) {
      expect([answer.statusCode, json(answer).code]).toEqual([409, 'STAFF_LAST_OWNER']);
    }
    expect(await findUserById(t.db, owner.id)).toMatchObject({ role: 'operator', staffRole: 'owner' });
    expect(errorTextsDe.STAFF_LAST_OWNER).toContain('Mach');
    const second = await staff('owner');
    expect((await send('PATCH', `/api/operator/staff/${owner.id}`, second.headers, { staff_role: 'support' })).statusCode).toBe(200);
    expect(json(await send('DELETE', `/api/operator/staff/${second.id}`, second.headers)).code).toBe('STAFF_LAST_OWNER');
  });

  it('STAFF-5: two owners demoting each other at once leave one owner', async () => {
    const a = await onlyOwner();
    const b = await staff('owner');
    const answers = await Promise.all([send('PATCH', `/api/operator/staff/${b.id}`, a.headers, { staff_role: 'support' }), send('PATCH', `/api/operator/staff/${a.id}`, b.headers, { staff_role: 'finance' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.$count(users, eq(users.staffRole, 'owner'))).toBe(1);
  });
});

describe('STAFF-6: the invitation link, before it is accepted', () => {
  it('STAFF-6: the link shows email, role, expiry and whether an account exists; unknown, used or expired links are 410 STAFF_INVITE_INVALID', async () => {
    const fresh = uniqueEmail('new-person');
    const token = await invited(fresh, 'finance');
    const res = await preview(token);
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toEqual({ email: fresh, staff_role: 'finance', expires_at: expect.any(Number), account_exists: false });
    const customer = await insertUser(t.db);
    expect(json(await preview(await invited(customer.email!))).payload.account_exists).toBe(true);

    const unknown = await preview('no-such-token');
    expect([unknown.statusCode, json(unknown)]).toEqual([410, { status: 'error', code: 'STAFF_INVITE_INVALID', message: 'This invitation link is invalid or has expired.' }]);
    expect(errorTextsDe.STAFF_INVITE_INVALID).toBe('Dieser Einladungslink ist ungültig oder abgelaufen.');
    expect(errorTextsPl.STAFF_INVITE_INVALID).toContain('wygasł');
    await t.db.update(staffInvites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(staffInvites.tokenHash, sha256(token)));
    expect(json(await preview(token)).code).toBe('STAFF_INVITE_INVALID');
    expect(json(await accept(token, { name: 'Late', password: 'Strong123456', password_confirmation: 'Strong123456' })).code).toBe('STAFF_INVITE_INVALID');
  });
});

describe('STAFF-7: accepting an invitation', () => {
  it('STAFF-7: without an account, bad input is a 422 naming the field (the link still works); then an operator with the role is made, verified, audited staff.join; the link works once; signed in, two-factor setup comes first', async () => {
    const email = uniqueEmail('joiner');
    const token = await invited(email, 'support');
    for (const [payload, field, message] of [
      [{ name: 'Nia', password: 'weak', password_confirmation: 'weak' }, 'password', authMessages.passwordWeak],
      [{ name: 'Nia', password: 'Strong123456', password_confirmation: 'Other123456' }, 'password_confirmation', authMessages.passwordsMismatch],
      [{ name: '  ', password: 'Strong123456', password_confirmation: 'Strong123456' }, 'name', authMessages.firstNameRequired],
    ] as const) {
      const bad = await accept(token, payload);
      expect([bad.statusCode, json(bad).message, json(bad).errors[field]]).toEqual([422, message, [message]]);
    }
    expect(await findUserByEmail(t.db, email)).toBeNull();
    const res = await accept(token, { name: 'Nia', password: 'Strong123456', password_confirmation: 'Strong123456' });
    expect([res.statusCode, json(res).message]).toEqual([200, staffMessages.joined]);
    const user = await findUserByEmail(t.db, email);
    expect(user).toMatchObject({ role: 'operator', staffRole: 'support', name: 'Nia', emailVerifiedAt: expect.any(Date), totpEnabledAt: null });
    const [row] = await t.db.select().from(staffInvites).where(eq(staffInvites.tokenHash, sha256(token)));
    expect(row).toMatchObject({ acceptedAt: expect.any(Date), acceptedBy: user!.id });
    expect(await auditsOf('staff.join', row!.id)).toEqual([expect.objectContaining({ actorId: user!.id, after: { user_id: user!.id, staff_role: 'support', new_account: true } })]);
    expect(json(await accept(token, { name: 'Nia', password: 'Strong123456', password_confirmation: 'Strong123456' })).code).toBe('STAFF_INVITE_INVALID');
    const signedIn = await signIn(t.app, email, 'Strong123456');
    expect(json(await send('GET', '/api/operator/dashboard', asBearer(signedIn.token))).code).toBe('AUTH_TWO_FACTOR_SETUP_REQUIRED');
  });

  it('STAFF-7: with an account, its own password is needed (422 ACCOUNT_WRONG_PASSWORD otherwise) and the account becomes staff, its sessions ended', async () => {
    const customer = await insertUser(t.db, { emailVerifiedAt: null });
    const session = await sessionFor(t.db, customer.id);
    const token = await invited(customer.email!, 'finance');
    const wrong = await accept(token, { password: 'Wrong1234567' });
    expect([wrong.statusCode, json(wrong).code, json(wrong).errors]).toEqual([422, 'ACCOUNT_WRONG_PASSWORD', { password: [errorCatalog.ACCOUNT_WRONG_PASSWORD.message] }]);
    expect(await findUserById(t.db, customer.id)).toMatchObject({ role: 'customer', staffRole: null });
    expect((await accept(token, { password: PASSWORD })).statusCode).toBe(200);
    expect(await findUserById(t.db, customer.id)).toMatchObject({ role: 'operator', staffRole: 'finance', passwordHash: customer.passwordHash, emailVerifiedAt: expect.any(Date) });
    expect((await send('GET', '/api/user/profile', asBearer(session))).statusCode).toBe(401);
  });

  it('STAFF-7: two accepts of one link at once make one staff account', async () => {
    const email = uniqueEmail('race-join');
    const token = await invited(email, 'support');
    const body = { name: 'Race', password: 'Strong123456', password_confirmation: 'Strong123456' };
    const answers = await Promise.all([accept(token, body), accept(token, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
    expect(await t.db.$count(users, sql`lower(${users.email}) = ${email}`)).toBe(1);
    expect(await t.db.$count(auditLog, eq(auditLog.action, 'staff.join'))).toBeGreaterThanOrEqual(1);
    const joined = await t.db.select().from(staffInvites).where(eq(staffInvites.tokenHash, sha256(token))).orderBy(asc(staffInvites.id));
    expect(joined).toHaveLength(1);
  });
});

describe('STAFF-8: the public invitation routes are rate-limited', () => {
  it('STAFF-8: past RATE_LIMIT_AUTH_PER_MINUTE a client gets 429 with Retry-After, on the link and on accepting it', async () => {
    const limited = await appWithEnv(t.database, { RATE_LIMIT_AUTH_PER_MINUTE: '2' });
    try {
      for (const [method, url] of [['GET', '/api/staff/invites/some-token'], ['POST', '/api/staff/invites/some-token/accept']] as const) {
        const answers = [];
        for (let i = 0; i < 3; i += 1) answers.push(await limited.inject({ method, url, ...(method === 'POST' ? { payload: { password: 'x' } } : {}) }));
        expect(answers.map((a) => a.statusCode)).toEqual([410, 410, 429]);
        expect(answers[2]!.headers['retry-after']).toBeDefined();
      }
    } finally {
      await limited.close();
    }
  });
});
