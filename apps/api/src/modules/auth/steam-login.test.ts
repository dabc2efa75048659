import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBearer, AUTH_TEST_ENV, cookieHeader, insertUser, sessionFor, setCookies, totpCode, withTwoFactor } from '../../../test/auth-helpers.ts';
import { checkAuthenticationAnswer, openIdAssertion } from '../../../test/fake-steam-openid.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { users } from '../account/tables.ts';
import { writeSetting } from '../content/service.ts';
import { signInWithSteam } from './steam-login.ts';

const NS = 'http://specs.openid.net/auth/2.0';

/**
 * A local OpenID 2.0 provider standing in for steamcommunity.com: it remembers the assertions it
 * "signed" and confirms in check_authentication only those whose signed fields are unchanged.
 */
const issued = new Map<string, Record<string, string>>();
const checks: Record<string, string>[] = [];
let provider: Server;
let endpoint: string;
let t: TestApp;

beforeAll(async () => {
  provider = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      checks.push(params);
      res.setHeader('content-type', 'text/plain');
      res.end(req.method === 'POST' ? checkAuthenticationAnswer(params, issued) : `ns:${NS}\nis_valid:false\n`);
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(provider.address() as { port: number }).port}/openid/login`;
  t = await createTestApp({ ...AUTH_TEST_ENV, STEAM_OPENID_URL: endpoint });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

/** The browser's first leg: GET /api/auth/steam, which sends it to the provider with a state cookie. */
async function start(redirect?: string) {
  const res = await t.app.inject(`/api/auth/steam${redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`}`);
  expect(res.statusCode).toBe(302);
  const state = res.cookies.find((c) => c.name === 'steam_openid')!;
  expect(state).toMatchObject({ httpOnly: true, path: '/api/auth/steam', sameSite: 'Lax' });
  return { location: new URL(res.headers.location as string), cookie: `steam_openid=${encodeURIComponent(decodeURIComponent(state.value))}` };
}

/** The provider's positive assertion for returnTo, as Steam sends it back through the browser (remembered as "signed"). */
function assertion(returnTo: string, steamid: string, overrides: Record<string, string> = {}) {
  const params = openIdAssertion(endpoint, returnTo, steamid);
  issued.set(params['openid.sig']!, { ...params });
  return { ...params, ...overrides };
}

/** The browser's second leg: the callback URL (return_to plus the answer) with the state cookie. */
function callback(returnTo: string, params: Record<string, string>, cookie?: string) {
  const url = new URL(returnTo);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return t.app.inject({ url: url.pathname + url.search, headers: cookie ? { cookie } : {} });
}

const steamid = () => `7656119${randomBytes(5).readUIntBE(0, 5).toString().padStart(10, '0').slice(0, 10)}`;
/** The browser is navigating, so AUTH_STEAM_FAILED reaches it as its message on the sign-in page, not as JSON. */
const failedLocation = `http://localhost:3000/auth?form=signin&error=${encodeURIComponent('Steam sign-in failed. Please try again.')}`;

