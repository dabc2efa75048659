import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { shiftFacetCounts } from './facet-counts.ts';
import { markPagesStale } from './list-cache.ts';
import { items } from './tables.ts';

/**
 * PAY-3: takes items out of the shop, all or none: locks the still-available ones in id order
 * (so two overlapping checkouts cannot deadlock) and moves them to `to`. Answers the ids it took;
 * the caller rolls back when one is missing. Takes them off the facet counts (CAT-44) in the same
 * transaction; SCALE-1: their delta rows are the new catalogue version, so no shared row is locked.
 */
export async function takeItems(tx: DbOrTx, ids: number[], to: 'sold' | 'reserved', reservedUntil: Date | null): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await queryRows(
    tx,
    z.object({ id: z.number().int() }),
    sql`UPDATE items SET status = ${to}, reserved_until = ${reservedUntil ? reservedUntil.toISOString() : null}::timestamptz
        WHERE id IN (SELECT id FROM items WHERE id IN (${list}) AND status = 'available' ORDER BY id FOR NO KEY UPDATE)
        RETURNING id`,
  );
  const taken = rows.map((r) => r.id);
  await shiftFacetCounts(tx, taken, -1);
  if (taken.length) markPagesStale();
  return new Set(taken);
}

/**
 * A paid order's reserved items become sold (only those still reserved). SCALE-1: no list nor
 * facet shows a reserved item, so the catalogue's version stays.
 */
export async function sellReserved(tx: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(items).set({ status: 'sold', reservedUntil: null }).where(and(inArray(items.id, ids), eq(items.status, 'reserved')));
}

/** PAY-12: a failed or expired order's reserved items return to the shop (and to the facet counts, CAT-44). */
export async function releaseReserved(tx: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const released = await tx
    .update(items)
    .set({ status: 'available', reservedUntil: null })
    .where(and(inArray(items.id, ids), eq(items.status, 'reserved')))
    .returning({ id: items.id });
  await shiftFacetCounts(
    tx,
    released.map((r) => r.id),
    1,
  );
  if (released.length) markPagesStale();
}
