import { asc, eq } from 'drizzle-orm';
import { items, packItems, packs } from '../schema.ts';
import type { DbOrTx } from '../client.ts';
import { intBetween, mulberry32 } from './random.ts';

const PACKS_SEED = 0x9a_c5;

/** The demo packs (issue 7): a title, a description and the share of its skins' total it costs. */
const demoPacks = [
  { title: 'Starter Pack', description: 'A few solid everyday skins to start your inventory.', share: 0.85 },
  { title: 'Rifleman Bundle', description: 'Skins for the players who live on the long range.', share: 0.8 },
  { title: 'Collector Set', description: 'A small set of sought-after finishes, cheaper together.', share: 0.88 },
  { title: 'Weekend Warrior', description: 'Everything for a weekend of matches, at one price.', share: 0.82 },
  { title: 'Sticker Stack', description: 'Mixed skins and stickers to dress up your loadout.', share: 0.85 },
  { title: 'Mystery Mix', description: 'A hand-picked mix from across the catalogue.', share: 0.78 },
] as const;

/**
 * PACK-7: seeds the demo packs from the seeded catalogue: 3 to 5 distinct available items each,
 * taken from the cheaper half of the catalogue (the top of the default price-desc list stays for
 * single sales), priced below the sum of their items, pictured by their first item. Deterministic.
 */
export async function seedPacks(db: DbOrTx): Promise<void> {
  const pool = await db.select({ id: items.id, priceCents: items.priceCents, imgUrl: items.imgUrl }).from(items).where(eq(items.status, 'available')).orderBy(asc(items.priceCents), asc(items.id));
  const candidates = pool.slice(Math.floor(pool.length * 0.2), Math.floor(pool.length * 0.5));
  const rng = mulberry32(PACKS_SEED);
  const used = new Set<number>();
  for (const spec of demoPacks) {
    const size = Math.min(intBetween(rng, 3, 5), candidates.length - used.size);
    if (size < 3) return;
    const chosen: typeof candidates = [];
    while (chosen.length < size) {
      const at = intBetween(rng, 0, candidates.length - 1);
      if (used.has(at)) continue;
      used.add(at);
      chosen.push(candidates[at]!);
    }
    const total = chosen.reduce((s, i) => s + i.priceCents, 0);
    const [pack] = await db
      .insert(packs)
      .values({ title: spec.title, description: spec.description, imgUrl: chosen[0]!.imgUrl, priceCents: Math.max(1, Math.floor((total * spec.share) / 10) * 10) })
      .returning({ id: packs.id });
    if (!pack) throw new Error('inserting a pack returned nothing');
    await db.insert(packItems).values(chosen.map((i) => ({ packId: pack.id, itemId: i.id })));
  }
}
