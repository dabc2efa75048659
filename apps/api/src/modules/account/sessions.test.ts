import { authMessages } from '@skins/contract';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithEnv, asBearer, asBrowser, AUTH_TEST_ENV, cookieHeader, insertUser, PASSWORD, setCookies, signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { authPlugin, requireVerifiedEmail } from '../../plugins/auth.ts';
import { dbPlugin } from '../../plugins/db.ts';
import { errorsPlugin } from '../../plugins/errors.ts';
import { sessions } from './tables.ts';
import { hashToken } from './tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(AUTH_TEST_ENV);
});
afterAll(() => t.close());

const login = (payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/login', payload, headers });
const isAuth = (headers: Record<string, string> = {}) => t.app.inject({ url: '/api/is-auth', headers });

describe('CSRF cookie and session check', () => {
  it('AUTH-1: when the CSRF cookie is asked for, then a script-readable XSRF-TOKEN cookie is set for the whole site', async () => {
    const res = await t.app.inject('/api/sanctum/csrf-cookie');
    expect(res.statusCode).toBe(204);
    const c = res.cookies.find((x) => x.name === 'XSRF-TOKEN')!;
    expect(c.value).toMatch(/^[\w-]{43}$/);
    expect(c).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(c.httpOnly).toBeFalsy();
    // A token the client already holds is kept (several tabs share it).
    const again = await t.app.inject({ url: '/api/sanctum/csrf-cookie', headers: { cookie: `XSRF-TOKEN=${c.value}` } });
    expect(again.cookies.find((x) => x.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('AUTH-3: when nobody is signed in, then is-auth answers not authenticated and hands out a CSRF cookie', async () => {
    const res = await isAuth();
    expect(json(res)).toEqual({ status: 'OK', authenticated: false, emailVerified: false, payload: { authenticated: false, emailVerified: false } });
    expect(setCookies(res)['XSRF-TOKEN']).toBeTruthy();
  });

  it('AUTH-3: when signed in, then is-auth answers authenticated with the email flag, by cookie and by bearer', async () => {
    const verified = await insertUser(t.db);
    const unverified = await insertUser(t.db, { emailVerifiedAt: null });
    const a = await signIn(t.app, verified.email!);
    const b = await signIn(t.app, unverified.email!);
    expect(json(await isAuth({ cookie: cookieHeader({ skins_session: a.session }) }))).toMatchObject({ authenticated: true, emailVerified: true });
    expect(json(await isAuth(asBearer(b.token)))).toMatchObject({ authenticated: true, emailVerified: false, payload: { authenticated: true, emailVerified: false } });
  });
});

describe('sign-in', () => {
  it.each([
    [{}, authMessages.signInRequired],
    [{ username: 'a@b.co' }, authMessages.signInRequired],
    [{ username: '  ', password: 'x' }, authMessages.signInRequired],
    [{ username: 'not-an-email', password: 'x' }, authMessages.invalidEmailFormat],
    [{ username: 'a b@c.de', password: 'x' }, authMessages.invalidEmailFormat],
  ])('AUTH-4: when the sign-in form is %j, then it is a 422 "%s"', async (payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ status: 'error', message, code: 'COMMON_BAD_INPUT' });
  });

  it('AUTH-5: when the email is unknown or the password wrong, then both get the same 422 and no session', async () => {
    const user = await insertUser(t.db);
    const wrong = await login({ username: user.email, password: 'Wrong1234' });
    const unknown = await login({ username: 'nobody-here@example.com', password: PASSWORD });
    const noPassword = await insertUser(t.db, { passwordHash: null });
    const steamOnly = await login({ username: noPassword.email, password: PASSWORD });
    for (const res of [wrong, unknown, steamOnly]) {
      expect(res.statusCode).toBe(422);
      expect(json(res)).toEqual({ status: 'error', message: 'The email or password is incorrect.', code: 'AUTH_BAD_CREDENTIALS' });
      expect(setCookies(res).skins_session).toBeUndefined();
    }
  });

  it('AUTH-6: when the credentials match, then a session cookie is set and the profile answered', async () => {
    const user = await insertUser(t.db, { email: uniqueCase() });
    const res = await login({ username: user.email!.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: 'OK', message: authMessages.signedIn, payload: { user: { id: user.id, email: user.email } } });
    const c = res.cookies.find((x) => x.name === 'skins_session')!;
    expect(c).toMatchObject({ value: expect.stringMatching(/^[\w-]{43}$/), httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    expect(c.secure).toBeFalsy();
    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(c.value)));
    expect(row).toMatchObject({ userId: user.id, kind: 'browser' });
    // Only the hash is stored.
    expect(JSON.stringify(await t.db.select().from(sessions))).not.toContain(c.value);
  });

  it('SEC-7: when signing in or up, then the answer body holds no session secret (it travels only in the HttpOnly cookie)', async () => {
    const user = await insertUser(t.db);
    const signedIn = await login({ username: user.email, password: PASSWORD });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: 'Ann', surname: 'Lee', email: `sec7-${Date.now()}@example.com`, phone: '+351912345678', phoneE164: '+351912345678', password: 'Tr4vel-Lantern-9', passConfirm: 'Tr4vel-Lantern-9' },
    });
    for (const res of [signedIn, registered]) {
      expect(res.statusCode).toBe(200);
      const secret = setCookies(res).skins_session!;
      expect(res.cookies.find((c) => c.name === 'skins_session')?.httpOnly).toBe(true);
      expect(res.body).not.toContain(secret);
      expect(json(res).payload).not.toHaveProperty('token');
    }
  });

  it('AUTH-6: when a signed-in client signs in again, then it gets a new session id and the old one ends', async () => {
    const user = await insertUser(t.db);
    const first = await signIn(t.app, user.email!);
    const res = await login({ username: user.email, password: PASSWORD }, asBrowser(first));
    expect(res.statusCode).toBe(200);
    const second = setCookies(res).skins_session!;
    expect(second).not.toBe(first.session);
    expect(json(await isAuth(asBearer(first.token))).authenticated).toBe(false);
    expect(json(await isAuth({ cookie: cookieHeader({ skins_session: second }) })).authenticated).toBe(true);
    // A new CSRF token comes with the new session.
    expect(setCookies(res)['XSRF-TOKEN']).toMatch(/^[\w-]{43}$/);
    expect(setCookies(res)['XSRF-TOKEN']).not.toBe(first.xsrf);
  });

  it('AUTH-6, SEC-28: when PUBLIC_URL is https at the root path, then the session and CSRF cookies are Secure __Host- cookies for the whole host, and they sign in', async () => {
    const app = await appWithEnv(t.database, { ...AUTH_TEST_ENV, PUBLIC_URL: 'https://shop.example' });
    try {
      const user = await insertUser(t.db);
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username: user.email, password: PASSWORD } });
      for (const name of ['__Host-skins_session', '__Host-XSRF-TOKEN']) {
        expect(res.cookies.find((x) => x.name === name)).toMatchObject({ secure: true, path: '/' });
        expect(res.cookies.find((x) => x.name === name)?.domain).toBeUndefined();
      }
      expect(res.cookies.map((x) => x.name)).not.toContain('skins_session');
      const cookies = Object.fromEntries(res.cookies.map((x) => [x.name, x.value]));
      const headers = { cookie: cookieHeader(cookies), 'x-xsrf-token': cookies['__Host-XSRF-TOKEN']!, origin: 'https://shop.example' };
      expect(json(await app.inject({ method: 'GET', url: '/api/user/profile', headers })).payload.id).toBe(user.id);
      expect((await app.inject({ method: 'PUT', url: '/api/user/profile', headers, payload: { name: 'Hosted' } })).statusCode).toBe(200);
      // A plain-named cookie (planted by a sibling subdomain or an http page) is not the session.
      expect((await app.inject({ method: 'GET', url: '/api/user/profile', headers: { cookie: cookieHeader({ skins_session: cookies['__Host-skins_session']! }) } })).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('SEC-28: behind an https PUBLIC_URL with a path, or an http one, the cookies keep their plain names', async () => {
    for (const PUBLIC_URL of ['https://shop.example/store', 'http://localhost:3000']) {
      const app = await appWithEnv(t.database, { ...AUTH_TEST_ENV, PUBLIC_URL });
      try {
        const user = await insertUser(t.db);
        const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username: user.email, password: PASSWORD } });
        expect(res.cookies.map((x) => x.name).filter((n) => n !== 'skins_device').sort()).toEqual(['XSRF-TOKEN', 'skins_session']);
      } finally {
        await app.close();
      }
    }
  });
});

