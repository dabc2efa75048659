import { createServer } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailOutbox } from '../src/adapters/mail/tables.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database, DbOrTx } from '../src/db/client.ts';
import { users } from '../src/modules/account/tables.ts';
import { createUser, type UserRow } from '../src/modules/account/users.ts';
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

/** A verified customer with PASSWORD unless overridden. */
export async function insertUser(db: DbOrTx, overrides: Partial<typeof users.$inferInsert> & { password?: string } = {}): Promise<UserRow> {
  const { password = PASSWORD, ...rest } = overrides;
  return createUser(db, { email: uniqueEmail(), name: 'Test', surname: 'User', passwordHash: await hashOf(password), emailVerifiedAt: new Date(), ...rest });
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

/** Signs in through POST /api/login, sent without cookies (so no CSRF pair needed); returns the cookies it sets. */
export async function signIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<SignedIn> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username: email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
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
