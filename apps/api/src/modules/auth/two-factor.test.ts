import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../adapters/mail/tables.ts';
import { appWithEnv, asBearer, AUTH_TEST_ENV, cookieHeader, insertUser, mailTo, PASSWORD, sessionFor, setCookies, signIn, totpCode, uniqueEmail, withTwoFactor } from '../../../test/auth-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { contact, bankDetails, insertOffer } from '../../../test/offer-helpers.ts';
import { writeSetting } from '../content/service.ts';
import { recoveryCodes, sessions, users } from '../account/tables.ts';
import { languages } from '../i18n/tables.ts';
import { hashToken } from '../account/tokens.ts';
import { findUserById } from '../account/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(AUTH_TEST_ENV);
  await writeSetting(t.db, 'offer_enabled', true);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const login = (email: string, password = PASSWORD, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/login', headers, payload: { username: email, password } });
const secondStep = (challenge: string, code: string) => t.app.inject({ method: 'POST', url: '/api/login/two-factor', payload: { challenge, code } });
/** The code of another step than now's (a code from the app half a minute later). */
const codeAt = (secret: string, offsetSteps: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
/** Forgets the last accepted step, so that the next code of the same step passes (a test's next minute). */
const nextWindow = (userId: number) => t.db.update(users).set({ totpLastStep: null }).where(eq(users.id, userId));

/** A customer who set two-factor sign-in up through the API; answers its secret and recovery codes. */
async function customerWithTwoFactor() {
  const user = await insertUser(t.db);
  const headers = asBearer(await sessionFor(t.db, user.id));
  const setup = json(await call('POST', '/api/user/two-factor/setup', headers, { current_password: PASSWORD })).payload;
  const enabled = json(await call('POST', '/api/user/two-factor/enable', headers, { code: await generate({ secret: setup.secret }) }));
  return { user, headers, secret: setup.secret as string, recoveryCodes: enabled.payload.recovery_codes as string[] };
}

describe('two-factor sign-in: setting it up', () => {
  it('SEC-20: setup asks for the current password, then gives a secret, its otpauth URI and a QR code; the first code turns it on with ten recovery codes, kept hashed', async () => {
    const user = await insertUser(t.db);
    const headers = asBearer(await sessionFor(t.db, user.id));
    expect(json(await call('GET', '/api/user/two-factor', headers)).payload).toEqual({ enabled: false, recovery_codes_left: 0 });
    const bare = await call('POST', '/api/user/two-factor/setup', headers, {});
    expect(bare.statusCode).toBe(422);
    expect(json(bare)).toMatchObject({ code: 'ACCOUNT_REAUTH_REQUIRED', errors: { current_password: ['Enter your current password to confirm this change.'] } });
    expect(json(await call('POST', '/api/user/two-factor/setup', headers, { current_password: 'Wrong12345' })).code).toBe('ACCOUNT_WRONG_PASSWORD');

    const setup = await call('POST', '/api/user/two-factor/setup', headers, { current_password: PASSWORD });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url, qr } = json(setup).payload;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(new RegExp(`^otpauth://totp/Skins%20Market:${encodeURIComponent(user.email!)}\\?secret=${secret}`));
    expect(qr.size).toBeGreaterThan(20);
    expect(qr.path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    const row = (await findUserById(t.db, user.id))!;
    expect(row.totpSecretSealed).toMatch(/^v2\./);
    expect(row.totpSecretSealed).not.toContain(secret);
    expect(row.totpEnabledAt).toBeNull();
    // Not on until the app's first code: a sign-in still needs only the password.
    expect(json(await login(user.email!)).payload.user.id).toBe(user.id);

    const wrong = await call('POST', '/api/user/two-factor/enable', headers, { code: await codeAt(secret, 10) });
    expect(json(wrong)).toMatchObject({ code: 'AUTH_TWO_FACTOR_CODE_INVALID', errors: { code: [expect.any(String)] } });
    const enabled = await call('POST', '/api/user/two-factor/enable', headers, { code: await generate({ secret }) });
    expect(json(enabled)).toMatchObject({ status: 'OK', message: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: each works once.' });
    const codes: string[] = json(enabled).payload.recovery_codes;
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    expect(json(await call('GET', '/api/user/two-factor', headers)).payload).toEqual({ enabled: true, recovery_codes_left: 10 });
    expect(json(await call('GET', '/api/user/profile', headers)).payload.two_factor_enabled).toBe(true);
    expect(json(await call('POST', '/api/user/two-factor/setup', headers, { current_password: PASSWORD })).code).toBe('AUTH_TWO_FACTOR_ALREADY_ON');
    expect(json(await call('POST', '/api/user/two-factor/enable', headers, { code: '123456' })).code).toBe('AUTH_TWO_FACTOR_ALREADY_ON');
  });

  it('SEC-20: enabling before any setup is refused; a code that is not six digits or a recovery code is refused at its field', async () => {
    const user = await insertUser(t.db);
    const headers = asBearer(await sessionFor(t.db, user.id));
    expect(json(await call('POST', '/api/user/two-factor/enable', headers, { code: '123456' })).code).toBe('AUTH_TWO_FACTOR_NOT_STARTED');
    for (const code of ['', '12345', 'abc', '1234567']) {
      const res = await call('POST', '/api/user/two-factor/enable', headers, { code });
      expect(res.statusCode).toBe(422);
      expect(json(res).errors.code).toHaveLength(1);
    }
  });
});

describe('two-factor sign-in: signing in', () => {
  it('SEC-20: a sign-in with the password only starts no session: the API stays closed until the code is given', async () => {
    const { user, secret } = await customerWithTwoFactor();
    const first = await login(user.email!);
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({ status: 'OK', message: 'Enter the code from your authenticator app to finish signing in.', payload: { two_factor_required: true, challenge: expect.stringMatching(/^[\w-]{43}$/) } });
    expect(setCookies(first).skins_session).toBeUndefined();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    const { challenge } = json(first).payload;
    // The challenge is no session: neither as a bearer nor as a cookie.
    expect((await call('GET', '/api/user/profile', asBearer(challenge))).statusCode).toBe(401);
    expect((await call('GET', '/api/user/profile', { cookie: cookieHeader({ skins_session: challenge }) })).statusCode).toBe(401);

    const wrong = await secondStep(challenge, await codeAt(secret, 10));
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong)).toMatchObject({ code: 'AUTH_TWO_FACTOR_CODE_INVALID', errors: { code: [expect.any(String)] } });
    await nextWindow(user.id);
    const ok = await secondStep(challenge, await generate({ secret }));
    expect(ok.statusCode).toBe(200);
    expect(json(ok).payload.user.id).toBe(user.id);
    const session = setCookies(ok).skins_session!;
    expect((await call('GET', '/api/user/profile', { cookie: cookieHeader({ skins_session: session }) })).statusCode).toBe(200);
    // A challenge signs in once.
    expect(json(await secondStep(challenge, await codeAt(secret, 1))).code).toBe('AUTH_TWO_FACTOR_CHALLENGE_INVALID');
    expect(json(await secondStep('x'.repeat(43), '123456')).code).toBe('AUTH_TWO_FACTOR_CHALLENGE_INVALID');
  });

  it('SEC-21: a code accepted once is refused the second time within its window, also by a racing request', async () => {
    const { user, secret } = await customerWithTwoFactor();
    await nextWindow(user.id);
    const code = await generate({ secret });
    const challenges = await Promise.all([login(user.email!), login(user.email!)]).then((r) => r.map((x) => json(x).payload.challenge as string));
    const answers = await Promise.all(challenges.map((c) => secondStep(c, code)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const third = json(await login(user.email!)).payload.challenge;
    expect(json(await secondStep(third, code)).code).toBe('AUTH_TWO_FACTOR_CODE_INVALID');
    // The next step's code (the app half a minute later) passes.
    expect((await secondStep(third, await codeAt(secret, 1))).statusCode).toBe(200);
  });

  it('SEC-20: a recovery code signs in once; used again it is refused', async () => {
    const { user, recoveryCodes: codes } = await customerWithTwoFactor();
    const first = json(await login(user.email!)).payload.challenge;
    expect((await secondStep(first, codes[3]!.toUpperCase().replace('-', ' '))).statusCode).toBe(200);
    const second = json(await login(user.email!)).payload.challenge;
    expect(json(await secondStep(second, codes[3]!)).code).toBe('AUTH_TWO_FACTOR_CODE_INVALID');
    const headers = asBearer(await sessionFor(t.db, user.id));
    expect(json(await call('GET', '/api/user/two-factor', headers)).payload.recovery_codes_left).toBe(9);
  });

  it('SEC-21: five wrong codes end the sign-in: even the right code then asks to sign in again', async () => {
    const { user, secret } = await customerWithTwoFactor();
    const { challenge } = json(await login(user.email!)).payload;
    for (let i = 0; i < 5; i++) expect(json(await secondStep(challenge, String(100000 + i))).code).toBe('AUTH_TWO_FACTOR_CODE_INVALID');
    await nextWindow(user.id);
    expect(json(await secondStep(challenge, await generate({ secret }))).code).toBe('AUTH_TWO_FACTOR_CHALLENGE_INVALID');
  });

  it('SEC-21: the code step is rate-limited like sign-in', async () => {
    const app = await appWithEnv(t.database, { RATE_LIMIT_AUTH_PER_MINUTE: '3', RATE_LIMIT_SIGNIN_PER_ADDRESS_PER_MINUTE: '100' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await app.inject({ method: 'POST', url: '/api/login/two-factor', remoteAddress: '10.9.9.9', payload: { challenge: 'x'.repeat(43), code: '123456' } })).statusCode);
      expect(statuses).toEqual([422, 422, 422, 429, 429]);
    } finally {
      await app.close();
    }
  });

  it('SEC-20: an API client (POST /auth/token) of an account with two-factor on needs the code as otp', async () => {
    const { user, secret } = await customerWithTwoFactor();
    const issue = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/token', payload: { username: user.email, password: PASSWORD, ...payload } });
    expect(json(await issue({}))).toMatchObject({ code: 'AUTH_TWO_FACTOR_CODE_REQUIRED', errors: { otp: [expect.any(String)] } });
    expect(json(await issue({ otp: await codeAt(secret, 10) })).code).toBe('AUTH_TWO_FACTOR_CODE_INVALID');
    await nextWindow(user.id);
    const ok = await issue({ otp: await generate({ secret }) });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/api/user/profile', asBearer(json(ok).payload.token))).statusCode).toBe(200);
  });

  it('SEC-20: turning it off takes a code or the current password; then the password alone signs in again', async () => {
    const { user, headers, secret } = await customerWithTwoFactor();
    expect(json(await call('POST', '/api/user/two-factor/disable', headers, {})).code).toBe('ACCOUNT_REAUTH_REQUIRED');
    expect(json(await call('POST', '/api/user/two-factor/disable', headers, { current_password: 'Wrong12345' })).code).toBe('ACCOUNT_WRONG_PASSWORD');
    expect(json(await call('POST', '/api/user/two-factor/disable', headers, { otp: await codeAt(secret, 10) })).code).toBe('AUTH_TWO_FACTOR_CODE_INVALID');
    await nextWindow(user.id);
    const off = await call('POST', '/api/user/two-factor/disable', headers, { otp: await generate({ secret }) });
    expect(json(off)).toEqual({ status: 'OK', message: 'Two-factor sign-in is off.' });
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    expect((await findUserById(t.db, user.id))!.totpSecretSealed).toBeNull();
    expect(json(await login(user.email!)).payload.user.id).toBe(user.id);
    expect(json(await call('POST', '/api/user/two-factor/disable', headers, { current_password: PASSWORD })).code).toBe('AUTH_TWO_FACTOR_OFF');
  });
});

describe('operators need two-factor sign-in', () => {
  it('SEC-24: an operator without two-factor sign-in gets 403 from the back office until it is on; its profile says so', async () => {
    const operator = await insertUser(t.db, { role: 'operator', twoFactor: false });
    const headers = asBearer(await sessionFor(t.db, operator.id));
    const refused = await call('GET', '/api/operator/offers', headers);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({ code: 'AUTH_TWO_FACTOR_SETUP_REQUIRED', message: 'Set up two-factor sign-in on your profile to open the back office.' });
    expect(json(await call('GET', '/api/user/profile', headers)).payload).toMatchObject({ role: 'operator', two_factor_enabled: false });
    const setup = json(await call('POST', '/api/user/two-factor/setup', headers, { current_password: PASSWORD })).payload;
    await call('POST', '/api/user/two-factor/enable', headers, { code: await generate({ secret: setup.secret }) });
    expect((await call('GET', '/api/operator/offers', headers)).statusCode).toBe(200);
  });
});

describe('re-authentication for what moves the account (SEC-18)', () => {
  it('SEC-18: a new email or a changed trade link needs the current password; without it nothing changes and no mail goes', async () => {
    const link = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCdEf12';
    const other = 'https://steamcommunity.com/tradeoffer/new/?partner=87654321&token=ZyXwVu98';
    const user = await insertUser(t.db, { steamTradeLink: link });
    const headers = asBearer(await sessionFor(t.db, user.id));
    const newEmail = uniqueEmail('thief');
    for (const payload of [{ email: newEmail }, { steamTradeLink: other }, { steamTradeLink: '' }]) {
      const res = await call('PUT', '/api/user/profile', headers, { name: 'Changed', ...payload });
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({ code: 'ACCOUNT_REAUTH_REQUIRED', errors: { current_password: ['Enter your current password to confirm this change.'] } });
    }
    expect(json(await call('PUT', '/api/user/profile', headers, { email: newEmail, current_password: 'Wrong12345' }))).toMatchObject({ code: 'ACCOUNT_WRONG_PASSWORD', errors: { current_password: [expect.any(String)] } });
    expect(await findUserById(t.db, user.id)).toMatchObject({ name: 'Test', email: user.email, steamTradeLink: link });
    expect(await mailTo(t.db, newEmail)).toEqual([]);
    // The rest of the profile saves without it; the same values are no change.
    expect((await call('PUT', '/api/user/profile', headers, { name: 'Grace', email: user.email, steamTradeLink: link })).statusCode).toBe(200);
    const ok = await call('PUT', '/api/user/profile', headers, { steamTradeLink: other, current_password: PASSWORD });
    expect(json(ok).payload.steam_trade_link).toBe(other);
  });

  it("SEC-18: a first trade link needs no password (a checkout saves one too); with two-factor on, the app's code is the proof", async () => {
    const fresh = await insertUser(t.db);
    const freshHeaders = asBearer(await sessionFor(t.db, fresh.id));
    const link = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCdEf12';
    expect(json(await call('PUT', '/api/user/profile', freshHeaders, { steamTradeLink: link })).payload.steam_trade_link).toBe(link);

    const { user, headers, secret } = await customerWithTwoFactor();
    await nextWindow(user.id);
    const res = await call('PUT', '/api/user/profile', headers, { email: uniqueEmail('moved'), otp: await generate({ secret }) });
    expect(res.statusCode).toBe(200);
  });

  it('SEC-18: the proofs a change carries are limited like sign-in attempts', async () => {
    const app = await appWithEnv(t.database, { RATE_LIMIT_AUTH_PER_MINUTE: '2', RATE_LIMIT_SIGNIN_PER_ADDRESS_PER_MINUTE: '100' });
    try {
      const user = await insertUser(t.db);
      const headers = asBearer(await sessionFor(t.db, user.id));
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await app.inject({ method: 'PUT', url: '/api/user/profile', headers, payload: { email: uniqueEmail('g'), current_password: `Guess${i}12345` } })).statusCode);
      expect(statuses).toEqual([422, 422, 429, 429]);
      // A save without a proof is not counted.
      expect((await app.inject({ method: 'PUT', url: '/api/user/profile', headers, payload: { name: 'Still' } })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('payout requests ask for the person (SEC-22)', () => {
  const requestPayout = (headers: Record<string, string>, offerId: number, proof: object = {}) =>
    call('POST', '/api/offer/request-payout/sepa-manual', headers, { id: offerId, ...contact, ...bankDetails, ...proof });

  it("SEC-22: with two-factor on, a payout request needs the app's code (or a recovery code), even right after sign-in", async () => {
    const { user, headers, secret } = await customerWithTwoFactor();
    const offer = await insertOffer(t.db, user.id, 'ready_for_payout');
    const bare = await requestPayout(headers, offer.id);
    expect(bare.statusCode).toBe(422);
    expect(json(bare)).toMatchObject({ code: 'AUTH_TWO_FACTOR_CODE_REQUIRED', errors: { otp: [expect.any(String)] } });
    expect(json(await requestPayout(headers, offer.id, { current_password: PASSWORD })).code).toBe('AUTH_TWO_FACTOR_CODE_REQUIRED');
    expect(json(await requestPayout(headers, offer.id, { otp: await codeAt(secret, 10) })).code).toBe('AUTH_TWO_FACTOR_CODE_INVALID');
    await nextWindow(user.id);
    const ok = await requestPayout(headers, offer.id, { otp: await generate({ secret }) });
    expect(ok.statusCode).toBe(200);
  });

  it('SEC-22: without two-factor, a session signed in more than 10 minutes ago needs the current password for a payout; a recent one does not', async () => {
    const user = await insertUser(t.db);
    const token = await sessionFor(t.db, user.id);
    const headers = asBearer(token);
    await t.db.update(sessions).set({ authenticatedAt: new Date(Date.now() - 11 * 60 * 1000) }).where(eq(sessions.tokenHash, hashToken(token)));
    const offer = await insertOffer(t.db, user.id, 'ready_for_payout');
    expect(json(await requestPayout(headers, offer.id)).code).toBe('ACCOUNT_REAUTH_REQUIRED');
    expect(json(await requestPayout(headers, offer.id, { current_password: 'Wrong12345' })).code).toBe('ACCOUNT_WRONG_PASSWORD');
    expect((await requestPayout(headers, offer.id, { current_password: PASSWORD })).statusCode).toBe(200);

    const recent = await insertUser(t.db);
    const recentOffer = await insertOffer(t.db, recent.id, 'ready_for_payout');
    expect((await requestPayout(asBearer(await sessionFor(t.db, recent.id)), recentOffer.id)).statusCode).toBe(200);
  });
});

describe('a sign-in from a new device is mailed (SEC-23)', () => {
  const newSignInMails = (email: string) => t.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, 'new_sign_in')));
  const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

  it('SEC-23: the first device is remembered silently; another device is mailed with the device, time, country and the session list; a known one is not', async () => {
    const app = await appWithEnv(t.database, { ...AUTH_TEST_ENV, GEOIP_HEADER: 'X-Country-Code' });
    try {
      const user = await insertUser(t.db);
      const sign = (cookie?: string) =>
        app.inject({ method: 'POST', url: '/api/login', headers: { 'user-agent': chrome, 'x-country-code': 'PT', ...(cookie ? { cookie } : {}) }, payload: { username: user.email, password: PASSWORD } });
      const first = await sign();
      const device = setCookies(first).skins_device!;
      expect(device).toMatch(/^[\w-]{43}$/);
      expect(first.cookies.find((c) => c.name === 'skins_device')).toMatchObject({ httpOnly: true, path: '/' });
      expect(await newSignInMails(user.email!)).toEqual([]);
      await sign(`skins_device=${device}`);
      expect(await newSignInMails(user.email!)).toEqual([]);

      await sign();
      const [mail] = await newSignInMails(user.email!);
      expect(mail!.subject).toBe('New sign-in to your account');
      expect(mail!.text).toContain('Device: Chrome on Linux');
      expect(mail!.text).toMatch(/Time: \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
      expect(mail!.text).toContain('Country: PT');
      expect(mail!.text).toContain('http://localhost:3000/account/personal');
    } finally {
      await app.close();
    }
  });

  it('SEC-23: the mail is in the account language', async () => {
    const [de] = await t.db.select().from(languages).where(eq(languages.code, 'de'));
    const user = await insertUser(t.db, { langId: de!.id });
    await signIn(t.app, user.email!);
    await signIn(t.app, user.email!);
    const [mail] = await newSignInMails(user.email!);
    expect(mail!.subject).toBe('Neue Anmeldung bei deinem Konto');
    // An API client names no browser: the device line is left out rather than an English 'unknown'.
    expect(mail!.text).not.toContain('Gerät:');
    expect(mail!.text).not.toContain('unknown');
    expect(mail!.text).toMatch(/Zeit: \d{4}-/);
  });

  it('SEC-23: with two-factor on, a new device is mailed only once the code is given', async () => {
    const user = await insertUser(t.db);
    await signIn(t.app, user.email!);
    await withTwoFactor(t.db, user.id);
    const { challenge } = json(await login(user.email!)).payload;
    expect(await newSignInMails(user.email!)).toEqual([]);
    expect((await secondStep(challenge, await totpCode())).statusCode).toBe(200);
    expect(await newSignInMails(user.email!)).toHaveLength(1);
  });
});
