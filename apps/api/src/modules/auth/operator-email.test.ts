import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEST_ENV, insertUser, linkIn, mailTo } from '../../../test/auth-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { person } from '../../../test/offer-helpers.ts';
import { findUserById } from '../account/index.ts';
import { auditLog } from '../audit/tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(AUTH_TEST_ENV);
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: object = {}) => t.app.inject({ method: 'POST', url, headers, payload });
const auditOf = (action: string, id: number) => t.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));

describe('operator: a customer’s email verification', () => {
  it('OPS-115: the operator mails a fresh verification link to an unverified customer; the link verifies the address; audited', async () => {
    const op = await person(t.db, 'operator');
    const customer = await insertUser(t.db, { emailVerifiedAt: null });
    const res = await post(`/api/operator/customers/${customer.id}/resend-verification`, op.headers);
    expect([res.statusCode, json(res).message]).toEqual([200, 'A new verification link was mailed to the customer.']);
    const [mail] = await mailTo(t.db, customer.email!);
    expect(mail!.kind).toBe('email_verification');
    const opened = await t.app.inject({ url: new URL(linkIn(mail!.text)).pathname });
    expect(opened.headers.location).toMatch(/\/email\/verify\/success$/);
    expect((await findUserById(t.db, customer.id))!.emailVerifiedAt).not.toBeNull();
    expect(await auditOf('customer.resend_verification', customer.id)).toEqual([expect.objectContaining({ actorId: op.id, after: { email: customer.email } })]);
    const again = await post(`/api/operator/customers/${customer.id}/resend-verification`, op.headers);
    expect([again.statusCode, json(again).code]).toEqual([409, 'OPS_EMAIL_ALREADY_VERIFIED']);
  });

  it('OPS-115: the operator marks an address verified with a reason, kept in the audit log; without a reason nothing changes', async () => {
    const op = await person(t.db, 'operator');
    const customer = await insertUser(t.db, { emailVerifiedAt: null });
    const missing = await post(`/api/operator/customers/${customer.id}/verify-email`, op.headers);
    expect(missing.statusCode).toBe(422);
    expect((await findUserById(t.db, customer.id))!.emailVerifiedAt).toBeNull();
    const res = await post(`/api/operator/customers/${customer.id}/verify-email`, op.headers, { reason: 'Checked by phone' });
    expect([res.statusCode, json(res).message]).toEqual([200, "The customer's email address is now verified."]);
    expect((await findUserById(t.db, customer.id))!.emailVerifiedAt).not.toBeNull();
    expect(await auditOf('customer.verify_email', customer.id)).toEqual([expect.objectContaining({ actorId: op.id, after: { email_verified: true, reason: 'Checked by phone' } })]);
    const customerView = json(await t.app.inject({ url: `/api/operator/customers/${customer.id}`, headers: op.headers })).payload;
    expect(customerView.email_verified).toBe(true);
  });

  it('OPS-115: a customer calling these gets 403, an unknown customer 404, and nothing is mailed', async () => {
    const op = await person(t.db, 'operator');
    const customer = await person(t.db);
    const other = await insertUser(t.db, { emailVerifiedAt: null });
    for (const path of ['resend-verification', 'verify-email']) {
      expect((await post(`/api/operator/customers/${other.id}/${path}`, customer.headers, { reason: 'x' })).statusCode).toBe(403);
      expect(json(await post(`/api/operator/customers/999999/${path}`, op.headers, { reason: 'x' })).code).toBe('OPS_CUSTOMER_NOT_FOUND');
    }
    expect(await mailTo(t.db, other.email!)).toEqual([]);
    expect((await findUserById(t.db, other.id))!.emailVerifiedAt).toBeNull();
  });
});
