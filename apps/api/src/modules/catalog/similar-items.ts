import { PAGE_SIZE, type Product } from '@skins/contract';
import type { Ctx } from '../../lib/ctx.ts';
import { cachedInSlot } from './list-cache.ts';
import { randomItems } from './list/random.ts';
import { shownIds } from './product-mapper.ts';

/** How many random products the details' random similar lists are drawn from. */
const RANDOM_SAMPLE = 200;

/**
 * SCALE-25: 20 random available products but `id`, drawn from a sample of RANDOM_SAMPLE random
 * ones cached like a list page (dropped when one of them leaves the shop, else renewed every
 * 10 s): at 1M items each details page costs no query of its own.
 */
export async function randomSimilar(ctx: Ctx, id: number): Promise<Product[]> {
  const key = JSON.stringify(['random-sample', ctx.locale.currency.code, ctx.locale.currency.value]);
  // In the details' list slot (SCALE-22): a slot of its own could wait on every slot's details.
  const sample = await cachedInSlot(ctx.db, key, () => randomItems(ctx, { page: 1, limit: RANDOM_SAMPLE, sort: 'desc', random: true }, null), shownIds);
  const pool = sample.filter((p) => p.id !== id);
  const wanted = Math.min(PAGE_SIZE.randomList, pool.length);
  // A partial Fisher-Yates shuffle: the first `wanted` places get a random pick of the rest.
  for (let k = 0; k < wanted; k++) {
    const j = k + Math.floor(Math.random() * (pool.length - k));
    [pool[k], pool[j]] = [pool[j]!, pool[k]!];
  }
  return pool.slice(0, wanted);
}
