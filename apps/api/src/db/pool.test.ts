import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { copyTemplateDatabase, testDbKind } from '../../test/test-database.ts';
import { openDatabase, POOL_IDLE_MS, queryRows, type Database } from './client.ts';

describe.skipIf(testDbKind !== 'postgres')('the PostgreSQL pool', () => {
  let copy: Awaited<ReturnType<typeof copyTemplateDatabase>>;
  let database: Database;
  beforeAll(async () => {
    copy = await copyTemplateDatabase();
  });
  afterAll(async () => {
    await database?.close();
    await copy.drop();
  });
  const backend = async () => (await queryRows(database.db, z.object({ pid: z.number().int() }), sql`SELECT pg_backend_pid() AS pid`))[0]!.pid;

  it('SCALE-38: a connection idle for a minute is kept (its plans and prepared statements with it), and closed after five minutes idle', async () => {
    // Only the pool's idle timers are faked: the sockets' I/O runs as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      database = await openDatabase({ kind: 'postgres', url: copy.url, poolSize: 1 });
      const first = await backend();
      vi.advanceTimersByTime(60_000);
      expect(await backend()).toBe(first);
      vi.advanceTimersByTime(POOL_IDLE_MS);
      expect(await backend()).not.toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });
});
