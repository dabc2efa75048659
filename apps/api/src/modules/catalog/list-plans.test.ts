import { itemsListQuerySchema } from '@skins/contract';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { insertItems } from '../../../test/factories.ts';
import { testDbKind } from '../../../test/test-database.ts';
import { listConditions, orderedPageQuery, searchedPageQuery } from './items-query.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertItems(t.db, [
    { title: 'Plan Probe | Quasarline (Field-Tested)', type: 'Plan Probe', priceCents: 700 },
    { title: 'Plan Probe | Quasar Dust 50%', type: 'Plan Probe', priceCents: 500 },
    { title: 'Plan Probe | Nebula', type: 'Plan Probe', priceCents: 300 },
  ]);
});
afterAll(() => t.close());

const titles = async (query: string) =>
  (json(await t.app.inject(`/api/items/list?type=Plan Probe&${query}`)).payload as { title: string }[]).map((p) => p.title);

describe('search', () => {
  it('SCALE-23: each word of the term starts a word of the title, in any order and case; symbols alone, or a fragment that starts no word, are a substring', async () => {
    expect(await titles('search=quasar')).toEqual(['Plan Probe | Quasarline (Field-Tested)', 'Plan Probe | Quasar Dust 50%']);
    expect(await titles('search=DUST qua')).toEqual(['Plan Probe | Quasar Dust 50%']);
    expect(await titles('search=field-test')).toEqual(['Plan Probe | Quasarline (Field-Tested)']);
    expect(await titles('search=uasar')).toEqual(['Plan Probe | Quasarline (Field-Tested)', 'Plan Probe | Quasar Dust 50%']);
    expect(await titles('search=uasarl')).toEqual(['Plan Probe | Quasarline (Field-Tested)']);
    expect(await titles('search=zzqq')).toEqual([]);
    expect(await titles(`search=${encodeURIComponent('%')}`)).toEqual(['Plan Probe | Quasar Dust 50%']);
  });
});

/** The plan of a query, as text. */
async function plan(query: SQL): Promise<string> {
  const rows = (await t.db.execute(sql`EXPLAIN ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
}
const where = (query: string) => listConditions(itemsListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))), 1, null);

describe.skipIf(testDbKind !== 'postgres')('list query plans at 100,000 items (PostgreSQL)', () => {
  beforeAll(async () => {
    // 100,000 items: 500 skin names (200 items each), 5 types, 4 qualities, prices spread.
    await t.db.execute(sql`INSERT INTO items (category_id, title, type, quality, exterior_name, item_class, price_cents, img_url)
      SELECT (SELECT id FROM categories WHERE parent_id IS NULL ORDER BY position, id LIMIT 1),
        'Gen' || (g % 7) || ' | Skin' || (g % 500) || ' (Field-Tested)', 'Gen ' || (g % 5), 'Grade ' || (g % 4),
        'Field-Tested', 'Normal', (g * 7919) % 100000, 'gen/' || g || '.png'
      FROM generate_series(1, 100000) g`);
    await t.db.execute(sql`VACUUM ANALYZE items`);
  }, 60_000);

  it('SCALE-23: a selective search finds its matches through items_search, whatever the sort and price bounds', async () => {
    for (const query of ['search=skin123', 'search=skin123&sort=asc&price_till=500', 'search=gen3 skin77&price_from=10&page=3']) {
      const text = await plan(searchedPageQuery(where(query), 'asc', 15, 0));
      expect(text, query).toContain('items_search');
      expect(text, query).not.toContain('items_available_price');
    }
  });

  it('SCALE-24: a combined filter (type, quality, price) reads its page from the covering index items_available_type_price only', async () => {
    const query = 'type=Gen 1&quality=Grade 1,Grade 2&price_from=10&price_till=500&sort=asc&page=50';
    const text = await plan(orderedPageQuery(where(query), 'asc', 15, 49 * 15));
    expect(text).toMatch(/Index Only Scan using items_available_type_price/);
    const all = await plan(orderedPageQuery(where('quality=Grade 1&exterior_names=Field-Tested&page=100'), 'desc', 15, 99 * 15));
    expect(all).toMatch(/Index Only Scan (Backward )?using items_available_price/);
  });
});
