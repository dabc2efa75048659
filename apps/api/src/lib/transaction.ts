import type { Tx } from '../db/client.ts';
import type { RootCtx } from './ctx.ts';

/**
 * SEAM-2: runs `fn` in one transaction on the root handle: committed when it returns, rolled back
 * when it throws. Taking a RootCtx, it says in the caller's signature that the use case opens its
 * own transaction; the steps inside take the `tx` (or a ctx carrying it) and join it.
 */
export function withTransaction<T>(ctx: Pick<RootCtx, 'db'>, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.db.transaction(fn);
}
