import { toMinor, type BulkRowResult, type OperatorItemsBulkBody } from '@skins/contract';
import { asc, inArray } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { eachRow, rowDone, rowRefused } from '../../lib/bulk-rows.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { itemsListed } from './listing-hooks.ts';
import { shiftedPrice, writePrices, type PriceChange } from './bulk-price.ts';
import { bumpCatalogVersion } from './list-cache.ts';
import { setItemWithdrawn, type OperatorCtx } from './operator-items.ts';
import { items } from './tables.ts';

/**
 * OPS-181: sets the chosen items' price (euros, whole cents) or moves it by a percentage (OPS-65's
 * rounding), in one transaction: the rows are locked in id order; an unknown item (404) or a sold
 * one (409) is reported not done with its reason and keeps its price, the others are written and
 * audited by writePrices (`item.bulk_price`). WATCH-4: after the commit their watchers are alerted.
 */
async function repriceItems(ctx: OperatorCtx, ids: number[], how: { percent: number } | { price: number }): Promise<BulkRowResult[]> {
  const { results, changed } = await withTransaction(ctx, async (tx) => {
    const rows = await tx
      .select({ id: items.id, status: items.status, priceCents: items.priceCents, oldPriceCents: items.oldPriceCents })
      .from(items)
      .where(inArray(items.id, ids))
      .orderBy(asc(items.id))
      .for('no key update');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const changes: PriceChange[] = [];
    const results = ids.map((id) => {
      const row = byId.get(id);
      if (!row) return rowRefused(id, new AppError('OPS_ITEM_NOT_FOUND'));
      if (row.status === 'sold') return rowRefused(id, new AppError('OPS_ITEM_SOLD'));
      const priceCents = 'price' in how ? toMinor(how.price) : shiftedPrice(row.priceCents, how.percent);
      changes.push({ id, before: row.priceCents, priceCents, oldPriceCents: row.oldPriceCents });
      return rowDone(id);
    });
    await writePrices(tx, ctx.userId, changes, how);
    if (changes.length > 0) await bumpCatalogVersion(tx);
    return { results, changed: changes.map((c) => c.id) };
  });
  if (changed.length > 0) await itemsListed(ctx, changed);
  return results;
}

/**
 * OPS-180, OPS-181: POST /operator/items/bulk. Withdraw runs the single withdraw (OPS-63) on each
 * item in its own transaction, audited as one (`item.withdraw`): a sold or reserved item is not done
 * with that action's reason, the others are withdrawn. Reprice: repriceItems.
 */
export async function bulkItems(ctx: OperatorCtx, body: OperatorItemsBulkBody): Promise<BulkRowResult[]> {
  if (body.action === 'withdraw') {
    return eachRow(ctx.log, body.ids, async (id) => {
      await setItemWithdrawn(ctx, id, true);
    });
  }
  return repriceItems(ctx, body.ids, body.price === undefined ? { percent: body.percent! } : { price: body.price });
}
