import { BULK_PRICE_MAX_ITEMS, convertCents, percentOf, type OperatorBulkPriceBody } from '@skins/contract';
import { and, asc, inArray, ne, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../db/client.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/index.ts';
import { itemsListed } from './listing-hooks.ts';
import { bumpCatalogVersion } from './list-cache.ts';
import { discountPercentage, itemFilterWhere, type OperatorCtx } from './operator-items.ts';
import { items } from './tables.ts';

/** OPS-65: a price moved by `percent`, rounded to the cent, never below 1 cent. */
export function shiftedPrice(priceCents: number, percent: number): number {
  return Math.max(1, Math.round(percentOf(priceCents, 100 + percent)));
}

/** One item's new price, with what it was (and its old price, which sets the sale percentage). */
export interface PriceChange {
  id: number;
  before: number;
  priceCents: number;
  oldPriceCents: number | null;
}

/**
 * OPS-65, OPS-181: writes the new prices of locked unsold items in one statement (their sale
 * percentage follows the old price) and audits each (`item.bulk_price`, its price before and after
 * and how it was set: `percent` or `price`), inside the caller's transaction. The caller drops the
 * list cache and alerts the watchers after the commit (WATCH-4).
 */
export async function writePrices(tx: Tx, actorId: number, changes: PriceChange[], how: { percent: number } | { price: number }): Promise<void> {
  if (changes.length === 0) return;
  const values = sql.join(
    changes.map((c) => sql`(${c.id}::int, ${c.priceCents}::int, ${discountPercentage(c.priceCents, c.oldPriceCents)}::int)`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE ${items} SET price_cents = v.price, discount_percentage = v.discount FROM (VALUES ${values}) AS v(id, price, discount) WHERE ${items.id} = v.id`);
  for (const c of changes) {
    await recordAudit(tx, {
      actorId,
      action: 'item.bulk_price',
      target: { type: 'item', id: c.id },
      before: { price: convertCents(c.before, 1) },
      after: { price: convertCents(c.priceCents, 1), ...how },
    });
  }
}

/**
 * OPS-65: changes the price of the chosen items (or of the items a filter matches, at most
 * BULK_PRICE_MAX_ITEMS) by a percentage, in one transaction: the unsold ones among them are
 * locked in id order, repriced in one statement (their sale percentage follows), each audited
 * with its price before and after, and the list cache dropped. Sold items keep their price.
 * WATCH-4: after the commit, watchers whose alert the new prices meet are mailed.
 */
export async function bulkChangePrice(ctx: OperatorCtx, body: OperatorBulkPriceBody): Promise<{ changed: number; ids: number[] }> {
  const result = await withTransaction(ctx, async (tx) => {
    const chosen = body.ids ? inArray(items.id, body.ids) : itemFilterWhere(body.filter ?? {});
    const rows = await tx
      .select({ id: items.id, priceCents: items.priceCents, oldPriceCents: items.oldPriceCents })
      .from(items)
      .where(and(chosen, ne(items.status, 'sold')))
      .orderBy(asc(items.id))
      .limit(BULK_PRICE_MAX_ITEMS + 1)
      .for('no key update');
    if (rows.length > BULK_PRICE_MAX_ITEMS) throw new AppError('OPS_BULK_TOO_MANY');
    if (rows.length === 0) return { changed: 0, ids: [] };
    const changes = rows.map((r) => ({ id: r.id, before: r.priceCents, priceCents: shiftedPrice(r.priceCents, body.percent), oldPriceCents: r.oldPriceCents }));
    await writePrices(tx, ctx.userId, changes, { percent: body.percent });
    await bumpCatalogVersion(tx);
    return { changed: changes.length, ids: changes.map((c) => c.id) };
  });
  await itemsListed(ctx, result.ids);
  return result;
}
