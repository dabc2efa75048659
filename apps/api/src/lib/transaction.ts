import type { Tx } from '../db/client.ts';
import type { RootCtx } from './ctx.ts';

/**
 * PAY-25: what PostgreSQL answers a transaction it rolled back to break a conflict with another one:
 * a deadlock (40P01, e.g. one buyer's overlapping checkouts taking the user row and the items in
 * different orders) or a serialization failure (40001). The transaction changed nothing; run anew,
 * it sees the other's outcome (the items sold: a clear 409) instead of the server answering 500.
 */
const CONFLICT_CODES = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

function isConflictRollback(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && CONFLICT_CODES.has(e.code)) return true;
  }
  return false;
}

/**
 * SEAM-2: runs `fn` in one transaction on the root handle: committed when it returns, rolled back
 * when it throws. Taking a RootCtx, it says in the caller's signature that the use case opens its
 * own transaction; the steps inside take the `tx` (or a ctx carrying it) and join it. PAY-25: a
 * transaction PostgreSQL rolled back for a deadlock or a serialization failure runs again, up to
 * three times in all (`fn` does only database work, so running it again is safe).
 */
export async function withTransaction<T>(ctx: Pick<RootCtx, 'db'>, fn: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ctx.db.transaction(fn);
    } catch (err) {
      if (attempt >= ATTEMPTS || !isConflictRollback(err)) throw err;
    }
  }
}
