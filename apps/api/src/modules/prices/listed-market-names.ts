import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isItemMarketName } from '../catalog/index.ts';
import { sales } from './tables.ts';

/**
 * SEC-25: whether the shop has ever listed a skin of this market name: one was sold under it (a
 * lookup in the sales' (market_name, sold_at) index, which also keeps a name an item was sold under
 * before its title changed), or an item of the catalogue, sold or not, has it.
 */
export async function isListedMarketName(db: DbOrTx, name: string): Promise<boolean> {
  const sold = await db.select({ id: sales.id }).from(sales).where(eq(sales.marketName, name)).limit(1);
  return sold.length > 0 || isItemMarketName(db, name);
}
