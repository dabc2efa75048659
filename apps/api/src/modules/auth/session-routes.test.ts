import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithEnv, asBearer, asBrowser, AUTH_TEST_ENV, insertUser, PASSWORD, setCookies, signIn, type SignedIn } from '../../../test/auth-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { describeDevice } from './device.ts';
import { sessions } from '../account/tables.ts';
import { hashToken } from '../account/tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(AUTH_TEST_ENV);
});
afterAll(() => t.close());

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Signs in as a browser with this user agent would. */
async function signInFrom(email: string, userAgent: string): Promise<SignedIn> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: email, password: PASSWORD }, headers: { 'user-agent': userAgent } });
  const cookies = setCookies(res);
  return { token: cookies.skins_session!, session: cookies.skins_session!, xsrf: cookies['XSRF-TOKEN']!, userId: json(res).payload.user.id };
}

const profileStatus = async (s: SignedIn) => (await t.app.inject({ url: '/api/user/profile', headers: asBearer(s.token) })).statusCode;
const listSessions = async (s: SignedIn) => json(await t.app.inject({ url: '/api/user/sessions', headers: asBrowser(s) })).payload;
const rowOf = async (s: SignedIn) => (await t.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(s.token))))[0]!;
const setRow = (s: SignedIn, values: Partial<Record<'createdAt' | 'lastSeenAt' | 'expiresAt', ReturnType<typeof sql>>>) =>
  t.db.update(sessions).set(values).where(eq(sessions.tokenHash, hashToken(s.token)));

describe('session lifetime', () => {
  it('SEC-9: when a session was signed in longer ago than SESSION_ABSOLUTE_DAYS, then it is a 401 however recently it was used', async () => {
    const s = await signIn(t.app, (await insertUser(t.db)).email!);
    await setRow(s, { createdAt: sql`now() - interval '31 days'`, lastSeenAt: sql`now()`, expiresAt: sql`now() + interval '29 days'` });
    expect(await profileStatus(s)).toBe(401);

    // A lowered setting applies to sessions that already exist.
    const fresh = await signIn(t.app, (await insertUser(t.db)).email!);
    await setRow(fresh, { createdAt: sql`now() - interval '2 days'` });
    const strict = await appWithEnv(t.database, { ...AUTH_TEST_ENV, SESSION_ABSOLUTE_DAYS: '1' });
    try {
      expect((await strict.inject({ url: '/api/user/profile', headers: asBearer(fresh.token) })).statusCode).toBe(401);
    } finally {
      await strict.close();
    }
    expect(await profileStatus(fresh)).toBe(200);
  });

  it('SEC-9: when a session near its absolute end is used, then its expiry slides no further than that end', async () => {
    const s = await signIn(t.app, (await insertUser(t.db)).email!);
    await setRow(s, { createdAt: sql`now() - interval '29 days'`, lastSeenAt: sql`now() - interval '2 minutes'` });
    expect(await profileStatus(s)).toBe(200);
    const row = await rowOf(s);
    expect(row.expiresAt.getTime()).toBe(row.createdAt.getTime() + 30 * 24 * 3600 * 1000);
  });

  it('SEC-9: when a session is used within a minute of its last recorded use, then nothing is written; after a minute, the last use moves', async () => {
    const s = await signIn(t.app, (await insertUser(t.db)).email!);
    await setRow(s, { lastSeenAt: sql`now() - interval '30 seconds'` });
    const before = await rowOf(s);
    expect(await profileStatus(s)).toBe(200);
    expect(await rowOf(s)).toEqual(before);
    await setRow(s, { lastSeenAt: sql`now() - interval '2 minutes'` });
    expect(await profileStatus(s)).toBe(200);
    expect((await rowOf(s)).lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 10_000);
  });
});

