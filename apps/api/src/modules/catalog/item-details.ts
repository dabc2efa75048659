import type { Product } from '@skins/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryPrepared, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { cached } from './list-cache.ts';
import { i, ITEM_COLUMNS, ITEM_TABLE, itemRowSchema } from './list/columns.ts';
import { toProduct } from './product-mapper.ts';
import { skinSimilar } from './similar-items.ts';
import { itemSimilar } from './tables.ts';

/** SCALE-64: a row of productWithSimilar: the product (`part` 0) or one of its similar list (`part` 1, at its `position`). */
const productPartRow = itemRowSchema.extend({ part: z.number().int(), position: z.number().int() });

/**
 * SCALE-64: an available product (`part` 0) and the available items of its stored similar list
 * (`part` 1), in the list's order, in one statement: read one after the other, they were two
 * round trips. SCALE-57: prepared, so its plan is kept rather than made for every product.
 */
function productWithSimilar(db: DbOrTx, id: number): Promise<z.output<typeof productPartRow>[]> {
  return queryPrepared(
    db,
    productPartRow,
    sql`SELECT * FROM (SELECT 0 AS part, 0 AS position, ${ITEM_COLUMNS} FROM ${ITEM_TABLE} WHERE ${i.id} = ${id} AND ${i.status} = 'available'
      UNION ALL
      SELECT 1, ${itemSimilar.position}, ${ITEM_COLUMNS} FROM ${itemSimilar} JOIN ${ITEM_TABLE} ON ${i.id} = ${itemSimilar.similarId} WHERE ${itemSimilar.itemId} = ${id} AND ${i.status} = 'available') AS p
      ORDER BY p.part, p.position, p.id`,
  );
}

/**
 * GET /items/{id}: an available product with its stored `similar` list, else (LIST-4) the same skin
 * in its other exteriors, then the same weapon's skins of its rarity (spec §2 Product details, issue 49). Unknown, reserved or sold items are a 404. SCALE-48: cached
 * like a list page, with the ids it shows (the item and its similar ones): a sale of any of them
 * drops it at once; an unknown id is cached as none until the catalogue version moves.
 */
export async function getItem(ctx: Ctx, id: number): Promise<Product> {
  const rate = ctx.locale.currency.value;
  const key = JSON.stringify(['item', ctx.locale.currency.code, rate, id]);
  const product = await cached(
    ctx.db,
    key,
    async () => {
      const [found, ...similarRows] = await productWithSimilar(ctx.db, id);
      if (!found || found.part !== 0) return null;
      const similar = similarRows.length ? similarRows.map((r) => toProduct(r, rate)) : await skinSimilar(ctx.db, found, rate);
      return toProduct(found, rate, similar);
    },
    (p) => (p ? [p.id, ...p.similar.map((s) => s.id)] : []),
  );
  if (!product) throw new AppError('CATALOG_ITEM_NOT_FOUND');
  return product;
}

/** An available product without its similar list (what a page's title and preview need), else null. */
export async function findAvailableItem(ctx: Pick<Ctx, 'db' | 'locale'>, id: number): Promise<Product | null> {
  const [row] = await queryPrepared(ctx.db, itemRowSchema, sql`SELECT ${ITEM_COLUMNS} FROM ${ITEM_TABLE} WHERE ${i.id} = ${id} AND ${i.status} = 'available'`);
  return row ? toProduct(row, ctx.locale.currency.value) : null;
}