describe('sign-in with Steam', () => {
  it('AUTH-18: when starting, then the browser goes to the provider with an OpenID 2.0 checkid_setup request', async () => {
    const { location } = await start('/cart');
    expect(location.origin + location.pathname).toBe(endpoint);
    const q = Object.fromEntries(location.searchParams);
    expect(q).toMatchObject({
      'openid.ns': NS,
      'openid.mode': 'checkid_setup',
      'openid.realm': 'http://localhost:3000',
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
    });
    expect(q['openid.return_to']).toMatch(/^http:\/\/localhost:3000\/api\/auth\/steam\/callback\?state=[\w-]{43}$/);
  });

  it('AUTH-18: when the provider confirms the answer, then the account is created on the first sign-in and reused after', async () => {
    const id = steamid();
    const first = await start('/cart?tab=1');
    const returnTo = first.location.searchParams.get('openid.return_to')!;
    const checksBefore = checks.length;
    const res = await callback(returnTo, assertion(returnTo, id), first.cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('http://localhost:3000/cart?tab=1');
    expect(checks.length).toBe(checksBefore + 1);
    expect(checks.at(-1)!['openid.mode']).toBe('check_authentication');
    const session = setCookies(res).skins_session!;
    expect(session).toMatch(/^[\w-]{43}$/);
    const profile = json(await t.app.inject({ url: '/api/user/profile', headers: { cookie: cookieHeader({ skins_session: session }) } })).payload;
    expect(profile).toMatchObject({ steamid: id, email: null, emailVerified: false });

    const second = await start();
    const returnTo2 = second.location.searchParams.get('openid.return_to')!;
    const res2 = await callback(returnTo2, assertion(returnTo2, id), second.cookie);
    expect(res2.headers.location).toBe('http://localhost:3000/account');
    const again = json(await t.app.inject({ url: '/api/user/profile', headers: asBearer(setCookies(res2).skins_session!) })).payload;
    expect(again.id).toBe(profile.id);
    expect(await t.db.select().from(users).where(eq(users.steamid, id))).toHaveLength(1);
  });

  it('SEC-20: when the Steam account has two-factor sign-in on, then the callback starts no session but sends the browser to the code, which signs it in', async () => {
    const id = steamid();
    const first = await start();
    const returnTo = first.location.searchParams.get('openid.return_to')!;
    await callback(returnTo, assertion(returnTo, id), first.cookie);
    const [account] = await t.db.select().from(users).where(eq(users.steamid, id));
    await withTwoFactor(t.db, account!.id);

    const again = await start('/cart');
    const returnTo2 = again.location.searchParams.get('openid.return_to')!;
    const res = await callback(returnTo2, assertion(returnTo2, id), again.cookie);
    expect(res.headers.location).toBe('http://localhost:3000/auth?form=two-factor&redirect=%2Fcart');
    const cookies = setCookies(res);
    expect(cookies.skins_session).toBeUndefined();
    expect(res.cookies.find((c) => c.name === 'skins_2fa')).toMatchObject({ httpOnly: true, path: '/api/login/two-factor' });
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/login/two-factor', headers: { cookie: cookieHeader({ skins_2fa: cookies.skins_2fa! }) }, payload: { code: await totpCode() } });
    expect(signedIn.statusCode).toBe(200);
    expect(json(signedIn).payload.user).toMatchObject({ steamid: id, two_factor_enabled: true });
    expect(setCookies(signedIn).skins_session).toMatch(/^[\w-]{43}$/);
  });

  it('AUTH-19, AUTH_STEAM_FAILED: when the provider does not confirm the answer (a changed identity), then no one is signed in and sign-in shows the failure', async () => {
    const id = steamid();
    const { location, cookie } = await start();
    const returnTo = location.searchParams.get('openid.return_to')!;
    const forged = assertion(returnTo, steamid());
    const claimed = `https://steamcommunity.com/openid/id/${id}`;
    const res = await callback(returnTo, { ...forged, 'openid.claimed_id': claimed, 'openid.identity': claimed }, cookie);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(failedLocation);
    expect(setCookies(res).skins_session).toBeUndefined();
    expect(await t.db.select().from(users).where(eq(users.steamid, id))).toHaveLength(0);
  });

  it('AUTH-19: when return_to, op_endpoint or the signed fields do not match, then it is refused even though the provider would confirm it', async () => {
    const cases: ((returnTo: string) => Record<string, string>)[] = [
      (rt) => assertion(rt.replace('localhost:3000', 'evil.example'), steamid()),
      (rt) => assertion(rt, steamid(), { 'openid.op_endpoint': 'https://evil.example/openid/login' }),
      (rt) => assertion(rt, steamid(), { 'openid.signed': 'signed,op_endpoint,return_to' }),
      (rt) => assertion(rt, steamid(), { 'openid.mode': 'cancel' }),
      (rt) => {
        const claimed = 'https://evil.example/openid/id/76561198000000000';
        return assertion(rt, steamid(), { 'openid.claimed_id': claimed, 'openid.identity': claimed });
      },
    ];
    for (const make of cases) {
      const { location, cookie } = await start();
      const returnTo = location.searchParams.get('openid.return_to')!;
      const res = await callback(returnTo, make(returnTo), cookie);
      expect(res.headers.location).toBe(failedLocation);
      expect(setCookies(res).skins_session).toBeUndefined();
    }
  });

  it('AUTH-19: when the answer comes without the state cookie of the browser that started (login CSRF), then it is refused', async () => {
    const { location } = await start();
    const returnTo = location.searchParams.get('openid.return_to')!;
    const other = await start();
    for (const cookie of [undefined, other.cookie, 'steam_openid=garbage']) {
      const res = await callback(returnTo, assertion(returnTo, steamid()), cookie);
      expect(res.headers.location).toBe(failedLocation);
      expect(setCookies(res).skins_session).toBeUndefined();
    }
  });

  it('AUTH-21: when the redirect is not a path of this site, then the user lands on /account', async () => {
    const { location, cookie } = await start('//evil.example/path');
    const returnTo = location.searchParams.get('openid.return_to')!;
    expect((await callback(returnTo, assertion(returnTo, steamid()), cookie)).headers.location).toBe('http://localhost:3000/account');
  });

  it('JOURNEY-7: while registration is off, then a new steamid is refused with sign-up\'s 403 and no account; a known one still signs in', async () => {
    const known = steamid();
    await t.db.insert(users).values({ steamid: known });
    await writeSetting(t.db, 'is_reg_enabled', false);
    try {
      const fresh = steamid();
      const ctx = { db: t.db, locale: { currency: { code: 'EUR', symbol: '€', value: 1 }, languageId: null }, log: console, mail: { send: async () => {} }, publicUrl: 'http://localhost:3000' } satisfies Ctx;
      const confirmed = { signInUrl: () => endpoint, verify: async () => ({ ok: true as const, steamid: fresh }) };
      const refused = await signInWithSteam(ctx, { openid: confirmed, params: {}, returnTo: '' }).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ status: 403, code: 'AUTH_REGISTRATION_DISABLED', message: 'Registration is currently disabled.' });

      const first = await start('/cart');
      const returnTo = first.location.searchParams.get('openid.return_to')!;
      const res = await callback(returnTo, assertion(returnTo, fresh), first.cookie);
      expect(res.headers.location).toBe(`http://localhost:3000/auth?form=signin&error=${encodeURIComponent('Registration is currently disabled.')}`);
      expect(setCookies(res).skins_session).toBeUndefined();
      expect(await t.db.select().from(users).where(eq(users.steamid, fresh))).toHaveLength(0);

      const again = await start('/cart');
      const returnTo2 = again.location.searchParams.get('openid.return_to')!;
      const signedIn = await callback(returnTo2, assertion(returnTo2, known), again.cookie);
      expect(signedIn.headers.location).toBe('http://localhost:3000/cart');
      expect(setCookies(signedIn).skins_session).toMatch(/^[\w-]{43}$/);
    } finally {
      await writeSetting(t.db, 'is_reg_enabled', true);
    }
  });
});

