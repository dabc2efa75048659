import { marketName } from '@skins/contract';
import type { ItemRow } from '../catalog/index.ts';

/**
 * PRICE-1: the one place the server names an item's market: sales, price history and alerts group
 * by it. The item flags (StatTrak, Souvenir) join here when the items carry them.
 */
export function marketNameOf(row: Pick<ItemRow, 'title' | 'exteriorName'>): string {
  return marketName({ title: row.title, exterior_name: row.exteriorName });
}
