import { authMessages } from '@skins/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, asBrowser, AUTH_TEST_ENV, insertUser, mailTo, PASSWORD, sessionFor, signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { countries } from '../content/tables.ts';
import { users } from './tables.ts';
import { findUserById } from './users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(AUTH_TEST_ENV);
});
afterAll(() => t.close());

const profile = (token: string) => t.app.inject({ url: '/api/user/profile', headers: asBearer(token) });
const save = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: asBearer(token), payload });
const change = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/user/change-password', headers, payload });

describe('profile', () => {
  it('ACCOUNT-1: when signed in, then the profile carries every field of spec §3', async () => {
    const [pt] = await t.db.select().from(countries).where(eq(countries.iso, 'pt'));
    const user = await insertUser(t.db, { phone: '+351 912 345 678', countryId: pt!.id, city: 'Lisbon', address: 'Rua 1', postCode: '1000-001', balanceMinor: 12345, steamTradeLink: 'https://steamcommunity.com/tradeoffer/new/?partner=1' });
    const res = await profile((await signIn(t.app, user.email!)).token);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({
      status: 'OK',
      payload: {
        id: user.id,
        name: 'Test',
        surname: 'User',
        email: user.email,
        phone: '+351 912 345 678',
        balance: 123.45,
        avatarUrl: null,
        created_at: user.createdAt.toISOString(),
        country: pt!.id,
        country_name: 'Portugal',
        city: 'Lisbon',
        address: 'Rua 1',
        post_code: '1000-001',
        zip: '1000-001',
        steam_trade_link: 'https://steamcommunity.com/tradeoffer/new/?partner=1',
        steamid: null,
        emailVerified: true,
        verification_data: { status: 'approved' },
        last_delivery: null,
        role: 'customer',
        two_factor_enabled: false,
        staff_role: null,
      },
    });
  });

  it('OPS-114: when an operator asks, then the profile says role operator', async () => {
    const operator = await insertUser(t.db, { role: 'operator' });
    expect(json(await profile(await sessionFor(t.db, operator.id))).payload.role).toBe('operator');
  });

  it('ACCOUNT-5: when not signed in, then profile, save and password change are a 401', async () => {
    expect((await t.app.inject('/api/user/profile')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/user/profile', payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/change-password', payload: {} })).statusCode).toBe(401);
  });

  it('ACCOUNT-2: when the form is saved, then the fields change, empty ones clear and left-out ones stay', async () => {
    const [de] = await t.db.select().from(countries).where(eq(countries.iso, 'de'));
    const user = await insertUser(t.db, { city: 'Old town', address: 'Old street' });
    const { token } = await signIn(t.app, user.email!);
    const res = await save(token, { name: ' Grace ', surname: 'Hopper', email: user.email, phone: '+49 151 23456789', address: '', postCode: '10115', country: String(de!.id), currency: 'EUR' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      status: 'OK',
      message: 'Profile updated successfully',
      payload: { name: 'Grace', surname: 'Hopper', phone: '+4915123456789', address: null, city: 'Old town', post_code: '10115', country: de!.id, country_name: 'Germany', emailVerified: true },
    });
    expect((await findUserById(t.db, user.id))!.phoneE164).toBe('+4915123456789');
    expect(json(await save(token, { country: null, phone: '' })).payload).toMatchObject({ country: null, country_name: null, phone: null });
  });

  it('ACCOUNT-2: when the phone is not valid, then it is a 422 with the spec text and nothing changes', async () => {
    const user = await insertUser(t.db, { phone: '+351 912 345 678' });
    const { token } = await signIn(t.app, user.email!);
    for (const phone of ['12345', '+351 912 abc', '+1 (555) 0']) {
      const res = await save(token, { name: 'Changed', phone });
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({ message: 'Please enter a valid phone number', errors: { phone: ['Please enter a valid phone number'] } });
    }
    expect((await findUserById(t.db, user.id))!.name).toBe('Test');
  });

  it('ACCOUNT-2: when the country is unknown or not a number, then it is a 422 on country', async () => {
    const user = await insertUser(t.db);
    const { token } = await signIn(t.app, user.email!);
    const unknown = await save(token, { country: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(json(unknown)).toEqual({ status: 'error', message: 'Please choose a country from the list.', code: 'ACCOUNT_COUNTRY_UNKNOWN', errors: { country: ['Please choose a country from the list.'] } });
    expect(json(await save(token, { country: 'Portugal' })).errors.country).toEqual([authMessages.countryInvalid]);
    expect(json(await save(token, { email: 'not an email' })).errors.email).toEqual([authMessages.emailInvalid]);
  });

  it('ACCOUNT-3: a taken email is a 409 and nothing changes; the same address in another case is saved at once, still verified', async () => {
    const user = await insertUser(t.db);
    const other = await insertUser(t.db);
    const { token } = await signIn(t.app, user.email!);
    const taken = await save(token, { name: 'Changed', email: other.email!.toUpperCase(), current_password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toMatchObject({ code: 'AUTH_EMAIL_TAKEN', errors: { email: ['This email is already registered.'] } });
    expect(await findUserById(t.db, user.id)).toMatchObject({ name: 'Test', email: user.email });

    const res = await save(token, { email: user.email!.toUpperCase() });
    expect(json(res)).toMatchObject({ message: authMessages.profileUpdated, payload: { email: user.email!.toUpperCase(), emailVerified: true } });
    expect(await mailTo(t.db, user.email!.toUpperCase())).toEqual([]);
  });

  it('AUTH-16: when a Steam account has no email yet, then resending the link asks for one', async () => {
    const [row] = await t.db.insert(users).values({ steamid: '76561198000000001' }).returning();
    const token = await sessionFor(t.db, row!.id);
    const res = await t.app.inject({ method: 'POST', url: '/api/email/verify/resend', headers: asBearer(token) });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ code: 'ACCOUNT_EMAIL_MISSING', message: 'Add an email address to your profile first.' });
  });
});

