import type { DbOrTx } from '../../db/client.ts';
import { findItemsByIds } from '../catalog/index.ts';
import { marketNameOf } from './market-name-of.ts';
import { sales } from './tables.ts';

/** A line of a sale: the item and the price in euro cents it was sold at. */
export interface SoldLine {
  itemId: number;
  priceCents: number;
}

/** PRICE-1: records the sold items under their market names, in the transaction that sells them. */
export async function recordSales(tx: DbOrTx, lines: readonly SoldLine[], soldAt: Date): Promise<void> {
  if (lines.length === 0) return;
  const rows = new Map((await findItemsByIds(tx, lines.map((l) => l.itemId))).map((r) => [r.id, r]));
  const values = lines.flatMap((l) => {
    const row = rows.get(l.itemId);
    return row ? [{ marketName: marketNameOf(row), itemId: l.itemId, priceCents: l.priceCents, soldAt }] : [];
  });
  if (values.length) await tx.insert(sales).values(values);
}
