import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import type { AppError } from '../lib/app-error.ts';
import { cartRemoval } from '../modules/cart/index.ts';
import { takeItems } from '../modules/catalog/index.ts';
import { orderLinesInsert, type OrderLine } from '../modules/checkout/index.ts';
import { salesInsert } from '../modules/prices/index.ts';

/** An order's lines to take: into a sale or a hold (until), the buyer's cart left when it was a cart's checkout. */
export interface LinesToTake {
  orderId: number;
  lines: readonly OrderLine[];
  to: 'sold' | 'reserved';
  until: Date | null;
  onMissing: (line: OrderLine) => AppError;
  /** JOURNEY-3: the buyer whose cart the items leave (a cart's checkout). */
  leaveCartOf?: number;
}

/**
 * PAY-3, issue 48 item 2: takes every line's item or throws `onMissing` for the first one gone (the
 * caller's transaction rolls back), in one statement (issue 20: one round trip) built here, in the
 * flow, naming every write it carries:
 * - catalog: the items leave the shop (takeItems: their status, the facet counts CAT-44, the list cache);
 * - checkout: the order's lines (orderLinesInsert);
 * - prices: the sales of the items sold now (PRICE-1: salesInsert; a hold records none);
 * - cart: a cart checkout's items leave the buyer's cart (cartRemoval).
 * Their foreign keys check the items after the update (at the statement's end), so they do not share-lock the items before it.
 */
export async function takeOrderLines(tx: DbOrTx, take: LinesToTake): Promise<void> {
  if (take.lines.length === 0) return;
  const ids = take.lines.map((l) => l.itemId);
  const writes = [
    orderLinesInsert(tx, take.orderId, take.lines),
    take.to === 'sold' ? await salesInsert(tx, take.lines, new Date()) : null,
    take.leaveCartOf === undefined ? null : cartRemoval(tx, take.leaveCartOf, ids),
  ].filter((w): w is SQL => w !== null);
  const taken = await takeItems(tx, ids, take.to, take.until, writes);
  const missing = take.lines.find((l) => !taken.has(l.itemId));
  if (missing) throw take.onMissing(missing);
}
