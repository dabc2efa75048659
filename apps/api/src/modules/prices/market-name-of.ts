import { itemMarketName, type ItemRow } from '../catalog/index.ts';

/**
 * PRICE-1: the one place the server names an item's market: sales, price history and alerts group
 * by it, the same name the catalogue answers as market_name (SKIN-4).
 */
export function marketNameOf(row: Pick<ItemRow, 'title' | 'exteriorName' | 'stattrak' | 'souvenir'>): string {
  return itemMarketName({ title: row.title, exterior_name: row.exteriorName, stattrak: row.stattrak, souvenir: row.souvenir });
}
