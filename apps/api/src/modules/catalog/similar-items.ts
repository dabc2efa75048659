import { exteriorRanges, PAGE_SIZE, type Product } from '@skins/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryPrepared, type DbOrTx } from '../../db/client.ts';
import { i, ITEM_COLUMNS, ITEM_TABLE, itemRowSchema, type ItemRow } from './list/columns.ts';
import { itemMarketName, skinOfTitle, titlePatternsOfWeapon, titlesOfSkin } from './market-names.ts';
import { toProduct } from './product-mapper.ts';

/** LIST-4: the available items of the product's type but itself matching `match`, the dearest first. */
function sameType(db: DbOrTx, row: ItemRow, match: SQL, limit: number): Promise<ItemRow[]> {
  return queryPrepared(
    db,
    itemRowSchema,
    sql`SELECT ${ITEM_COLUMNS} FROM ${ITEM_TABLE} WHERE ${i.status} = 'available' AND ${i.type} = ${row.type} AND ${i.id} <> ${row.id} AND (${match})
      ORDER BY ${i.priceCents} DESC, ${i.id} DESC LIMIT ${limit}`,
  );
}

const anyOf = (parts: SQL[]) => sql.join(parts, sql` OR `);
const exteriorOrder = (row: ItemRow) => exteriorRanges.findIndex((r) => r.name === row.exterior_name);

/**
 * LIST-4: a product's similar list when none is stored: the same skin in its other exteriors (and
 * classes), best exterior first, then the same weapon's skins of the same rarity, dearest first;
 * never the product's own market name (its listings are the product page's chooser, LIST-1) and
 * never an item of another type. Each part is one prepared statement; the titles are equalities
 * and prefixes that the title's trigram index and the type's price index answer.
 */
export async function skinSimilar(db: DbOrTx, row: ItemRow, rate: number): Promise<Product[]> {
  const wanted = PAGE_SIZE.randomList;
  const { skin, weapon } = skinOfTitle(row.title);
  const own = itemMarketName(row);
  const [sameSkin, sameWeapon] = await Promise.all([
    sameType(db, row, anyOf(titlesOfSkin(skin).map((title) => sql`${i.title} = ${title}`)), 2 * wanted),
    weapon === null
      ? []
      : sameType(db, row, sql`${i.quality} IS NOT DISTINCT FROM ${row.quality} AND (${anyOf(titlePatternsOfWeapon(weapon).map((p) => sql`${i.title} LIKE ${p}`))})`, 2 * wanted),
  ]);
  const others = (rows: ItemRow[]) => rows.filter((r) => itemMarketName(r) !== own);
  const seen = new Set<number>();
  return [...others(sameSkin).sort((a, b) => exteriorOrder(a) - exteriorOrder(b)), ...others(sameWeapon)]
    .filter((r) => !seen.has(r.id) && seen.add(r.id))
    .slice(0, wanted)
    .map((r) => toProduct(r, rate));
}
