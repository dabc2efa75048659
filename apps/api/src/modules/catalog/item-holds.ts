import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryPrepared, type DbOrTx } from '../../db/client.ts';
import { facetDeltaRows, shiftFacetCounts } from './facet-counts.ts';
import { bumpCatalogVersion, itemsLeftShop } from './list-cache.ts';
import { items, type ItemStatus } from './tables.ts';

/** A taken item's id; built once (a zod schema built per call costs every purchase its set-up, issue 20). */
const idRow = z.object({ id: z.number().int() });

/**
 * PAY-3: takes items out of the shop, all or none: locks the still-available ones in id order
 * (so two overlapping checkouts cannot deadlock) and moves them to `to`. Answers the ids it took;
 * the caller rolls back when one is missing. Takes them off the facet counts (CAT-44) in the same
 * statement, and out of the cached pages that show them (SCALE-20: the other pages stay). The
 * caller's `alongside` writes (an order's lines, sales and cart removal) run in that statement too
 * (issue 20: one round trip); they see the items as before it, and roll back with the rest when one is missing.
 * PROTECT-7: an item held from sale by Steam's trade protection is not taken.
 */
export async function takeItems(tx: DbOrTx, ids: number[], to: 'sold' | 'reserved', reservedUntil: Date | null, alongside: readonly SQL[] = []): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  // The update and the facet delta rows of the items it took (CAT-44) in one statement, prepared
  // (SCALE-45: a text per number of items and of alongside writes, in the purchases' budget, SCALE-49).
  const rows = await queryPrepared(
    tx,
    idRow,
    sql`WITH taken AS (UPDATE items SET status = ${to}, reserved_until = ${reservedUntil ? reservedUntil.toISOString() : null}::timestamptz
        WHERE id IN (SELECT id FROM items WHERE id IN (${list}) AND status = 'available' AND (sale_held_until IS NULL OR sale_held_until <= now()) ORDER BY id FOR NO KEY UPDATE)
        RETURNING items.*),
      deltas AS (${facetDeltaRows(-1, sql`taken i`)})${sql.join(alongside.map((write, i) => sql`, ${sql.raw(`alongside_${i}`)} AS (${write})`))}
      SELECT id FROM taken`,
    'purchases',
  );
  const taken = rows.map((r) => r.id);
  itemsLeftShop(taken);
  return new Set(taken);
}

/** A paid order's reserved items become sold (only those still reserved); lists never showed them (SCALE-20). */
export async function sellReserved(tx: DbOrTx, ids: number[]): Promise<void> {
  await moveItems(tx, ids, 'sold', 'reserved');
}

/**
 * STATE-1: with takeItems above, the one way an item changes state (no other file writes
 * `items.status`): the items of `ids` still in `from` move to `to` (out of a hold: no reservation
 * left). Answers the ids that moved.
 */
export async function moveItems(tx: DbOrTx, ids: number[], to: ItemStatus, from: ItemStatus): Promise<number[]> {
  if (ids.length === 0) return [];
  const moved = await tx
    .update(items)
    .set({ status: to, reservedUntil: null })
    .where(and(inArray(items.id, ids), eq(items.status, from)))
    .returning({ id: items.id });
  return moved.map((r) => r.id);
}

/** PAY-12: a failed or expired order's reserved items return to the shop (and to the facet counts, CAT-44). */
export async function releaseReserved(tx: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await shiftFacetCounts(tx, await moveItems(tx, ids, 'available', 'reserved'), 1);
  await bumpCatalogVersion(tx);
}

/**
 * DISPUTE-5: the sold items of a reversed delivery come back to the shop (and to the facet counts,
 * CAT-44), trade locked at least until `lockedUntil` (a trade reversed under Steam's Trade
 * Protection leaves the item untradable for a while). Answers the ids that came back.
 */
export async function relistSold(tx: DbOrTx, ids: number[], lockedUntil: Date): Promise<number[]> {
  const back = await moveItems(tx, ids, 'available', 'sold');
  if (back.length === 0) return back;
  await tx
    .update(items)
    .set({ tradeLockUntil: sql`GREATEST(${items.tradeLockUntil}, ${lockedUntil.toISOString()}::timestamptz)` })
    .where(inArray(items.id, back));
  await shiftFacetCounts(tx, back, 1);
  await bumpCatalogVersion(tx);
  return back;
}
