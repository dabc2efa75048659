import { createServer } from 'node:net';
import { asc, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import type { FastifyInstance } from 'fastify';
import { emailOutbox } from '../src/adapters/mail/tables.ts';
import { buildApp } from '../src/app.ts';
import { DEV_PAYOUT_DETAILS_KEY, loadConfig } from '../src/config.ts';
import { sealText } from '../src/lib/sealed-text.ts';
import type { Database, DbOrTx } from '../src/db/client.ts';
import { users } from '../src/modules/account/tables.ts';
import { createUser, findUserById, type UserRow } from '../src/modules/account/users.ts';
import { hashPassword } from '../src/modules/account/passwords.ts';
import { createSession } from '../src/modules/account/sessions.ts';
import { json } from './helpers.ts';

/** A password that meets the sign-up rules. */
export const PASSWORD = 'Secret123';

/** Auth tests sign in often from one IP: high limits unless a test is about them. */
export const AUTH_TEST_ENV = { RATE_LIMIT_AUTH_PER_MINUTE: '10000', RATE_LIMIT_SIGNIN_PER_ADDRESS_PER_MINUTE: '10000' };

let seq = 0;
export function uniqueEmail(tag = 'user'): string {
  seq += 1;
  return `${tag}-${seq}-${Date.now().toString(36)}@example.com`;
}

const hashes = new Map<string, Promise<string>>();
/** scrypt is slow on purpose: hash each test password once per file. */
function hashOf(password: string): Promise<string> {
  let h = hashes.get(password);
  if (!h) hashes.set(password, (h = hashPassword(password)));
  return h;
}

/** SEC-20: the authenticator secret of test accounts with two-factor sign-in on (withTwoFactor). */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** SEC-20: turns two-factor sign-in on for a user, with TEST_TOTP_SECRET (sealed with the development key, bound to the row). */
export async function withTwoFactor(db: DbOrTx, userId: number): Promise<void> {
  const totpSecretSealed = sealText(Buffer.from(DEV_PAYOUT_DETAILS_KEY, 'hex'), TEST_TOTP_SECRET, { table: 'users', id: userId });
  await db.update(users).set({ totpSecretSealed, totpEnabledAt: new Date(), totpLastStep: null }).where(eq(users.id, userId));
}

/** SEC-20: the app's code of TEST_TOTP_SECRET now. */
export function totpCode(): Promise<string> {
  return generate({ secret: TEST_TOTP_SECRET });
}

/**
 * A verified customer with PASSWORD unless overridden. SEC-24: an operator has two-factor sign-in
 * on (TEST_TOTP_SECRET, which signIn answers), as the back office requires, unless `twoFactor: false`.
 */
export async function insertUser(db: DbOrTx, overrides: Partial<typeof users.$inferInsert> & { password?: string; twoFactor?: boolean } = {}): Promise<UserRow> {
  const { password = PASSWORD, twoFactor = overrides.role === 'operator', ...rest } = overrides;
  // STAFF-1: an operator is an owner unless the test names another staff role.
  const staffRole = rest.role === 'operator' ? 'owner' : null;
  const user = await createUser(db, { email: uniqueEmail(), name: 'Test', surname: 'User', passwordHash: await hashOf(password), emailVerifiedAt: new Date(), staffRole, ...rest });
  if (!twoFactor) return user;
  await withTwoFactor(db, user.id);
  return (await findUserById(db, user.id))!;
}

/** An API client's session (as POST /auth/token issues) for any user, e.g. a Steam-only account: its bearer token. */
export async function sessionFor(db: DbOrTx, userId: number): Promise<string> {
  return (await createSession(db, { userId, kind: 'api', lifetime: { ttlMs: 60 * 60 * 1000, absoluteMs: 60 * 60 * 1000 } })).token;
}

/** The cookies a reply sets, name -> value (a cleared cookie has value ''). */
export function setCookies(res: { cookies: { name: string; value: string }[] }): Record<string, string> {
  return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
}

export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

export interface SignedIn {
  /** The session id of the cookie: tests may present it as a bearer to skip the CSRF pair. */
  token: string;
  session: string;
  xsrf: string;
  userId: number;
}

/**
 * Signs in through POST /api/login, sent without cookies (so no CSRF pair needed); returns the
 * cookies it sets. SEC-20: an account with two-factor on answers the challenge with TEST_TOTP_SECRET's
 * code (its last accepted step forgotten first, so that sign-ins within one 30 s step all pass).
 */
export async function signIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<SignedIn> {
  let res = await app.inject({ method: 'POST', url: '/api/login', payload: { username: email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const first = json(res);
  if (first.payload?.two_factor_required) {
    await app.db.update(users).set({ totpLastStep: null }).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    res = await app.inject({ method: 'POST', url: '/api/login/two-factor', payload: { challenge: first.payload.challenge, code: await totpCode() } });
    if (res.statusCode !== 200) throw new Error(`two-factor sign-in failed: ${res.statusCode} ${res.body}`);
  }
  const cookies = setCookies(res);
  const body = json(res);
  return { token: cookies.skins_session!, session: cookies.skins_session!, xsrf: cookies['XSRF-TOKEN']!, userId: body.payload.user.id };
}

/** Headers of a browser request with the session cookie and the matching CSRF header. */
export function asBrowser(s: Pick<SignedIn, 'session' | 'xsrf'>): Record<string, string> {
  return { cookie: cookieHeader({ skins_session: s.session, 'XSRF-TOKEN': s.xsrf }), 'x-xsrf-token': s.xsrf, origin: 'http://localhost:3000' };
}

export function asBearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** Mail sent to an address through the outbox, oldest first. */
export async function mailTo(db: DbOrTx, to: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(asc(emailOutbox.id));
}

/** The first link of a mail's text. */
export function linkIn(text: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in: ${text}`);
  return link;
}

/** A second app on the same database with other settings (e.g. low rate limits); close() leaves the database open. */
export async function appWithEnv(database: Database, env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...env });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return app;
}

/** A free local port with nothing listening on it: SMTP_URL at it is a mail server that refuses (a send fails). */
export function closedPort(): Promise<number> {
  return new Promise((ok) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => ok(typeof address === 'object' && address ? address.port : 1));
    });
  });
}
