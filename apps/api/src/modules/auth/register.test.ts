import { authMessages } from '@skins/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_TEST_ENV, insertUser, linkIn, mailTo, setCookies, uniqueEmail } from '../../../test/auth-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { findUserByEmail } from '../account/users.ts';
import { writeSetting } from '../content/service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(AUTH_TEST_ENV);
});
afterAll(() => t.close());
beforeEach(() => writeSetting(t.db, 'is_reg_enabled', true));

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/register', payload });
const valid = () => ({ name: 'Ada', surname: 'Lovelace', email: uniqueEmail('ada'), phone: '+351 912 345 678', phoneE164: '+351912345678', password: 'Secret1234', passConfirm: 'Secret1234' });

describe('sign-up rules (spec §5, in order)', () => {
  // Each row fixes the previous rule's field: the first failure is the message and sits under its field.
  const steps: [string, object, string, string][] = [
    ['1', {}, 'name', authMessages.firstNameRequired],
    ['2', { name: 'Ada' }, 'surname', authMessages.lastNameRequired],
    ['3', { name: 'Ada', surname: 'L' }, 'email', authMessages.emailRequired],
    ['4', { name: 'Ada', surname: 'L', email: 'ada @example.com' }, 'email', authMessages.emailInvalid],
    ['4', { name: 'Ada', surname: 'L', email: 'ada@example' }, 'email', authMessages.emailInvalid],
    ['5', { name: 'Ada', surname: 'L', email: 'ada@example.com' }, 'phone', authMessages.phoneRequired],
    ['6', { name: 'Ada', surname: 'L', email: 'ada@example.com', phone: '12345' }, 'phone', authMessages.phoneInvalid],
    ['6', { name: 'Ada', surname: 'L', email: 'ada@example.com', phone: '+351 912 abc 678' }, 'phone', authMessages.phoneInvalid],
    ['7', { name: 'Ada', surname: 'L', email: 'ada@example.com', phone: '+351912345678' }, 'password', authMessages.passwordRequired],
    ['7', { name: 'Ada', surname: 'L', email: 'ada@example.com', phone: '+351912345678', password: 'secret123' }, 'password', authMessages.passwordWeak],
    ['7', { name: 'Ada', surname: 'L', email: 'ada@example.com', phone: '+351912345678', password: 'Secret' }, 'password', authMessages.passwordWeak],
    ['8', { name: 'Ada', surname: 'L', email: 'ada@example.com', phone: '+351912345678', password: 'Secret1234' }, 'passConfirm', authMessages.confirmRequired],
    ['9', { name: 'Ada', surname: 'L', email: 'ada@example.com', phone: '+351912345678', password: 'Secret1234', passConfirm: 'Secret1245' }, 'passConfirm', authMessages.passwordsMismatch],
  ];
  it.each(steps)('AUTH-8: when rule %s is the first to fail (%j), then the message is its text under %s', async (_rule, payload, field, message) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(422);
    const body = json(res);
    expect(body.message).toBe(message);
    expect(body.errors[field][0]).toBe(message);
    expect(Object.keys(body.errors)[0]).toBe(field);
  });

  it('AUTH-8: when several fields are wrong, then each gets its first message, in the form order', async () => {
    const body = json(await register({ name: ' ', email: 'x', phone: '+351912345678', password: 'weak', passConfirm: 'other' }));
    expect(body.errors).toEqual({
      name: [authMessages.firstNameRequired],
      surname: [authMessages.lastNameRequired],
      email: [authMessages.emailInvalid],
      password: [authMessages.passwordWeak],
      passConfirm: [authMessages.passwordsMismatch],
    });
    expect(body.message).toBe(authMessages.firstNameRequired);
  });
});

describe('sign-up', () => {
  it('AUTH-11: when the form is valid, then the account is created, signed in and mailed a verification link', async () => {
    const form = valid();
    const res = await register({ ...form, email: `  ${form.email}  `, currency: 'EUR', lang_id: 1 });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({
      status: 'OK',
      message: 'Registration successful. Please check your email to verify your address.',
      payload: { user: { name: 'Ada', surname: 'Lovelace', email: form.email, phone: '+351912345678', emailVerified: false, balance: 0, verification_data: { status: 'pending' } } },
    });
    const session = setCookies(res).skins_session;
    expect(session).toMatch(/^[\w-]{43}$/);
    const user = await findUserByEmail(t.db, form.email);
    expect(user).toMatchObject({ phoneE164: '+351912345678', role: 'customer', emailVerifiedAt: null });
    expect(user!.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    const [mail] = await mailTo(t.db, form.email);
    expect(mail).toMatchObject({ kind: 'email_verification', subject: 'Verify your email address' });
    expect(linkIn(mail!.text)).toMatch(/^http:\/\/localhost:3000\/api\/email\/verify\/[\w-]{43}$/);
    const me = await t.app.inject({ url: '/api/is-auth', headers: { cookie: `skins_session=${session}` } });
    expect(json(me)).toMatchObject({ authenticated: true, emailVerified: false });
  });

  it('AUTH-8: when only the picker E.164 value is valid, then it is the number that counts', async () => {
    const res = await register({ ...valid(), phone: '912 345 678', phoneE164: '+351912345678' });
    expect(res.statusCode).toBe(200);
  });

  it('AUTH-9: when the email is already registered (in any case), then it is a 409 under email and nothing is created', async () => {
    const existing = await insertUser(t.db);
    const res = await register({ ...valid(), email: existing.email!.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toEqual({ status: 'error', message: 'This email is already registered.', code: 'AUTH_EMAIL_TAKEN', errors: { email: ['This email is already registered.'] } });
    expect(setCookies(res).skins_session).toBeUndefined();
  });

  it('AUTH-10: when registration is switched off, then sign-up is a 403 and creates nothing', async () => {
    await writeSetting(t.db, 'is_reg_enabled', false);
    const form = valid();
    const res = await register(form);
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({ status: 'error', message: 'Registration is currently disabled.', code: 'AUTH_REGISTRATION_DISABLED' });
    expect(await findUserByEmail(t.db, form.email)).toBeNull();
  });
});