describe('sessions', () => {
  it('AUTH-7: when there is no session, or the token is unknown, then a signed-in route is a 401 "Unauthenticated."', async () => {
    for (const headers of [{}, asBearer('x'.repeat(43)), { cookie: 'skins_session=nope' }, { authorization: 'Basic abc' }]) {
      const res = await t.app.inject({ url: '/api/user/profile', headers });
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ status: 'error', message: 'Unauthenticated.', code: 'AUTH_UNAUTHENTICATED' });
    }
  });

  it('AUTH-7: when the session has expired, then it is a 401; while in use, its expiry slides forward', async () => {
    const user = await insertUser(t.db);
    const s = await signIn(t.app, user.email!);
    const where = eq(sessions.tokenHash, hashToken(s.token));
    // Last used two hours ago, ending in a minute: a request pushes the end 30 days out and re-sends the cookie.
    await t.db.update(sessions).set({ lastSeenAt: sql`now() - interval '2 hours'`, expiresAt: sql`now() + interval '1 minute'` }).where(where);
    const res = await t.app.inject({ url: '/api/user/profile', headers: { cookie: cookieHeader({ skins_session: s.session }) } });
    expect(res.statusCode).toBe(200);
    expect(setCookies(res).skins_session).toBe(s.session);
    const [slid] = await t.db.select().from(sessions).where(where);
    expect(slid!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    await t.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(where);
    expect((await t.app.inject({ url: '/api/user/profile', headers: asBearer(s.token) })).statusCode).toBe(401);
    expect(json(await isAuth(asBearer(s.token))).authenticated).toBe(false);
  });

  it('AUTH-12: when signing out, then the session ends and the cookie is cleared; signing out again is still OK', async () => {
    const user = await insertUser(t.db);
    const s = await signIn(t.app, user.email!);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: asBrowser(s) });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'OK', message: authMessages.signedOut });
    const cleared = res.cookies.find((c) => c.name === 'skins_session')!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThanOrEqual(Date.now());
    expect(json(await isAuth(asBearer(s.token))).authenticated).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: asBearer(s.token) })).statusCode).toBe(200);
  });

  it('AUTH-17: when a route needs a verified email, then no session is a 401 and an unverified one a 403 with the spec text', async () => {
    const probe = Fastify();
    await probe.register(errorsPlugin);
    await probe.register(cookie);
    await probe.register(dbPlugin, { database: t.database, closeOnShutdown: false });
    await probe.register(authPlugin, { ttlMs: 60_000, absoluteMs: 60_000, secureCookies: false, hostPrefixCookies: false });
    probe.get('/probe', { onRequest: requireVerifiedEmail }, async (request) => ({ userId: request.user?.id }));
    try {
      const verified = await insertUser(t.db);
      const unverified = await insertUser(t.db, { emailVerifiedAt: null });
      expect((await probe.inject('/probe')).statusCode).toBe(401);
      const denied = await probe.inject({ url: '/probe', headers: asBearer((await signIn(t.app, unverified.email!)).token) });
      expect(denied.statusCode).toBe(403);
      expect(json(denied)).toEqual({ status: 'error', message: 'Your email address is not verified.', code: 'AUTH_EMAIL_NOT_VERIFIED' });
      const allowed = await probe.inject({ url: '/probe', headers: asBearer((await signIn(t.app, verified.email!)).token) });
      expect(json(allowed)).toEqual({ userId: verified.id });
    } finally {
      await probe.close();
    }
  });
});