describe('linking Steam to an account', () => {
  /** The first leg of a link, as the signed-in customer (bearer session) starts it from the sell page. */
  async function startLink(headers: Record<string, string>, redirect = '/account/offers') {
    const res = await t.app.inject({ url: `/api/auth/steam/link?redirect=${encodeURIComponent(redirect)}`, headers });
    expect(res.statusCode, res.body).toBe(302);
    const state = res.cookies.find((c) => c.name === 'steam_openid')!;
    const location = new URL(res.headers.location as string);
    return { returnTo: location.searchParams.get('openid.return_to')!, cookie: `steam_openid=${encodeURIComponent(decodeURIComponent(state.value))}` };
  }
  const linkCallback = (returnTo: string, params: Record<string, string>, headers: Record<string, string>) => {
    const url = new URL(returnTo);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return t.app.inject({ url: url.pathname + url.search, headers });
  };

  it('INV-6: when a customer signed up by email links Steam, then the profile carries the steamid and the browser goes back to the sell page', async () => {
    const user = await insertUser(t.db);
    const headers = asBearer(await sessionFor(t.db, user.id));
    const id = steamid();
    const { returnTo, cookie } = await startLink(headers);
    const res = await linkCallback(returnTo, assertion(returnTo, id), { ...headers, cookie });
    expect(res.headers.location).toBe('http://localhost:3000/account/offers?steam=linked');
    expect(json(await t.app.inject({ url: '/api/user/profile', headers })).payload).toMatchObject({ steamid: id, email: user.email });
  });

  it('INV-6, AUTH_STEAM_TAKEN: when the Steam account belongs to another user, then nothing is linked and the page says why', async () => {
    const id = steamid();
    await insertUser(t.db, { steamid: id });
    const user = await insertUser(t.db);
    const headers = asBearer(await sessionFor(t.db, user.id));
    const { returnTo, cookie } = await startLink(headers);
    const res = await linkCallback(returnTo, assertion(returnTo, id), { ...headers, cookie });
    expect(res.headers.location).toBe(`http://localhost:3000/account/offers?steam_error=${encodeURIComponent('This Steam account is already linked to another account of the shop.')}`);
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]!.steamid).toBeNull();
  });

  it('INV-6: when the provider does not confirm the answer, or no one is signed in, then nothing is linked', async () => {
    const user = await insertUser(t.db);
    const headers = asBearer(await sessionFor(t.db, user.id));
    const { returnTo, cookie } = await startLink(headers);
    const refused = await linkCallback(returnTo, assertion(returnTo, steamid(), { 'openid.identity': 'https://steamcommunity.com/openid/id/76561190000000009' }), { ...headers, cookie });
    expect(refused.headers.location).toBe(`http://localhost:3000/account/offers?steam_error=${encodeURIComponent('Steam sign-in failed. Please try again.')}`);
    expect((await t.app.inject('/api/auth/steam/link')).statusCode).toBe(401);
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]!.steamid).toBeNull();
  });
});
