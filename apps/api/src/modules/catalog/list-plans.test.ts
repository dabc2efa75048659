import { itemsListQuerySchema, type ItemsListQuery, type SortOrder } from '@skins/contract';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { subcategoryId } from '../../../test/factories.ts';
import { testDbKind } from '../../../test/test-database.ts';
import { listQuery, seedPlanItems } from '../../../test/plan-items.ts';
import { listConditions } from './list/conditions.ts';
import { searchedPageQuery } from './list/matches.ts';
import { pageRows } from './list/page-rows.ts';
import { orderedPageQuery } from './list/price-walk.ts';
import { lexemesRowSchema, wordSearch } from './list/word-search.ts';
import { queryPrepared, queryRows } from '../../db/client.ts';
import { knownListEstimate, listEstimate, plannedRows } from './list/estimate.ts';
import { bumpCatalogVersion } from './list-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
/** The plan of a query, as text. */
async function plan(query: SQL): Promise<string> {
  const rows = (await t.db.execute(sql`EXPLAIN ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
}
const where = (query: string) => listConditions(listQuery(query), 1, null);
/** A page's ids as the service reads them when no search found them. */
const pageOf = (query: string, sort: SortOrder, page: number) => orderedPageQuery({ ...listQuery(query), sort }, (q) => listConditions(q, 1, null), 15, (page - 1) * 15);

describe.skipIf(testDbKind !== 'postgres')('list query plans at 100,000 items (PostgreSQL)', () => {
  // Up to minutes on a busy machine: the insert also fills item_words (its trigger), and both are vacuumed.
  beforeAll(() => seedPlanItems(t.db), 180_000);

  /** A word search's page as the service reads it: each word's lexemes and rows from the word table, merged when the leading word allows. */
  const words = async (query: string) => {
    const search = wordSearch(itemsListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))), 1, null)!;
    const found = await Promise.all(search.words.map(async (word) => ({ word, ...(await queryRows(t.db, lexemesRowSchema, search.lexemesOf(word)))[0]! })));
    const merged = search.mergedPage(found, 15, 30, 1_500, 100_000);
    return { merged: merged !== null, page: merged ?? search.collectedPage(15, 30) };
  };

  it('SCALE-26, SCALE-33: a word search, with any sort and price bounds, reads its matches from item_words alone (index-only)', async () => {
    // Words that start more lexemes than are merged ('skin12': skin12, skin120..skin129; 'skin1'),
    // a few ('gen': gen0..gen6, one ordered walk each) or one; merged when one of a few leads.
    const cases: [string, boolean][] = [
      ['search=skin12', false],
      ['search=skin12&sort=asc&price_till=500', false],
      ['search=skin12&sort=float_desc', false],
      ['search=gen', true],
      ['search=gen&sort=asc&price_till=500', true],
      ['search=gen skin77&sort=float_desc', true],
      ['search=gen3 skin77&price_from=10', true],
      ['search=skin77&sort=discount', true],
      ['search=skin77&sort=asc&price_from=10&price_till=900', true],
      // A further word of more lexemes than are merged is a semi-join of its range.
      ['search=skin1 skin77', true],
      // SKIN-8's words test the flags and exterior the word table carries.
      ['search=StatTrak skin77 FT&sort=float_asc', true],
      ['search=Souvenir skin12 BS', false],
      ['search=Souvenir gen skin12 BS', true],
      // SCALE-41, SCALE-42: the list filters the word table carries narrow the search there.
      ['search=skin77&type=Gen 2', true],
      ['search=gen3 skin77&quality=Grade 1,Grade 2&exterior_names=Field-Tested&sort=asc', true],
      ['search=skin12&stattrak=stattrak&float_from=0.1&float_to=0.5', false],
      ['search=StatTrak gen skin77&type=Gen 1,Gen 2&sort=float_asc', true],
    ];
    for (const [query, merged] of cases) {
      const search = await words(query);
      expect(search.merged, query).toBe(merged);
      const text = await plan(search.page);
      expect(text, query).toMatch(/Index Only Scan (Backward )?using item_words_(lexeme_price|stattrak|souvenir|type|quality|exterior)/);
      expect(text, query).not.toMatch(/ on items\b/);
      // SCALE-40: a search for StatTrak or Souvenir items walks the words of those items alone (a
      // probe of one item's rows, `o` or `x`, may read either index).
      const flag = /^search=(StatTrak|Souvenir) /.exec(query)?.[1]?.toLowerCase();
      if (flag) expect(text, query).not.toMatch(/using item_words_lexeme_price on item_words w(_\d+)?\b/);
      if (flag) expect(text, query).toMatch(new RegExp(`Index Only Scan (Backward )?using item_words_${flag} on item_words w\\b`));
    }
    // A further word of a few lexemes is one probe per row, never a hash of all its rows.
    expect(await plan((await words('search=gen skin77')).page)).not.toMatch(/Hash/);
    // Unless the count reads more leading rows than a seventh of the further word's (countReadsWhole):
    // then the count joins that word whole (merged here: one lexeme each, both in price order).
    expect(await plan((await words('search=gen3 gen4')).page)).toMatch(/(Hash|Merge) (Right )?Semi Join/);
    expect(await plan((await words('search=gen3 skin77')).page)).not.toMatch(/Hash|Merge/);
    // SCALE-33: a further word read whole reads only its rows within the bounds and flags (an item's are the same on each of its rows).
    const bounded = await plan((await words('search=StatTrak gen3 gen4 FT&price_till=900')).page);
    // (SCALE-40: the flag, by reading the StatTrak items' words alone; or SCALE-55: the exterior, by its key range of the word table.)
    expect(bounded).toMatch(
      /using item_words_stattrak on item_words o .*\n\s+Index Cond: \(\(lexeme = 'gen4'::text\) AND \(price_cents <= 90000\)\)\n\s+Filter: \(exterior_name = 'Field-Tested'::text\)|using item_words_exterior on item_words o .*\n\s+Index Cond: \(\(lexeme = 'gen4'::text\) AND \(exterior_name = 'Field-Tested'::text\) AND \(price_cents <= 90000\)\)\n\s+Filter: stattrak/,
    );
    // The rarest word leads, not the longest: 'gen3' (a seventh of the items) is walked, 'tested' (every item) probed.
    const rarest = await plan((await words('search=tested gen3')).page);
    expect(rarest).toMatch(/Index Cond: \(lexeme = 'gen3'::text\)\n/);
    expect(rarest).not.toMatch(/Index Cond: \(lexeme = 'tested'::text\)\n/);
    // Narrowed by a filter the word table does not carry, the matches are checked on the items instead (SCALE-23).
    expect(wordSearch(itemsListQuerySchema.parse({ search: 'skin77', heroes: 'Plan Hero' }), 1, null)).toBeNull();
  });

  it('SCALE-55: a search narrowed by one type, quality or exterior counts and walks that filter\'s key range of the word table, index-only, in price order', async () => {
    const cases: [string, string, RegExp][] = [
      ['search=skin77&type=Gen 2', 'type', /\(type = 'Gen 2'::text\)/],
      ['search=skin77&quality=Grade 1&sort=asc&price_till=900', 'quality', /\(quality = 'Grade 1'::text\) AND \(price_cents <= 90000\)/],
      ['search=skin77&exterior_names=Well-Worn&sort=asc', 'exterior', /\(exterior_name = 'Well-Worn'::text\)/],
    ];
    for (const [query, index, cond] of cases) {
      const text = await plan((await words(query)).page);
      // The count (its walk) and the page's walk both read the filter's index, the filter a key.
      const walks = text.match(new RegExp(`Index Only Scan (Backward )?using item_words_${index} on item_words w(_\\d+)?\\b.*\\n\\s+Index Cond: .*`, 'g')) ?? [];
      expect(walks.length, `${query}\n${text}`).toBeGreaterThanOrEqual(2);
      for (const walk of walks) expect(walk, query).toMatch(cond);
      expect(text, query).not.toMatch(/ on items\b/);
    }
    // SKIN-8's flags are in these indexes too: 'StatTrak ... FT' reads the exterior's range, the flag checked in the index.
    expect(await plan((await words('search=StatTrak gen3 gen4 FT&price_till=900')).page)).toMatch(
      /Index Only Scan using item_words_exterior on item_words w .*\n\s+Index Cond: .*\(exterior_name = 'Field-Tested'::text\).*\n\s+Filter: stattrak/,
    );
  });

  it('SCALE-27, SCALE-36, SCALE-60, SCALE-63: quality, exterior, both, class and hero each lead an index of their own; with stickers, a float range (of StatTrak items alone too), a pattern and the discount sort read covering indexes', async () => {
    const cases: [string, 'asc' | 'desc' | 'float_asc' | 'discount', RegExp][] = [
      ['quality=Grade 1&page=100', 'desc', /Index Only Scan (Backward )?using items_available_quality_price/],
      ['exterior_names=Field-Tested&page=100', 'asc', /Index Only Scan (Backward )?using items_available_exterior_price/],
      ['item_class=Souvenir&page=100', 'asc', /Index Only Scan (Backward )?using items_available_class_price/],
      ['heroes=Plan Hero&page=100', 'asc', /Index Only Scan (Backward )?using items_available_hero_price/],
      ['quality=Grade 1&exterior_names=Field-Tested&page=100', 'desc', /Index Only Scan (Backward )?using items_available_quality_exterior_price/],
      ['quality=Grade 1&exterior_names=Field-Tested&stattrak=stattrak&page=100', 'asc', /Index Only Scan (Backward )?using items_available_quality_exterior_price/],
      ['stickers=true&page=100', 'asc', /Index Only Scan (Backward )?using items_available_stickers_price/],
      ['float_from=0.1&float_to=0.12&page=5', 'float_asc', /Index Only Scan using items_available_float/],
      ['float_from=0.1&float_to=0.12&stattrak=stattrak&page=5', 'float_asc', /Index Only Scan using items_available_stattrak_float/],
      ['pattern=77', 'discount', /Index Only Scan using items_available_paint_seed/],
      // SCALE-63: with stickers, a pattern reads its items with stickers alone, in the discount sort's order (nothing sorted).
      ['pattern=77&stickers=true', 'discount', /Index Only Scan Backward using items_available_stickers_seed/],
      ['pattern=77&stickers=true', 'asc', /Index Only Scan using items_available_stickers_seed/],
      // SCALE-36: the discount sort walks its covering index, in its whole order (no sort of ties), filtered or not.
      ['page=100', 'discount', /Index Only Scan Backward using items_available_discount/],
      // SCALE-60: a type's discount pages walk the type's own part of an index in the same order.
      ['type=Gen 1&page=100', 'discount', /Index Only Scan Backward using items_available_type_discount/],
      ['type=Gen 1&quality=Grade 1&page=100', 'discount', /Index Only Scan Backward using items_available_(type_)?discount/],
    ];
    for (const [query, sort, index] of cases) {
      const page = Number(new URLSearchParams(query).get('page') ?? 1);
      expect(await plan(pageOf(query, sort, page)), query).toMatch(index);
    }
    // The discount sort's ties are in the index's order too: nothing is sorted after the walk.
    expect(await plan(pageOf('type=Gen 1', 'discount', 100))).not.toMatch(/Sort\s+\(cost/);
    expect(await plan(pageOf('pattern=77&stickers=true', 'discount', 1))).not.toMatch(/Sort\s+\(cost/);
    // SCALE-63: and so does the count of a pattern with stickers.
    expect(await plan(sql`SELECT count(*) FROM (SELECT 1 FROM items AS i WHERE ${where('pattern=77&stickers=true')} LIMIT 1501) s`)).toMatch(/Index Only Scan using items_available_stickers_seed/);
  });

  it('SCALE-37, SCALE-65: the estimate of a list with price and float bounds is the planner estimate of the whole list, within 2 %; known once asked', async () => {
    // Nothing cached from before the 100,000 items and their statistics.
    await bumpCatalogVersion(t.db);
    const queries = [
      'price_till=300',
      'price_from=100&price_till=900&type=Gen 1',
      'quality=Grade 2&float_from=0.2&float_to=0.6',
      'search=gen3&price_from=50',
      'type=Gen 2&price_from=10&price_till=60&float_to=0.5',
      'exterior_names=Field-Tested',
    ];
    for (const query of queries) {
      const q = listQuery(query);
      const planned = await plannedRows(t.db, listConditions(q, 1, null));
      // SCALE-65: not known before it is asked (that would take an EXPLAIN), then known as it was answered.
      expect(await knownListEstimate(t.db, q, 1, null, 'words'), query).toBeUndefined();
      const estimate = await listEstimate(t.db, q, 1, null, 'words');
      expect(await knownListEstimate(t.db, q, 1, null, 'words'), query).toBe(estimate);
      expect(planned, query).toBeGreaterThan(100);
      expect(Math.abs(estimate - planned) / planned, `${query}: ${estimate} against ${planned}`).toBeLessThan(0.02);
    }
  });

  it('SCALE-51: a page reads its ids first, then their rows by primary key with each subcategory read per row: nothing is joined', async () => {
    for (const [query, sort] of [
      ['page=100', 'desc'],
      ['type=Gen 1&quality=Grade 1,Grade 2&price_from=10&price_till=500&page=50', 'asc'],
      ['float_from=0.1&float_to=0.12&page=5', 'float_asc'],
    ] as const) {
      const text = await plan(pageRows(pageOf(query, sort, Number(new URLSearchParams(query).get('page'))), sort));
      expect(text, query).toMatch(/InitPlan \d+ \(returns [\s\S]*Index Scan using items_pkey on items i /);
      expect(text, query).not.toMatch(/Join|Nested Loop/);
    }
  });

  it('SCALE-35: a subcategory reads its pages, however deep, and its count from the index it leads', async () => {
    const rifles = await subcategoryId(t.db, 'rifles');
    const inRifles = (q: ItemsListQuery) => listConditions(q, 1, rifles);
    for (const sort of ['asc', 'desc'] as const) {
      expect(await plan(orderedPageQuery({ ...listQuery('page=100'), sort }, inRifles, 15, 99 * 15)), sort).toMatch(/Index Only Scan (Backward )?using items_available_subcategory_price/);
    }
    expect(await plan(sql`SELECT count(*) FROM (SELECT 1 FROM items AS i WHERE ${inRifles(listQuery(''))} LIMIT 1501) s`)).toMatch(/Index Only Scan using items_available_subcategory_price/);
  });

  it('SCALE-23: a fragment that starts no word finds its matches through the trigram index, whatever the sort and price bounds', async () => {
    const substring = (query: string) => listConditions(itemsListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))), 1, null, 'substring');
    for (const query of ['search=kin123', 'search=kin123&price_till=500', 'search=en3 | skin77&price_from=10']) {
      const text = await plan(searchedPageQuery(substring(query), 'asc', 15, 0));
      expect(text, query).toContain('items_title_trgm');
      expect(text, query).not.toContain('items_available_price');
    }
  });

  it('SCALE-24, SCALE-27, SCALE-32, SCALE-66: a combined filter (type, qualities, price) reads its page as one walk of the type-and-quality keys per quality, merged, and its count from the same index; with another filter, the covering one', async () => {
    const query = 'type=Gen 1&quality=Grade 1,Grade 2&price_from=10&price_till=500&page=50';
    for (const sort of ['asc', 'desc'] as const) {
      const text = await plan(pageOf(query, sort, 50));
      expect(text, sort).toMatch(/Merge Append/);
      expect(text.match(/Index Only Scan (Backward )?using items_available_type_quality_narrow/g), sort).toHaveLength(2);
      expect(text, sort).not.toMatch(/items_available_type_price|Sort\s+\(cost/);
    }
    // Its capped count (CAT-3) reads the type-and-quality index, where every entry it reads is a match.
    expect(await plan(sql`SELECT count(*) FROM (SELECT 1 FROM items AS i WHERE ${where(query)} LIMIT 1501) s`)).toMatch(/Index Only Scan using items_available_type_quality_narrow/);
    // With an exterior too, the covering index tests it in each entry it reads.
    expect(await plan(pageOf(`${query}&exterior_names=Field-Tested`, 'asc', 50))).toMatch(/Index Only Scan using items_available_type_quality_price/);
    // Sorted by float, the qualities are one walk of the float index.
    expect(await plan(pageOf(query, 'float_asc', 50))).not.toMatch(/Merge Append/);
  });

  it('SCALE-66: a default page (a price range, no filter) and its count walk the narrow price index; a filtered one still reads a covering index', async () => {
    for (const sort of ['asc', 'desc'] as const) {
      expect(await plan(pageOf('price_from=10&price_till=900&page=100', sort, 100)), sort).toMatch(/Index Only Scan (Backward )?using items_available_price_narrow/);
    }
    expect(await plan(sql`SELECT count(*) FROM (SELECT 1 FROM items AS i WHERE ${where('price_from=10')} LIMIT 1501) s`)).toMatch(/Index Only Scan using items_available_price_narrow/);
    expect(await plan(pageOf('quality=Grade 1&exterior_names=Field-Tested&price_till=900&page=100', 'asc', 100))).toMatch(/Index Only Scan using items_available_quality_exterior_price/);
  });

  it('SCALE-62: a page statement keeps a generic plan on its connection, whatever its values and page within a depth; one bounded on a column it is not sorted by is planned each run', async () => {
    const idRow = z.object({ id: z.number().int() });
    const plans = await t.db.transaction(async (tx) => {
      // One connection (a transaction's): eight runs of each list's text, its bounds and page varied within one written depth.
      for (let run = 0; run < 8; run++) {
        const page = 1 + (run % 2);
        const bound = 100 + run * 900;
        for (const [query, sort] of [
          [`price_till=${bound}&page=${page}`, 'desc'],
          [`type=Gen 1&price_from=${run + 1}&page=${page}`, 'asc'],
          [`type=Gen 1&quality=Grade 1,Grade 2&price_from=10&price_till=${bound}&page=${page}`, 'asc'],
          [`type=Gen ${run % 5}&page=${page}`, 'discount'],
          [`float_from=0.${run}&float_to=0.9&stattrak=stattrak&page=${page}`, 'float_asc'],
          [`pattern=${run}&stickers=true&page=${page}`, 'discount'],
          // Bounded on a column it is not sorted by: planned each run.
          [`float_from=0.${run}&float_to=0.9&page=${page}`, 'asc'],
          [`type=Gen 2&price_till=${bound}&page=${page}`, 'discount'],
        ] as const) {
          await queryPrepared(tx, idRow, pageOf(query, sort, page));
        }
      }
      return queryRows(tx, z.object({ statement: z.string(), generic_plans: z.coerce.number(), custom_plans: z.coerce.number() }), sql`SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements`);
    });
    // The page statements run eight times here (the connection may hold other tests' statements too).
    const of = (text: RegExp) =>
      plans.filter((p) => /^SELECT (i\.id FROM \(\(|"i"\."id" AS id FROM)/.test(p.statement) && p.generic_plans + p.custom_plans >= 8 && text.test(p.statement));
    expect(of(/LIMIT 32\)/), JSON.stringify(plans)).toHaveLength(6);
    for (const p of of(/LIMIT 32\)/)) expect(p.generic_plans, p.statement).toBeGreaterThan(0);
    // A bound on a column the list is not sorted by: its depth stays a value, and it is planned each run.
    expect(of(/^SELECT "i"\."id" AS id FROM/).map((p) => [p.generic_plans, p.custom_plans])).toEqual([
      [0, 8],
      [0, 8],
    ]);
  });

  // Last of the file: it marks items new and on sale, which the lists above do not expect.
  it('SCALE-61: the sale and new pages, however deep, walk indexes of those items alone (at the shop seed\'s shares: 15 % new, 25 % on sale)', async () => {
    await t.db.execute(sql`UPDATE items SET is_new = (id % 20 < 3), old_price_cents = CASE WHEN id % 4 = 1 THEN price_cents + 100 END WHERE type LIKE 'Gen %' AND (id % 20 < 3 OR id % 4 = 1)`);
    await t.db.execute(sql`VACUUM ANALYZE items`);
    for (const sort of ['asc', 'desc'] as const) {
      expect(await plan(pageOf('sale=true&price_from=10', sort, 100)), sort).toMatch(/Index Only Scan (Backward )?using items_available_sale_price/);
      expect(await plan(pageOf('new=true', sort, 100)), sort).toMatch(/Index Only Scan (Backward )?using items_available_new_price/);
    }
    // The update and the vacuum of 100,000 rows take seconds on a busy machine.
  }, 120_000);
});
