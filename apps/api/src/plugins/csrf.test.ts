import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { promoCodes } from '../modules/promos/tables.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { cookieHeader, insertUser, signIn } from '../../test/auth-helpers.ts';
import { json } from '../../test/helpers.ts';
import type { FastifyInstance } from 'fastify';

const FOREIGN = 'https://evil.example';
const PUBLIC_URL = 'http://localhost:3000';

/** The app and every route it registered (its route table, not a hand list). */
async function appWithRouteTable(database: Database) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', PUBLIC_URL, RATE_LIMIT_OPERATOR_PER_MINUTE: '100000', RATE_LIMIT_AUTH_PER_MINUTE: '100000', RATE_LIMIT_SIGNIN_PER_ADDRESS_PER_MINUTE: '100000' });
  const app: FastifyInstance = await buildApp({ config, database, logger: false });
  await app.ready();
  return { app, routes: app.routeTable };
}

/** `/api/x/:id` with its parameters filled and its prefix percent-encoded (`/%61pi/x/1`). */
function encoded(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1').replace(/^\/api\//, '/%61pi/');
}

describe('SEC-15: the CSRF and origin checks follow the matched route', () => {
  let database: Database;
  let app: FastifyInstance;
  let routes: FastifyInstance['routeTable'];
  let operator: { session: string; xsrf: string };

  beforeAll(async () => {
    database = await openTestDatabase();
    ({ app, routes } = await appWithRouteTable(database));
    const op = await insertUser(database.db, { role: 'operator', totpEnabledAt: new Date() });
    operator = await signIn(app, op.email!);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const changing = () => routes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.url.startsWith('/api/'));

  it('SEC-15: the route table has the changes this walk is about', () => {
    expect(changing().length).toBeGreaterThan(60);
    expect(changing().some((r) => r.url.startsWith('/api/operator/'))).toBe(true);
  });

  it('SEC-15: every change, reached by a percent-encoded /api prefix with the session cookie, no token and a foreign Origin, is a 403', async () => {
    const answers: string[] = [];
    for (const route of changing()) {
      const res = await app.inject({ method: route.method as 'POST', url: encoded(route.url), headers: { cookie: cookieHeader({ skins_session: operator.session }), origin: FOREIGN }, payload: {} });
      if (res.statusCode !== 403) answers.push(`${route.method} ${route.url}: ${res.statusCode}`);
    }
    expect(answers).toEqual([]);
  });

  it('SEC-15: every change with the cookie and no token, even from no named origin, is refused by the token rule under an encoded prefix', async () => {
    const answers: string[] = [];
    for (const route of changing()) {
      const res = await app.inject({ method: route.method as 'POST', url: encoded(route.url), headers: { cookie: cookieHeader({ skins_session: operator.session }) }, payload: {} });
      const noCsrf = route.url.startsWith('/api/sandbox/') || route.url.includes('/webhook/');
      if (!noCsrf && json(res).message !== 'CSRF token mismatch.') answers.push(`${route.method} ${route.url}: ${res.statusCode} ${json(res).message}`);
    }
    expect(answers).toEqual([]);
  });

  it('SEC-15: a change with the right token but a foreign Origin (or, without one, Referer) changes nothing', async () => {
    const [promo] = await database.db.insert(promoCodes).values({ code: `SEC15${Date.now()}`, discountCents: 500 }).returning();
    const headers = { cookie: cookieHeader({ skins_session: operator.session, 'XSRF-TOKEN': operator.xsrf }), 'x-xsrf-token': operator.xsrf };
    for (const claimed of [{ origin: FOREIGN }, { referer: `${FOREIGN}/page` }, { origin: 'null' }]) {
      const res = await app.inject({ method: 'POST', url: `/api/operator/promo-codes/${promo!.id}/disable`, headers: { ...headers, ...claimed }, payload: {} });
      expect(res.statusCode).toBe(403);
      expect(json(res)).toMatchObject({ code: 'AUTH_FOREIGN_ORIGIN', message: 'This change was sent from another site and was refused.' });
    }
    const [row] = await database.db.select().from(promoCodes).where(eq(promoCodes.id, promo!.id));
    expect(row!.expiresAt).toBeNull();
  });

  it("SEC-15: the shop's own origin, PUBLIC_URL's or the address it was reached at, passes to the token rule", async () => {
    const headers = { cookie: cookieHeader({ skins_session: operator.session, 'XSRF-TOKEN': operator.xsrf }), 'x-xsrf-token': operator.xsrf };
    for (const origin of [PUBLIC_URL, 'http://127.0.0.1:3000']) {
      const res = await app.inject({ method: 'PUT', url: '/api/user/profile', headers: { ...headers, origin, host: '127.0.0.1:3000' }, payload: { name: 'Ops' } });
      expect(res.statusCode).toBe(200);
    }
  });

  it('SEC-15: a foreign origin is refused on a guest sign-in form too, and a bearer client naming no origin is not', async () => {
    const res = await app.inject({ method: 'POST', url: '/%61pi/login', headers: { origin: FOREIGN }, payload: { username: 'a@example.com', password: 'x' } });
    expect(res.statusCode).toBe(403);
    const token = await app.inject({ method: 'POST', url: '/api/auth/token', payload: { username: 'nobody@example.com', password: 'Secret123' } });
    expect(token.statusCode).toBe(422);
  });
});
