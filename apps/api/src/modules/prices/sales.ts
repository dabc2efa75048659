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
  if (lines.length === 0) return;
  const unnamed = lines.filter((l) => l.marketName === undefined).map((l) => l.itemId);
  const names = new Map((await findItemsByIds(tx, unnamed)).map((r) => [r.id, marketNameOf(r)]));
  const values = lines.flatMap((l) => {
    const marketName = l.marketName ?? names.get(l.itemId);
    return marketName === undefined ? [] : [{ marketName, itemId: l.itemId, priceCents: l.priceCents, soldAt }];
  });
  if (values.length) await tx.insert(sales).values(values);
}
