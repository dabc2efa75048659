import { errorCatalog, type StaffRole } from '@skins/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asBearer, insertUser, sessionFor, uniqueEmail } from '../../test/auth-helpers.ts';
import { json } from '../../test/helpers.ts';
import { bankDetails, contact, insertOffer, offerState, post, useOffersApp } from '../../test/offer-helpers.ts';
import { errorTextsDe } from '../lib/error-texts-de.ts';
import { errorTextsPl } from '../lib/error-texts-pl.ts';
import { supportMessages } from '../modules/support/tables.ts';
import { OWNER_ONLY, staffRolesFor, staffRoleTable } from './staff-roles.ts';

const s = useOffersApp();

/** A staff member with two-factor on and a bearer session (no CSRF pair needed). */
async function staff(staffRole: StaffRole) {
  const user = await insertUser(s.t.db, { role: 'operator', staffRole });
  return { id: user.id, email: user.email!, headers: asBearer(await sessionFor(s.t.db, user.id)) };
}

const operatorRoutes = () => s.t.app.routeTable.filter((r) => r.url.startsWith('/api/operator/') && r.method !== 'HEAD');
/** A route's URL with its parameters filled. */
const filled = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');
const call = (method: string, url: string, headers: Record<string, string>) => s.t.app.inject({ method: method as 'GET', url: filled(url), headers, ...(method === 'GET' ? {} : { payload: {} }) });

const isPayoutRoute = (url: string) => /^\/api\/operator\/payout/.test(url);
const isSupportRoute = (url: string) => url.startsWith('/api/operator/support');

describe('OPS-1: the back office is one scope', () => {
  it('OPS-1: walking the route table, every /api/operator route answers a guest 401 and a customer 403 AUTH_OPERATOR_ONLY, never stored by a cache, and changes nothing', async () => {
    const customer = await insertUser(s.t.db);
    const headers = asBearer(await sessionFor(s.t.db, customer.id));
    const offer = await insertOffer(s.t.db, customer.id, 'pending');
    const routes = operatorRoutes();
    expect(routes.length).toBeGreaterThan(70);
    const answers = await Promise.all(
      routes.flatMap((r) => [
        call(r.method, r.url.replace(':id', String(offer.id)), {}).then((res) => ({ who: 'guest', route: `${r.method} ${r.url}`, res })),
        call(r.method, r.url.replace(':id', String(offer.id)), headers).then((res) => ({ who: 'customer', route: `${r.method} ${r.url}`, res })),
      ]),
    );
    const wrong = answers.filter(({ who, res }) => (who === 'guest' ? res.statusCode !== 401 : res.statusCode !== 403 || json(res).code !== 'AUTH_OPERATOR_ONLY') || res.headers['cache-control'] !== 'no-store');
    expect(wrong.map(({ who, route, res }) => `${who} ${route}: ${res.statusCode} ${res.headers['cache-control']}`)).toEqual([]);
    expect((await offerState(s.t.db, offer.id)).offer?.status).toBe('pending');
  });
});

