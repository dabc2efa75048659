import { authMessages, errorCatalog } from '@skins/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asBearer, AUTH_TEST_ENV, insertUser, PASSWORD, signIn, uniqueEmail } from '../../../test/auth-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { writeSetting } from '../content/service.ts';
import { findUserByEmail } from './users.ts';
import { isCommonPassword } from './common-passwords.ts';
import { PASSWORD_RESET_TTL_MS } from '../auth/password-reset.ts';
import { issueAuthToken } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(AUTH_TEST_ENV);
});
afterAll(() => t.close());
beforeEach(() => writeSetting(t.db, 'is_reg_enabled', true));

/** Passes the spec's hints (lower, upper, digit) but is one character short. */
const NINE = 'Abcdefg12';
/** Passes every form rule, but is on the list (as "password123"). */
const COMMON = 'Password123';
const common = errorCatalog.AUTH_PASSWORD_COMMON.message;

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });

/** The three forms that set a password, each as (password, repeat) -> reply, with the field names of its form. */
const forms = {
  'sign-up': {
    fields: ['password', 'passConfirm'],
    send: async (password: string, repeat: string | undefined) =>
      post('/api/register', { name: 'Ada', surname: 'L', email: uniqueEmail('sec8'), phone: '+351912345678', password, passConfirm: repeat }),
  },
  'password change': {
    fields: ['new_password', 'repeat_password'],
    send: async (password: string, repeat: string | undefined) => {
      const user = await insertUser(t.db);
      const { token } = await signIn(t.app, user.email!);
      return post('/api/user/change-password', { cur_password: PASSWORD, new_password: password, repeat_password: repeat }, asBearer(token));
    },
  },
  'password reset': {
    fields: ['password', 'password_confirmation'],
    send: async (password: string, repeat: string | undefined) => {
      const user = await insertUser(t.db);
      const token = await issueAuthToken(t.db, user.id, 'password_reset', PASSWORD_RESET_TTL_MS);
      return post('/api/reset-password', { token, email: user.email, password, password_confirmation: repeat });
    },
  },
} as const;

describe.each(Object.entries(forms))('SEC-8: new passwords on %s', (_name, { fields: [field, repeatField], send }) => {
  it('SEC-8: when the password has 9 characters, then it is a 422 "at least 10 characters" under the password field', async () => {
    const res = await send(NINE, NINE);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ message: authMessages.passwordTooShort, errors: { [field]: [authMessages.passwordTooShort] } });
  });

  it('SEC-8: when the password is a common one, then it is a 422 with its message under the password field', async () => {
    const res = await send(COMMON, COMMON);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual({ status: 'error', code: 'AUTH_PASSWORD_COMMON', message: common, errors: { [field]: [common] } });
  });

  it("SEC-8: the new rules come after the spec's: hints first, then the repetition, then length, then the list", async () => {
    expect(json(await send('abcdefghi', 'abcdefghi')).message).toBe(authMessages.passwordWeak);
    const short = json(await send(NINE, undefined));
    expect(short.message).toBe(authMessages.confirmRequired);
    expect(Object.keys(short.errors)).toEqual([repeatField, field]);
    expect(json(await send(NINE, 'Other1234')).message).toBe(authMessages.passwordsMismatch);
    expect(json(await send(COMMON, 'Password124')).message).toBe(authMessages.passwordsMismatch);
  });
});

describe('SEC-8: what the new rules leave alone', () => {
  it('SEC-8: when a common or short password is refused, then nothing changes', async () => {
    const email = uniqueEmail('sec8-none');
    await post('/api/register', { name: 'Ada', surname: 'L', email, phone: '+351912345678', password: COMMON, passConfirm: COMMON });
    expect(await findUserByEmail(t.db, email)).toBeNull();

    const user = await insertUser(t.db);
    const token = await issueAuthToken(t.db, user.id, 'password_reset', PASSWORD_RESET_TTL_MS);
    await post('/api/reset-password', { token, email: user.email, password: COMMON, password_confirmation: COMMON });
    await signIn(t.app, user.email!, PASSWORD);
    // The link was not used up by the refused password.
    const res = await post('/api/reset-password', { token, email: user.email, password: 'Uncommon1234', password_confirmation: 'Uncommon1234' });
    expect(res.statusCode).toBe(200);
  });

  it('SEC-8: when an existing user has a 9-character password, then sign-in still works', async () => {
    expect(PASSWORD).toHaveLength(9);
    const user = await insertUser(t.db, { password: PASSWORD });
    const res = await post('/api/login', { username: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it('SEC-8: the list ignores case and holds the well-known ones', () => {
    expect(['123456', 'password', 'qwerty', 'PASSWORD123', 'Password123'].every(isCommonPassword)).toBe(true);
    expect(isCommonPassword('Uncommon1234')).toBe(false);
  });
});
