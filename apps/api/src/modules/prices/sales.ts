import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { findItemsByIds } from '../catalog/index.ts';
import { marketNameOf } from './market-name-of.ts';
import { sales } from './tables.ts';

/** A line of a sale: the item and the price in euro cents it was sold at (and its market name when the caller read it already). */
export interface SoldLine {
  itemId: number;
  priceCents: number;
  marketName?: string;
}

/**
 * PRICE-1: records the sold items under their market names, in the transaction that sells them.
 * Only lines without a market name read their items (issue 20: a checkout has them from the cart).
 */
export async function recordSales(tx: DbOrTx, lines: readonly SoldLine[], soldAt: Date): Promise<void> {
  const insert = await salesInsert(tx, lines, soldAt);
  if (insert) await tx.execute(insert);
}

/**
 * PRICE-1, issue 20: the insert of `recordSales`, not run, so that a caller may run it in one
 * statement with its own rows (a data-modifying CTE); null when there is nothing to record.
 */
export async function salesInsert(tx: DbOrTx, lines: readonly SoldLine[], soldAt: Date): Promise<SQL | null> {
  if (lines.length === 0) return null;
  const unnamed = lines.filter((l) => l.marketName === undefined).map((l) => l.itemId);
  const names = new Map((await findItemsByIds(tx, unnamed)).map((r) => [r.id, marketNameOf(r)]));
  const values = lines.flatMap((l) => {
    const marketName = l.marketName ?? names.get(l.itemId);
    return marketName === undefined ? [] : [{ marketName, itemId: l.itemId, priceCents: l.priceCents, soldAt }];
  });
  return values.length ? tx.insert(sales).values(values).getSQL() : null;
}