describe('CSRF double submit', () => {
  const changePassword = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/user/change-password', headers, payload: { cur_password: 'Wrong1234', new_password: 'Another123', repeat_password: 'Another123' } });

  it('AUTH-2: when a cookie-authenticated change has no or a wrong X-XSRF-TOKEN, then it is a 403 before anything happens', async () => {
    const user = await insertUser(t.db);
    const s = await signIn(t.app, user.email!);
    const { 'x-xsrf-token': _, ...noHeader } = asBrowser(s);
    for (const headers of [noHeader, { ...asBrowser(s), 'x-xsrf-token': 'y'.repeat(43) }, { cookie: cookieHeader({ skins_session: s.session, 'XSRF-TOKEN': 'y'.repeat(43) }), 'x-xsrf-token': 'y'.repeat(43) }]) {
      const res = await changePassword(headers);
      expect(res.statusCode).toBe(403);
      expect(json(res)).toEqual({ status: 'error', message: 'CSRF token mismatch.', code: 'AUTH_CSRF_MISMATCH' });
    }
  });

  it('AUTH-2: when the header matches the cookie, or the request uses a bearer token, then the change goes through', async () => {
    const user = await insertUser(t.db);
    const s = await signIn(t.app, user.email!);
    // Past the CSRF check: the (wrong) current password is what answers.
    expect(json(await changePassword(asBrowser(s))).code).toBe('ACCOUNT_WRONG_PASSWORD');
    expect(json(await changePassword({ ...asBearer(s.token), cookie: cookieHeader({ skins_session: s.session }) })).code).toBe('ACCOUNT_WRONG_PASSWORD');
  });

  it('AUTH-2: when a browser posts the sign-in form without the CSRF pair, then it is a 403; with it, or from an API client, it signs in', async () => {
    const user = await insertUser(t.db);
    const payload = { username: user.email, password: PASSWORD };
    expect((await login(payload, { origin: 'http://localhost:3000' })).statusCode).toBe(403);
    expect((await login(payload, { referer: 'http://evil.example/page' })).statusCode).toBe(403);
    const xsrf = setCookies(await t.app.inject('/api/sanctum/csrf-cookie'))['XSRF-TOKEN']!;
    expect((await login(payload, { origin: 'http://localhost:3000', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf })).statusCode).toBe(200);
    expect((await login(payload)).statusCode).toBe(200);
    // Reads are never checked.
    expect((await isAuth({ origin: 'http://evil.example' })).statusCode).toBe(200);
  });
});