describe('password change', () => {
  it.each([
    [{}, authMessages.currentPasswordRequired, 'cur_password'],
    [{ cur_password: 'x' }, authMessages.passwordRequired, 'new_password'],
    [{ cur_password: 'x', new_password: 'weakpass' }, authMessages.passwordWeak, 'new_password'],
    [{ cur_password: 'x', new_password: 'Another123' }, authMessages.confirmRequired, 'repeat_password'],
    [{ cur_password: 'x', new_password: 'Another123', repeat_password: 'Another124' }, 'Passwords do not match', 'repeat_password'],
  ])('ACCOUNT-4: when the form is %j, then it is a 422 "%s" on %s', async (payload, message, field) => {
    const user = await insertUser(t.db);
    const res = await change(asBearer((await signIn(t.app, user.email!)).token), payload);
    expect(res.statusCode).toBe(422);
    expect(json(res).message).toBe(message);
    expect(json(res).errors[field]).toEqual([message]);
  });

  it('ACCOUNT-4: when the current password is wrong, then it is a 422 on cur_password and nothing changes', async () => {
    const user = await insertUser(t.db);
    const res = await change(asBearer((await signIn(t.app, user.email!)).token), { cur_password: 'Wrong1234', new_password: 'Another123', repeat_password: 'Another123' });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual({ status: 'error', message: 'The current password is incorrect.', code: 'ACCOUNT_WRONG_PASSWORD', errors: { cur_password: ['The current password is incorrect.'] } });
    await signIn(t.app, user.email!, PASSWORD);
  });

  it('ACCOUNT-4: when the change succeeds, then the other sessions end and this one stays', async () => {
    const user = await insertUser(t.db);
    const other = await signIn(t.app, user.email!);
    const mine = await signIn(t.app, user.email!);
    const res = await change(asBrowser(mine), { cur_password: PASSWORD, new_password: 'Another123', repeat_password: 'Another123' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'OK', message: 'Password changed successfully' });
    expect((await profile(other.token)).statusCode).toBe(401);
    expect((await profile(mine.token)).statusCode).toBe(200);
    await signIn(t.app, user.email!, 'Another123');
  });

  it('ACCOUNT-4: when the account has no password (Steam only), then it is told to use the reset link', async () => {
    const user = await insertUser(t.db, { passwordHash: null });
    const token = await sessionFor(t.db, user.id);
    const res = await change(asBearer(token), { cur_password: 'whatever', new_password: 'Another123', repeat_password: 'Another123' });
    expect(json(res)).toMatchObject({ code: 'ACCOUNT_NO_PASSWORD' });
  });
});
