import { floatPercentile, isLowFloat, MAX_SKIN_LISTINGS, type SkinListings } from '@skins/contract';
import { sql } from 'drizzle-orm';
import { queryPrepared } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { cached } from './list-cache.ts';
import { i, ITEM_COLUMNS, ITEM_TABLE, itemRowSchema, type ItemRow } from './list/columns.ts';
import { itemMarketName, skinOfTitle, titlesOfSkin } from './market-names.ts';
import { toProduct } from './product-mapper.ts';

/** LIST-1: lowest float first, listings without a float last, then the cheapest. */
const byFloat = (a: ItemRow, b: ItemRow) => (a.float_value ?? Infinity) - (b.float_value ?? Infinity) || a.price_cents - b.price_cents || a.id - b.id;

/**
 * LIST-1, LIST-3: GET /items/{id}/listings: every available listing of the item's market name (the
 * item included), lowest float first (at most MAX_SKIN_LISTINGS), each with its float's rank among
 * them all and its percentile of the skin's float range. Cached like the details, with the ids it
 * shows; an item not on sale is a 404 as its details are.
 */
export async function skinListings(ctx: Ctx, id: number): Promise<SkinListings> {
  const rate = ctx.locale.currency.value;
  const answer = await cached(
    ctx.db,
    JSON.stringify(['listings', ctx.locale.currency.code, rate, id]),
    async () => {
      const [item] = await queryPrepared(ctx.db, itemRowSchema, sql`SELECT ${ITEM_COLUMNS} FROM ${ITEM_TABLE} WHERE ${i.id} = ${id} AND ${i.status} = 'available'`);
      if (!item) return null;
      const name = itemMarketName(item);
      // The market name's few possible titles, by equality (the title's trigram index takes no array).
      const titles = titlesOfSkin(skinOfTitle(item.title).skin);
      const rows = await queryPrepared(
        ctx.db,
        itemRowSchema,
        sql`SELECT ${ITEM_COLUMNS} FROM ${ITEM_TABLE} WHERE ${i.status} = 'available' AND ${i.type} = ${item.type} AND (${sql.join(
          titles.map((title) => sql`${i.title} = ${title}`),
          sql` OR `,
        )})`,
      );
      const ranked = rows.filter((r) => itemMarketName(r) === name).sort(byFloat);
      const listings = ranked.slice(0, MAX_SKIN_LISTINGS).map((row, k) => ({
        ...pick(toProduct(row, rate)),
        float_rank: row.float_value === null ? null : k + 1,
        float_percentile: floatPercentile(row.float_value, row.exterior_name),
        low_float: isLowFloat(row.float_value, row.exterior_name),
      }));
      return { market_name: name, total: ranked.length, listings };
    },
    (a) => (a ? a.listings.map((l) => l.id) : []),
  );
  if (!answer) throw new AppError('CATALOG_ITEM_NOT_FOUND');
  return answer;
}

/** The product's fields a listing shows. */
function pick({ id, float_value, paint_seed, phase, stickers, charms, price, trade_lock_until }: ReturnType<typeof toProduct>) {
  return { id, float_value, paint_seed, phase, stickers, charms, price, trade_lock_until };
}
