import type { FastifyInstance } from 'fastify';
import { vi } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database, Db } from '../src/db/client.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  close(): Promise<void>;
}

/**
 * The app on its own copy of the seeded test database, for one test file:
 * `const t = await createTestApp()` in beforeAll, `await t.close()` in afterAll.
 */
export async function createTestApp(env: Record<string, string> = {}, logger: BuildOptions['logger'] = false, tradeBot?: BuildOptions['tradeBot']): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', ...env });
  const app = await buildApp({ config, database, logger, ...(tradeBot ? { tradeBot } : {}) });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * What production requires to start (SEC-1 and the other production checks), with test secrets;
 * `overrides` adds or replaces variables (e.g. PAYMENT_PROVIDER for a sandbox demo).
 */
export function productionEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://shop.example',
    MAIL_TRANSPORT: 'outbox',
    PAYMENT_WEBHOOK_SECRET: 'test-production-payment-secret-0123456789abcdef',
    PAYOUT_WEBHOOK_SECRET: 'test-production-payout-secret-0123456789abcdef',
    PAYOUT_DETAILS_KEY: 'cd'.repeat(32),
    ...overrides,
  };
}

/** Parses a JSON reply body. */
export function json<T = any>(res: { body: string }): T {
  return JSON.parse(res.body) as T;
}

/**
 * The statements `run` sends on `db`'s driver, its transactions' included, each with the name it
 * is prepared under (SCALE-34; none when it runs unnamed): every statement (raw, prepared or built,
 * whoever renders it: SCALE-54) reaches the driver's session through prepareQuery, and a
 * transaction's session is of the same class.
 */
export async function namedStatementsSent(db: Db, run: () => Promise<unknown>): Promise<{ sql: string; name: string | undefined }[]> {
  const { session } = db as unknown as { session: object };
  const sessions = Object.getPrototypeOf(session) as { prepareQuery(query: { sql: string }, fields?: unknown, name?: string): unknown };
  const prepare = vi.spyOn(sessions, 'prepareQuery');
  try {
    await run();
    return prepare.mock.calls.map(([query, , name]) => ({ sql: query.sql, name }));
  } finally {
    prepare.mockRestore();
  }
}

/** The texts of the statements `run` sends on `db`'s driver (namedStatementsSent). */
export async function statementsSent(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  return (await namedStatementsSent(db, run)).map((s) => s.sql);
}
