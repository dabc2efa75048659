import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asBearer, AUTH_TEST_ENV, cookieHeader, insertUser, PASSWORD, sessionFor, setCookies } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { requireUser, requireVerifiedEmail } from './auth.ts';
import { isOperatorRoute } from './staff-roles.ts';

/** SEC-17: every route of the app with its own onRequest hooks, recorded by the test itself as each is registered. */
const { registered } = vi.hoisted(() => ({ registered: [] as { method: string; url: string; onRequest: unknown }[] }));
vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof import('fastify')>();
  const fastify = ((options?: Parameters<typeof real.default>[0]) => {
    const app = real.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url, onRequest: route.onRequest });
    });
    return app;
  }) as typeof real.default;
  return { ...real, default: fastify };
});

const GUARDS: unknown[] = [requireUser, requireVerifiedEmail];
/** A route's path with its parameters filled with a dummy. */
const pathOf = (url: string) => url.replace(/:\w+/g, '1').replace(/\*$/, 'x');

let t: TestApp;
let customer: Record<string, string>;
let operator: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp(AUTH_TEST_ENV);
  customer = asBearer(await sessionFor(t.db, (await insertUser(t.db)).id));
  operator = asBearer(await sessionFor(t.db, (await insertUser(t.db, { role: 'operator' })).id));
});
afterAll(() => t.close());

/** The routes behind a session guard or in the back office's scope (OPS-1), found from the route table (no hand list): a new one is checked as it appears. */
function guardedRoutes() {
  const guarded = registered.filter((r) => r.method !== 'HEAD' && (isOperatorRoute(r.url) || [r.onRequest].flat().some((hook) => GUARDS.includes(hook))));
  return { get: guarded.filter((r) => r.method === 'GET'), other: guarded.filter((r) => r.method !== 'GET') };
}

describe('no-store on answers that depend on the session (SEC-17)', () => {
  it('SEC-17: every GET route behind requireUser or requireVerifiedEmail, and every back-office one, answers Cache-Control: no-store, signed in (whatever the status) and to a guest', async () => {
    const { get } = guardedRoutes();
    // The table is the whole app's: profile, orders, payments, the back office...
    expect(get.length).toBeGreaterThan(25);
    expect(get.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/user/profile', '/api/user/sessions', '/api/purchase/history', '/api/operator/payouts']));
    const missing: string[] = [];
    for (const route of get) {
      const url = pathOf(route.url);
      const headers = url.startsWith('/api/operator/') ? operator : customer;
      for (const [who, sent] of [['signed in', headers], ['guest', {}]] as const) {
        const res = await t.app.inject({ method: 'GET', url, headers: sent });
        if (!String(res.headers['cache-control']).includes('no-store')) missing.push(`${who} GET ${url} ${res.statusCode}: ${res.headers['cache-control']}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('SEC-17: every other guarded route answers no-store to a guest (refused before anything runs), and a few answer it signed in', async () => {
    const { other } = guardedRoutes();
    expect(other.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const route of other) {
      const res = await t.app.inject({ method: route.method as 'POST', url: pathOf(route.url), payload: {} });
      if (res.statusCode !== 401 || !String(res.headers['cache-control']).includes('no-store')) missing.push(`${route.method} ${route.url} ${res.statusCode}: ${res.headers['cache-control']}`);
    }
    expect(missing).toEqual([]);
    for (const [method, url, headers] of [
      ['POST', '/api/operator/payouts/99999999/complete', operator],
      ['PUT', '/api/user/profile', customer],
      ['DELETE', '/api/user/sessions/none', customer],
    ] as const) {
      const res = await t.app.inject({ method, url, headers, payload: {} });
      expect(res.headers['cache-control'], `${method} ${url} ${res.statusCode}`).toBe('no-store');
    }
  });

  it('SEC-17: a sign-in (its session cookie) and the session check of a signed-in user answer no-store; a guest\'s catalogue does not', async () => {
    const user = await insertUser(t.db);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: user.email, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const session = setCookies(login);
    const byCookie = await t.app.inject({ url: '/api/is-auth', headers: { cookie: cookieHeader(session) } });
    expect([byCookie.statusCode, byCookie.headers['cache-control']]).toEqual([200, 'no-store']);
    const byBearer = await t.app.inject({ url: '/api/is-auth', headers: customer });
    expect(byBearer.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/items/list', '/api/categories', '/api/healthz']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(String(res.headers['cache-control']), url).not.toContain('no-store');
    }
  });
});