describe('CSRF token bound to the session', () => {
  const changePassword = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/user/change-password', headers, payload: { cur_password: 'Wrong1234', new_password: 'Another123', repeat_password: 'Another123' } });

  it('SEC-11: when session B presents the CSRF token of session A (as cookie and header), then it is a 403', async () => {
    const a = await signIn(t.app, (await insertUser(t.db)).email!);
    const b = await signIn(t.app, (await insertUser(t.db)).email!);
    const res = await changePassword(asBrowser({ session: b.session, xsrf: a.xsrf }));
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe('AUTH_CSRF_MISMATCH');
    // A planted guest token is refused too; B's own token passes the check.
    const guest = setCookies(await t.app.inject('/api/sanctum/csrf-cookie'))['XSRF-TOKEN']!;
    expect((await changePassword(asBrowser({ session: b.session, xsrf: guest }))).statusCode).toBe(403);
    expect(json(await changePassword(asBrowser(b))).code).toBe('ACCOUNT_WRONG_PASSWORD');
  });

  it('SEC-11: when signing in and signing out, then the CSRF token changes each time; the old one stops working', async () => {
    const user = await insertUser(t.db);
    const guest = setCookies(await t.app.inject('/api/sanctum/csrf-cookie'))['XSRF-TOKEN']!;
    const res = await login({ username: user.email, password: PASSWORD }, { origin: 'http://localhost:3000', cookie: `XSRF-TOKEN=${guest}`, 'x-xsrf-token': guest });
    const s = { session: setCookies(res).skins_session!, xsrf: setCookies(res)['XSRF-TOKEN']! };
    expect(s.xsrf).toMatch(/^[\w-]{43}$/);
    expect(s.xsrf).not.toBe(guest);
    expect((await changePassword(asBrowser({ session: s.session, xsrf: guest }))).statusCode).toBe(403);

    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: asBrowser(s) });
    expect(out.statusCode).toBe(200);
    const after = setCookies(out)['XSRF-TOKEN'];
    expect(after).toMatch(/^[\w-]{43}$/);
    expect(after).not.toBe(s.xsrf);
    expect(after).not.toBe(guest);
  });

  it('SEC-11: when a session holds another CSRF cookie, then the csrf-cookie call and is-auth hand back the session\'s own', async () => {
    const s = await signIn(t.app, (await insertUser(t.db)).email!);
    const stale = 'z'.repeat(43);
    for (const url of ['/api/sanctum/csrf-cookie', '/api/is-auth']) {
      const res = await t.app.inject({ url, headers: { cookie: cookieHeader({ skins_session: s.session, 'XSRF-TOKEN': stale }) } });
      expect(setCookies(res)['XSRF-TOKEN'], url).toBe(s.xsrf);
      const kept = await t.app.inject({ url, headers: { cookie: cookieHeader({ skins_session: s.session, 'XSRF-TOKEN': s.xsrf }) } });
      expect(setCookies(kept)['XSRF-TOKEN'], url).toBeUndefined();
    }
  });
});