describe('STAFF-2: every back-office route has its roles in one table', () => {
  it('STAFF-2: the walk of the route table sees the back office, and every /api/operator route resolves to a role set that includes the owner', () => {
    const routes = operatorRoutes();
    expect(routes.length).toBeGreaterThan(70);
    expect(routes.filter(({ method, url }) => !staffRolesFor(method, url).includes('owner')).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('STAFF-2: every row of the table names a route that exists (no stale or misspelt pattern silently left owner-only)', () => {
    const registered = new Set(operatorRoutes().map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(staffRoleTable).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('STAFF-2: support is refused on every payouts route and finance on every support route, by the table', () => {
    const routes = operatorRoutes();
    expect(routes.filter((r) => isPayoutRoute(r.url)).length).toBeGreaterThanOrEqual(8);
    expect(routes.filter((r) => isSupportRoute(r.url)).length).toBeGreaterThanOrEqual(4);
    expect(routes.filter((r) => isPayoutRoute(r.url) && staffRolesFor(r.method, r.url).includes('support')).map((r) => r.url)).toEqual([]);
    expect(routes.filter((r) => isSupportRoute(r.url) && staffRolesFor(r.method, r.url).includes('finance')).map((r) => r.url)).toEqual([]);
  });

  it('STAFF-2: a route not in the table is the owner\'s alone (fail closed); HEAD is its GET', () => {
    expect(staffRolesFor('POST', '/api/operator/not-a-route')).toEqual(OWNER_ONLY);
    expect(staffRolesFor('GET', '/api/operator/staff')).toEqual(OWNER_ONLY);
    expect(staffRolesFor('HEAD', '/api/operator/dashboard')).toEqual(staffRolesFor('GET', '/api/operator/dashboard'));
    expect(staffRolesFor('GET', '/api/operator/dashboard')).toEqual(['owner', 'support', 'finance']);
  });

  it('STAFF-2: called by support, every payouts route and every owner-only route answers 403 STAFF_ROLE_FORBIDDEN; by finance, every support route and every owner-only route', async () => {
    const support = await staff('support');
    const finance = await staff('finance');
    const ownerOnly = (r: { method: string; url: string }) => staffRolesFor(r.method, r.url) === OWNER_ONLY;
    const walks = [
      { who: support, routes: operatorRoutes().filter((r) => isPayoutRoute(r.url) || ownerOnly(r)) },
      { who: finance, routes: operatorRoutes().filter((r) => isSupportRoute(r.url) || ownerOnly(r)) },
    ];
    const answers: string[] = [];
    for (const { who, routes } of walks) {
      for (const route of routes) {
        const res = await call(route.method, route.url, who.headers);
        if (res.statusCode !== 403 || json(res).code !== 'STAFF_ROLE_FORBIDDEN') answers.push(`${route.method} ${route.url}: ${res.statusCode} ${json(res).code}`);
      }
    }
    expect(answers).toEqual([]);
  });

  it('STAFF-2: the owner reads every back-office list with no role refusal', async () => {
    const owner = await staff('owner');
    const answers: string[] = [];
    for (const route of operatorRoutes().filter((r) => r.method === 'GET')) {
      const res = await call('GET', route.url, owner.headers);
      if (res.statusCode === 403) answers.push(`${route.url}: ${json(res).code}`);
    }
    expect(answers).toEqual([]);
  });
});

describe('STAFF-2: the role check answers', () => {
  it('STAFF-2: support answers a support message (200) and gets 403 STAFF_ROLE_FORBIDDEN on GET /api/operator/payouts; everyone reads the dashboard', async () => {
    const support = await staff('support');
    const [message] = await s.t.db.insert(supportMessages).values({ name: 'Ana', surname: 'Silva', email: uniqueEmail('sender'), topic: 'Order', message: 'Where is my skin?' }).returning();
    const replied = await post(s.t.app, `/api/operator/support/${message!.id}/reply`, support.headers, { message: 'It was sent today.' });
    expect(replied.statusCode).toBe(200);
    const [row] = await s.t.db.select().from(supportMessages).where(eq(supportMessages.id, message!.id));
    expect(row!.answeredBy).toBe(support.id);
    const payouts = await s.t.app.inject({ url: '/api/operator/payouts', headers: support.headers });
    expect([payouts.statusCode, json(payouts)]).toEqual([403, { status: 'error', code: 'STAFF_ROLE_FORBIDDEN', message: 'Your role cannot do this.' }]);
    for (const role of ['owner', 'support', 'finance'] as const) {
      expect((await s.t.app.inject({ url: '/api/operator/dashboard', headers: (await staff(role)).headers })).statusCode).toBe(200);
    }
  });

  it('STAFF-2: finance completes a bank payout but is refused the support messages; support reads orders but may not refund one', async () => {
    const finance = await staff('finance');
    const seller = await insertUser(s.t.db, { steamTradeLink: 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCdEf12' });
    const sellerHeaders = asBearer(await sessionFor(s.t.db, seller.id));
    const offer = await insertOffer(s.t.db, seller.id, 'ready_for_payout');
    expect((await post(s.t.app, '/api/offer/request-payout/sepa-manual', sellerHeaders, { id: offer.id, ...contact, ...bankDetails })).statusCode).toBe(200);
    const payout = (await offerState(s.t.db, offer.id)).payouts[0]!;
    const done = await post(s.t.app, `/api/operator/payouts/${payout.id}/complete`, finance.headers);
    expect(done.statusCode).toBe(200);
    expect((await offerState(s.t.db, offer.id)).payouts[0]!.status).toBe('approved');
    const refused = await s.t.app.inject({ url: '/api/operator/support', headers: finance.headers });
    expect([refused.statusCode, json(refused).code]).toEqual([403, 'STAFF_ROLE_FORBIDDEN']);

    const support = await staff('support');
    expect((await s.t.app.inject({ url: '/api/operator/orders', headers: support.headers })).statusCode).toBe(200);
    expect(json(await post(s.t.app, '/api/operator/orders/1/refund', support.headers, { reason: 'x' })).code).toBe('STAFF_ROLE_FORBIDDEN');
  });

  it('STAFF-2: the owner may do all: payouts, support and the staff list', async () => {
    const owner = await staff('owner');
    for (const url of ['/api/operator/payouts', '/api/operator/support', '/api/operator/staff', '/api/operator/audit', '/api/operator/dashboard']) {
      expect((await s.t.app.inject({ url, headers: owner.headers })).statusCode, url).toBe(200);
    }
  });

  it('STAFF-2: the hook runs the operator check first: a guest gets 401, a customer 403 AUTH_OPERATOR_ONLY, an operator without two-factor 403 AUTH_TWO_FACTOR_SETUP_REQUIRED, on a route of any role', async () => {
    const customer = await insertUser(s.t.db);
    const noTwoFactor = await insertUser(s.t.db, { role: 'operator', staffRole: 'support', twoFactor: false });
    for (const url of ['/api/operator/payouts', '/api/operator/support', '/api/operator/staff']) {
      expect((await s.t.app.inject({ url })).statusCode).toBe(401);
      expect(json(await s.t.app.inject({ url, headers: asBearer(await sessionFor(s.t.db, customer.id)) })).code).toBe('AUTH_OPERATOR_ONLY');
      expect(json(await s.t.app.inject({ url, headers: asBearer(await sessionFor(s.t.db, noTwoFactor.id)) })).code).toBe('AUTH_TWO_FACTOR_SETUP_REQUIRED');
    }
  });

  it('STAFF-2: the refusal has its texts in German (informal) and Polish; raised in onRequest, before the locale is read, it is answered in English like the other guards (I18N-9)', async () => {
    const support = await staff('support');
    const res = await s.t.app.inject({ url: '/api/operator/payouts', headers: support.headers });
    expect([res.statusCode, json(res).message]).toEqual([403, errorCatalog.STAFF_ROLE_FORBIDDEN.message]);
    expect(errorCatalog.STAFF_ROLE_FORBIDDEN).toEqual({ status: 403, message: 'Your role cannot do this.' });
    expect(errorTextsDe.STAFF_ROLE_FORBIDDEN).toBe('Deine Rolle darf das nicht.');
    expect(errorTextsPl.STAFF_ROLE_FORBIDDEN).toBe('Twoja rola nie pozwala na to.');
  });
});
