import { itemsListQuerySchema } from '@skins/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../src/db/client.ts';
import { computationsSettled } from '../src/modules/catalog/list-cache.ts';
import type { TestApp } from './helpers.ts';

/** A list query string as the API parses it. */
export const listQuery = (query: string) => itemsListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));

/** The plan tests' catalogue, vacuumed so that the planner may read its indexes alone. */
export async function seedPlanItems(db: TestApp['db']): Promise<void> {
  // 100,000 items: 500 skin names (200 items each), 5 types, 4 qualities, 5 exteriors, prices
  // spread; a tenth Souvenir and a fifth StatTrak, a twentieth heroes, an eighth with stickers,
  // a tenth in the rifles subcategory.
  await db.execute(sql`INSERT INTO items (category_id, subcategory_id, title, type, quality, exterior_name, item_class, hero, stattrak, souvenir,
      stickers, float_value, paint_seed, price_cents, img_url)
    SELECT (SELECT id FROM categories WHERE parent_id IS NULL ORDER BY position, id LIMIT 1),
      CASE WHEN g % 10 = 4 THEN (SELECT id FROM categories WHERE parent_id IS NOT NULL AND url = 'rifles') END,
      'Gen' || (g % 7) || ' | Skin' || (g % 500) || ' (Field-Tested)', 'Gen ' || (g % 5), 'Grade ' || (g % 4),
      (ARRAY['Factory New', 'Minimal Wear', 'Field-Tested', 'Well-Worn', 'Battle-Scarred'])[1 + (g / 3) % 5],
      CASE g % 10 WHEN 0 THEN 'Souvenir' WHEN 1 THEN 'StatTrak™' WHEN 2 THEN 'StatTrak™' ELSE 'Normal' END,
      CASE WHEN g % 20 = 3 THEN 'Plan Hero' END, g % 10 IN (1, 2), g % 10 = 0,
      CASE WHEN g % 8 = 5 THEN '[{"name":"Plan Sticker","slot":0,"wear":0}]'::jsonb ELSE '[]'::jsonb END,
      ((g * 37) % 1000) / 1000.0, g % 1001, (g * 7919) % 100000, 'gen/' || g || '.png'
    FROM generate_series(1, 100000) g`);
  // VACUUM marks a page all-visible only when no snapshot open in the database could miss its rows:
  // a statement still running then (a background match-set collection of the tests above) left
  // pages unmarked, and the planner read the heap instead of the index alone (a flaky plan test).
  await computationsSettled(db);
  for (let round = 0; round < 5; round++) {
    await db.execute(sql`VACUUM ANALYZE items`);
    await db.execute(sql`VACUUM ANALYZE item_words`);
    const [marked] = await queryRows(
      db,
      z.object({ share: z.number() }),
      sql`SELECT min(relallvisible::float8 / greatest(relpages, 1)) AS share FROM pg_class WHERE relname IN ('items', 'item_words')`,
    );
    if (marked && marked.share > 0.95) break;
    await new Promise((ok) => setTimeout(ok, 500));
  }
}