describe('rate limits', () => {
  it('AUTH-20: when sign-in is tried too often for one email from one client, then it is a 429 with the spec envelope; other emails are not held up', async () => {
    const app = await appWithEnv(t.database, { RATE_LIMIT_AUTH_PER_MINUTE: '2' });
    try {
      const attempt = (username: string) => app.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'Wrong1234' } });
      expect((await attempt('victim@example.com')).statusCode).toBe(422);
      expect((await attempt('victim@example.com')).statusCode).toBe(422);
      const limited = await attempt('Victim@example.com');
      expect(limited.statusCode).toBe(429);
      expect(json(limited)).toEqual({ status: 'error', message: 'Too many attempts. Please try again in a minute.', code: 'COMMON_RATE_LIMITED' });
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await attempt('someone-else@example.com')).statusCode).toBe(422);
      // Sign-up, both reset calls and (signed in) resend are limited per client too.
      const { token } = await signIn(t.app, (await insertUser(t.db, { emailVerifiedAt: null })).email!);
      for (const url of ['/api/register', '/api/user/reset-password', '/api/reset-password', '/api/email/verify/resend']) {
        const codes = [];
        for (let i = 0; i < 3; i += 1) codes.push((await app.inject({ method: 'POST', url, payload: {}, headers: asBearer(token) })).statusCode);
        expect(codes[2], url).toBe(429);
      }
    } finally {
      await app.close();
    }
  });
});

describe('rate limits shared through Redis', () => {
  it('AUTH-20: when two server processes share REDIS_URL, then attempts on one count on the other', async () => {
    const env = { RATE_LIMIT_AUTH_PER_MINUTE: '2', REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const [a, b] = [await appWithEnv(t.database, env), await appWithEnv(t.database, env)];
    try {
      const username = `redis-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
      const attempt = (app: typeof a) => app.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'Wrong1234' } });
      expect((await attempt(a)).statusCode).toBe(422);
      expect((await attempt(b)).statusCode).toBe(422);
      expect((await attempt(a)).statusCode).toBe(429);
      expect((await attempt(b)).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

let caseSeq = 0;
function uniqueCase(): string {
  caseSeq += 1;
  return `Mixed.Case${caseSeq}-${Date.now()}@Example.com`;
}