describe('the account session list', () => {
  it('SEC-9: when a user lists sessions, then it sees its own live ones with device and last use, the current marked, and no secret', async () => {
    const user = await insertUser(t.db);
    const chrome = await signInFrom(user.email!, CHROME_LINUX);
    const firefox = await signInFrom(user.email!, FIREFOX_WINDOWS);
    const expired = await signIn(t.app, user.email!);
    await setRow(expired, { expiresAt: sql`now() - interval '1 second'` });
    await signIn(t.app, (await insertUser(t.db)).email!);

    const res = await t.app.inject({ url: '/api/user/sessions', headers: asBrowser(chrome) });
    expect(res.statusCode).toBe(200);
    const list = json(res).payload;
    expect(list).toHaveLength(2);
    expect(list).toEqual(
      expect.arrayContaining([
        { id: expect.any(String), device: 'Chrome on Linux', created_at: expect.any(String), last_used_at: expect.any(String), current: true },
        expect.objectContaining({ device: 'Firefox on Windows', current: false }),
      ]),
    );
    for (const secret of [chrome.token, firefox.token, hashToken(chrome.token), hashToken(firefox.token)]) expect(res.body).not.toContain(secret);
    expect((await t.app.inject({ url: '/api/user/sessions' })).statusCode).toBe(401);
  });

  it('SEC-9: when a user ends another of its sessions, then that one is out and this one stays; another user\'s session is a 404 and lives on', async () => {
    const user = await insertUser(t.db);
    const here = await signInFrom(user.email!, CHROME_LINUX);
    const there = await signInFrom(user.email!, FIREFOX_WINDOWS);
    const stranger = await signInFrom((await insertUser(t.db)).email!, CHROME_LINUX);
    const thereId = (await listSessions(there)).find((s: { current: boolean }) => s.current).id;
    const strangerId = (await listSessions(stranger))[0].id;

    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/user/sessions/${strangerId}`, headers: asBrowser(here) });
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toEqual({ status: 'error', message: 'This session does not exist or has already ended.', code: 'ACCOUNT_SESSION_NOT_FOUND' });
    expect(await profileStatus(stranger)).toBe(200);
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/user/sessions/not-a-session', headers: asBrowser(here) });
    expect(bad.statusCode).toBe(422);
    // A cookie request without the CSRF header is refused before anything ends.
    const { 'x-xsrf-token': _, ...noCsrf } = asBrowser(here);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/sessions/${thereId}`, headers: noCsrf })).statusCode).toBe(403);
    expect(await profileStatus(there)).toBe(200);

    const res = await t.app.inject({ method: 'DELETE', url: `/api/user/sessions/${thereId}`, headers: asBrowser(here) });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'OK', message: 'Session ended.' });
    expect(await profileStatus(there)).toBe(401);
    expect(await profileStatus(here)).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/sessions/${thereId}`, headers: asBrowser(here) })).statusCode).toBe(404);
  });

  it('SEC-9: when a user ends its current session by id, then it is signed out and the cookie cleared', async () => {
    const s = await signIn(t.app, (await insertUser(t.db)).email!);
    const [own] = await listSessions(s);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/user/sessions/${own.id}`, headers: asBrowser(s) });
    expect(res.statusCode).toBe(200);
    expect(setCookies(res).skins_session).toBe('');
    expect(await profileStatus(s)).toBe(401);
  });

  it('SEC-9: when a user ends all other sessions, then only the current one is left and other users keep theirs', async () => {
    const user = await insertUser(t.db);
    const [here, a, b] = [await signIn(t.app, user.email!), await signIn(t.app, user.email!), await signIn(t.app, user.email!)];
    const stranger = await signIn(t.app, (await insertUser(t.db)).email!);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user/sessions', headers: asBrowser(here) });
    expect(json(res)).toEqual({ status: 'OK', message: 'All other sessions have been ended.' });
    expect([await profileStatus(here), await profileStatus(a), await profileStatus(b), await profileStatus(stranger)]).toEqual([200, 401, 401, 200]);
    expect(await listSessions(here)).toHaveLength(1);
  });

  it.each([
    [CHROME_LINUX, 'Chrome on Linux'],
    [FIREFOX_WINDOWS, 'Firefox on Windows'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on macOS'],
    ['curl/8.5.0', ''],
    [undefined, ''],
  ])('SEC-9: the user agent %s is shown as the device "%s"', (ua, device) => {
    expect(describeDevice(ua)).toBe(device);
  });
});
