import { describe, expect, it } from 'vitest';
import { createTestApp, json } from '../../test/helpers.ts';

describe('readiness', () => {
  it('SHELL-API-1, COMMON_UNAVAILABLE: while the database does not answer, readyz is a 503 in the envelope and healthz still answers', async () => {
    const t = await createTestApp();
    // The outage: the app's database goes away under it (the app did not open it, so it does not close it again).
    await t.database.close();
    try {
      const ready = await t.app.inject('/api/readyz');
      expect(ready.statusCode).toBe(503);
      expect(json(ready)).toEqual({ status: 'error', code: 'COMMON_UNAVAILABLE', message: 'The database is not reachable.' });
      expect((await t.app.inject('/api/healthz')).statusCode).toBe(200);
    } finally {
      await t.app.close();
    }
  });
});
