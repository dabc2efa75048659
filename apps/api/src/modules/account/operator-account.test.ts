import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, AUTH_TEST_ENV, insertUser, PASSWORD, signIn, uniqueEmail, withTwoFactor } from '../../../test/auth-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { ensureOperator } from './operator-account.ts';
import { setUserRole } from './user-role.ts';
import { findUserByEmail } from './users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(AUTH_TEST_ENV);
});
afterAll(() => t.close());

/** The status of an operator-only call made with a session's bearer token. */
const operatorCall = async (token: string) => (await t.app.inject({ url: '/api/operator/offers', headers: asBearer(token) })).statusCode;

describe('operator account', () => {
  it('OPS-11: a missing operator is created verified with the password; run again, it is unchanged and its password is not reset', async () => {
    const email = uniqueEmail('op');
    expect(await ensureOperator(t.db, email, 'Operator123')).toBe('created');
    expect(await findUserByEmail(t.db, email)).toMatchObject({ role: 'operator', emailVerifiedAt: expect.any(Date) });
    const session = await signIn(t.app, email, 'Operator123');
    // SEC-24: the back office opens once two-factor sign-in is on.
    expect(await operatorCall(session.token)).toBe(403);
    await withTwoFactor(t.db, (await findUserByEmail(t.db, email))!.id);
    expect(await operatorCall(session.token)).toBe(200);
    expect(await ensureOperator(t.db, email.toUpperCase(), 'Other1234')).toBe('unchanged');
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: email, password: 'Other1234' } });
    expect(json(res).code).toBe('AUTH_BAD_CREDENTIALS');
    expect(await operatorCall(session.token)).toBe(200);
  });

  it('SEC-4: when OPERATOR_EMAIL names an unverified account, then it is refused: still a customer, still unverified, no operator rights', async () => {
    const squatter = await insertUser(t.db, { emailVerifiedAt: null, password: 'Squatter123' });
    const session = await signIn(t.app, squatter.email!, 'Squatter123');
    expect(await ensureOperator(t.db, squatter.email!, 'Operator123')).toBe('refused');
    expect(await findUserByEmail(t.db, squatter.email!)).toMatchObject({ role: 'customer', emailVerifiedAt: null });
    expect(await operatorCall(session.token)).toBe(403);
    expect(await operatorCall((await signIn(t.app, squatter.email!, 'Squatter123')).token)).toBe(403);
  });

  it('SEC-4: when a verified customer is promoted, then every session it had ends; a new sign-in with its own password is the operator', async () => {
    const customer = await insertUser(t.db);
    const before = [await signIn(t.app, customer.email!), await signIn(t.app, customer.email!)];
    expect(await ensureOperator(t.db, customer.email!, 'Ignored123')).toBe('promoted');
    expect(await findUserByEmail(t.db, customer.email!)).toMatchObject({ role: 'operator' });
    for (const s of before) expect(await operatorCall(s.token)).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: customer.email, password: 'Ignored123' } });
    expect(json(res).code).toBe('AUTH_BAD_CREDENTIALS');
    await withTwoFactor(t.db, customer.id);
    expect(await operatorCall((await signIn(t.app, customer.email!, PASSWORD)).token)).toBe(200);
  });

  it('SEC-4: when a role changes either way, then every session of that user ends, and only that user', async () => {
    const operator = await insertUser(t.db, { role: 'operator' });
    const bystander = await insertUser(t.db);
    const opSession = await signIn(t.app, operator.email!);
    const other = await signIn(t.app, bystander.email!);
    await setUserRole(t.db, operator.id, { role: 'customer' });
    expect(await operatorCall(opSession.token)).toBe(401);
    expect(await operatorCall((await signIn(t.app, operator.email!)).token)).toBe(403);
    expect(await operatorCall(other.token)).toBe(403);
  });
});
