import { asc } from 'drizzle-orm';
import { itemSimilar, items } from '../schema.ts';
import type { DbOrTx } from '../client.ts';
import { intBetween, mulberry32, pick } from './random.ts';

const SIMILAR_SEED = 0x51_3117;

/**
 * The product's `similar` list (spec §3) for about a third of the items: 4 to 8 other items of
 * the same type, in order. Meant for the small demo seed; big top-ups leave it to the fallback
 * (20 random products of the category, spec §2 Product details). Returns the rows inserted.
 */
export async function seedSimilarItems(db: DbOrTx): Promise<number> {
  const rng = mulberry32(SIMILAR_SEED);
  const rows = await db.select({ id: items.id, type: items.type }).from(items).orderBy(asc(items.id));
  const idsByType = new Map<string, number[]>();
  for (const row of rows) idsByType.set(row.type, [...(idsByType.get(row.type) ?? []), row.id]);

  const links: { itemId: number; similarId: number; position: number }[] = [];
  for (const row of rows) {
    const sameType = idsByType.get(row.type) ?? [];
    const wanted = intBetween(rng, 4, 8);
    if (rng() >= 1 / 3 || sameType.length <= wanted) continue;
    const chosen = new Set<number>();
    while (chosen.size < wanted) {
      const id = pick(rng, sameType);
      if (id !== row.id) chosen.add(id);
    }
    [...chosen].forEach((similarId, position) => links.push({ itemId: row.id, similarId, position }));
  }
  for (let from = 0; from < links.length; from += 5_000) await db.insert(itemSimilar).values(links.slice(from, from + 5_000));
  return links.length;
}
