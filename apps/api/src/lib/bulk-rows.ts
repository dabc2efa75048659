import { bulkSummary, errorCatalog, type BulkRowResult } from '@skins/contract';
import { AppError } from './app-error.ts';
import type { Ctx } from './ctx.ts';

/** OPS-180, OPS-181, OPS-182, OPS-183, OPS-184: a row done. */
export const rowDone = (id: number): BulkRowResult => ({ id, done: true, code: null, reason: null });

/** OPS-180, OPS-181, OPS-182, OPS-183, OPS-184: a row not done, with the single action's refusal (its code and English text). */
export const rowRefused = (id: number, err: AppError): BulkRowResult => ({ id, done: false, code: err.code, reason: err.message });

/**
 * OPS-180, OPS-181, OPS-182, OPS-183, OPS-184: runs the single action on each row in turn, each in its own transaction (the
 * action's), so one row's refusal leaves the others done. A refusal (AppError) is that row's reason;
 * anything else is logged and reported as COMMON_INTERNAL for that row: the rows done before it stay
 * done and are reported so.
 */
export async function eachRow(log: Ctx['log'], ids: readonly number[], act: (id: number) => Promise<void>): Promise<BulkRowResult[]> {
  const results: BulkRowResult[] = [];
  for (const id of ids) {
    try {
      await act(id);
      results.push(rowDone(id));
    } catch (err) {
      if (err instanceof AppError) results.push(rowRefused(id, err));
      else {
        log.error({ err, id }, 'bulk action failed on a row');
        results.push({ id, done: false, code: 'COMMON_INTERNAL', reason: errorCatalog.COMMON_INTERNAL.message });
      }
    }
  }
  return results;
}

/** The route's answer: '12 done, 1 not done' and each row's outcome. */
export function bulkAnswer(results: BulkRowResult[]) {
  const done = results.filter((r) => r.done).length;
  return { status: 'OK' as const, message: bulkSummary(results), payload: { done, not_done: results.length - done, results } };
}
