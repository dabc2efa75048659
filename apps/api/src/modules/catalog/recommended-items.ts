import { PAGE_SIZE, type Product } from '@skins/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { cached } from './list-cache.ts';
import { i, ITEM_COLUMNS, ITEM_TABLE, itemRowSchema } from './list/columns.ts';
import { shownIds, toProduct } from './product-mapper.ts';

/** GET /items/recommended: the shop's picks, the deepest discounts first (20). */
export async function recommendedItems(ctx: Ctx): Promise<Product[]> {
  const rate = ctx.locale.currency.value;
  return cached(ctx.db, JSON.stringify(['recommended', ctx.locale.currency.code, rate]), async () => {
    const rows = await queryRows(
      ctx.db,
      itemRowSchema,
      sql`SELECT ${ITEM_COLUMNS} FROM ${ITEM_TABLE} WHERE ${i.status} = 'available' ORDER BY ${i.discountPercentage} DESC, ${i.priceCents} DESC LIMIT ${PAGE_SIZE.randomList}`,
    );
    return rows.map((r) => toProduct(r, rate));
  }, shownIds);
}
