import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithEnv, asBearer, asBrowser, AUTH_TEST_ENV, insertUser, PASSWORD, signIn } from '../../../test/auth-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { sessions } from '../account/tables.ts';
import { hashToken } from '../account/tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(AUTH_TEST_ENV);
});
afterAll(() => t.close());

const issue = (payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/auth/token', payload, headers });
const profile = (headers: Record<string, string>) => t.app.inject({ url: '/api/user/profile', headers });

describe('bearer tokens for API clients', () => {
  it('SEC-7: when an API client asks POST /auth/token, then it gets a bearer token of kind api that works, and no cookie', async () => {
    const user = await insertUser(t.db);
    // No CSRF pair is needed: the call uses no ambient credential and sets none. SEC-15: a page of another site is refused all the same.
    expect((await issue({ username: user.email, password: PASSWORD }, { origin: 'http://evil.example' })).statusCode).toBe(403);
    const res = await issue({ username: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = json(res);
    expect(body).toEqual({ status: 'OK', payload: { token: expect.stringMatching(/^[\w-]{43}$/), expires_at: expect.any(String) } });
    expect(new Date(body.payload.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    expect(res.cookies).toEqual([]);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(body.payload.token)));
    expect(row).toMatchObject({ userId: user.id, kind: 'api' });
    expect(json(await profile(asBearer(body.payload.token))).payload).toMatchObject({ id: user.id });
    // A change needs no CSRF pair with a bearer: the (wrong) current password is what answers.
    const change = await t.app.inject({ method: 'POST', url: '/api/user/change-password', headers: asBearer(body.payload.token), payload: { cur_password: 'Wrong1234', new_password: 'Another123', repeat_password: 'Another123' } });
    expect(json(change).code).toBe('ACCOUNT_WRONG_PASSWORD');
  });

  it('SEC-7: when the credentials are wrong, then it is the sign-in 422 and no token', async () => {
    const user = await insertUser(t.db);
    const res = await issue({ username: user.email, password: 'Wrong1234' });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toEqual({ status: 'error', message: 'The email or password is incorrect.', code: 'AUTH_BAD_CREDENTIALS' });
    expect((await issue({ username: 'not-an-email' })).statusCode).toBe(422);
  });

  it('SEC-7: when the token is revoked, then it stops working; a browser session cannot revoke through this call', async () => {
    const user = await insertUser(t.db);
    const { token } = json(await issue({ username: user.email, password: PASSWORD })).payload;
    const browser = await signIn(t.app, user.email!);
    const byCookie = await t.app.inject({ method: 'POST', url: '/api/auth/token/revoke', headers: asBrowser(browser) });
    expect(byCookie.statusCode).toBe(401);
    const revoked = await t.app.inject({ method: 'POST', url: '/api/auth/token/revoke', headers: asBearer(token) });
    expect(revoked.statusCode).toBe(200);
    expect((await profile(asBearer(token))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/token/revoke', headers: asBearer(token) })).statusCode).toBe(401);
    // The browser session lives on.
    expect((await profile(asBrowser(browser))).statusCode).toBe(200);
  });

  it('SEC-7: when tokens are asked for too often for one email, then it is a 429 like sign-in', async () => {
    const app = await appWithEnv(t.database, { RATE_LIMIT_AUTH_PER_MINUTE: '2' });
    try {
      const attempt = () => app.inject({ method: 'POST', url: '/api/auth/token', payload: { username: 'token-victim@example.com', password: 'Wrong1234' } });
      expect([(await attempt()).statusCode, (await attempt()).statusCode, (await attempt()).statusCode]).toEqual([422, 422, 429]);
    } finally {
      await app.close();
    }
  });
});
