import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { insertItems } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { z } from 'zod';

// Spec issue 19 "Finding": the skin filters, sorts and search words, on a few items of their own
// type (Skinx) so the seeded catalogue around them does not matter.
let t: TestApp;
const ids: Record<string, number> = {};
const SKINX = 'type=Skinx Rifle';
const sticker = { name: 'Skinx Sticker | Katowice 2014', slot: 0, wear: 0.1 };

async function list(query: string) {
  const res = await t.app.inject(`/api/items/list?${query}`);
  return { res, body: json(res) };
}
const names = async (query: string) => {
  const { res, body } = await list(`${SKINX}&${query}`);
  expect(res.statusCode, query).toBe(200);
  return (body.payload as { title: string }[]).map((p) => p.title);
};

beforeAll(async () => {
  t = await createTestApp();
  const rows = await insertItems(t.db, [
    { title: 'Skinx Alpha', type: 'Skinx Rifle', quality: 'Covert', exteriorName: 'Minimal Wear', floatValue: 0.07, stattrak: true, itemClass: 'StatTrak™', paintSeed: 661, stickers: [sticker, { ...sticker, slot: 3 }], charms: [{ name: 'Hot Howl', pattern: 77 }], priceCents: 100, inspectLink: 'steam://rungame/730/1/+csgo_econ_action_preview%20S1A2D3', tradeLockUntil: new Date(Date.now() + 2 * 86_400_000) },
    { title: 'Skinx Bravo', type: 'Skinx Rifle', quality: 'Mil-Spec', exteriorName: 'Factory New', floatValue: 0.069999, souvenir: true, itemClass: 'Souvenir', paintSeed: 5, priceCents: 200, oldPriceCents: 400, discountPercentage: 50, tradeLockUntil: new Date(Date.now() - 86_400_000) },
    { title: 'Skinx Charlie | Doppler', type: 'Skinx Rifle', quality: 'Restricted', exteriorName: 'Field-Tested', floatValue: 0.15, phase: 'Ruby', paintSeed: 6, priceCents: 300, oldPriceCents: 333, discountPercentage: 10 },
    { title: 'Skinx Delta', type: 'Skinx Rifle', quality: 'Consumer Grade', exteriorName: 'Battle-Scarred', floatValue: 0.5, paintSeed: 7, priceCents: 400 },
    { title: 'Skinx Echo', type: 'Skinx Rifle', quality: 'Mapping Grade', exteriorName: null, floatValue: null, priceCents: 50 },
  ]);
  for (const r of rows) ids[r.title] = r.id;
});
afterAll(() => t.close());

describe('skin fields in list and details', () => {
  it('SKIN-1, SKIN-3, SKIN-4: list items carry float, pattern, phase, flags, stickers, charms, rarity colour, inspect link, trade lock and market name', async () => {
    const { body } = await list(`${SKINX}&sort=asc`);
    const alpha = body.payload.find((p: { title: string }) => p.title === 'Skinx Alpha');
    expect(alpha).toMatchObject({
      market_name: 'StatTrak™ Skinx Alpha (Minimal Wear)',
      float_value: 0.07,
      exterior_name: 'Minimal Wear',
      paint_seed: 661,
      phase: null,
      stattrak: true,
      souvenir: false,
      stickers: [sticker, { ...sticker, slot: 3 }],
      charms: [{ name: 'Hot Howl', pattern: 77 }],
      rarity: 'Covert',
      rarity_color: '#eb4b4b',
      inspect_link: 'steam://rungame/730/1/+csgo_econ_action_preview%20S1A2D3',
    });
    expect(Date.parse(alpha.trade_lock_until)).toBeGreaterThan(Date.now());
    const echo = body.payload.find((p: { title: string }) => p.title === 'Skinx Echo');
    expect(echo).toMatchObject({ float_value: null, rarity: null, rarity_color: null, stickers: [], charms: [], market_name: 'Skinx Echo' });
  });

  it('SKIN-1, SKIN-3: the details carry them too; an ended trade lock is tradable now (null)', async () => {
    const bravo = json(await t.app.inject(`/api/items/${ids['Skinx Bravo']}`)).payload;
    expect(bravo).toMatchObject({ market_name: 'Souvenir Skinx Bravo (Factory New)', float_value: 0.069999, souvenir: true, stattrak: false, paint_seed: 5, rarity: 'Mil-Spec', rarity_color: '#4b69ff', trade_lock_until: null });
    const charlie = json(await t.app.inject(`/api/items/${ids['Skinx Charlie | Doppler']}`)).payload;
    expect(charlie).toMatchObject({ phase: 'Ruby', rarity_color: '#8847ff', float_value: 0.15 });
  });
});

describe('skin filters (GET /api/items/list)', () => {
  it.each([
    ['float_from=0.07', ['Skinx Alpha', 'Skinx Charlie | Doppler', 'Skinx Delta']],
    ['float_to=0.07', ['Skinx Alpha', 'Skinx Bravo']],
    ['float_from=0.07&float_to=0.07', ['Skinx Alpha']],
    ['float_from=0.15&float_to=0.5', ['Skinx Charlie | Doppler', 'Skinx Delta']],
    ['float_from=0.6', []],
  ])('SKIN-5: float range %s is inclusive at both ends', async (query, expected) => {
    expect(await names(`${query}&sort=asc`)).toEqual(expected);
  });

  it('SKIN-2: 0.07 belongs to Minimal Wear, just under it to Factory New, so the exterior filter agrees with the float', async () => {
    expect(await names('exterior_names=Minimal Wear')).toEqual(['Skinx Alpha']);
    expect(await names('exterior_names=Factory New')).toEqual(['Skinx Bravo']);
  });

  it.each([
    ['stattrak=stattrak', ['Skinx Alpha']],
    ['stattrak=souvenir', ['Skinx Bravo']],
    ['stattrak=normal', ['Skinx Echo', 'Skinx Charlie | Doppler', 'Skinx Delta']],
    ['stattrak=stattrak,souvenir', ['Skinx Alpha', 'Skinx Bravo']],
    ['phase=Ruby', ['Skinx Charlie | Doppler']],
    ['phase=Ruby,Sapphire', ['Skinx Charlie | Doppler']],
    ['pattern=661', ['Skinx Alpha']],
    ['pattern=0', []],
    ['stickers=true', ['Skinx Alpha']],
    ['stickers=false', ['Skinx Echo', 'Skinx Bravo', 'Skinx Charlie | Doppler', 'Skinx Delta']],
    ['quality=Covert,Restricted', ['Skinx Alpha', 'Skinx Charlie | Doppler']],
  ])('SKIN-5: filter %s alone', async (query, expected) => {
    expect(await names(`${query}&sort=asc`)).toEqual(expected);
  });

  it.each([
    ['float_from=0.06&float_to=0.2&stattrak=normal', ['Skinx Charlie | Doppler']],
    ['float_to=0.1&stattrak=souvenir&pattern=5', ['Skinx Bravo']],
    ['stickers=true&stattrak=normal', []],
    ['quality=Covert&float_from=0.07&stickers=true&pattern=661&stattrak=stattrak', ['Skinx Alpha']],
    ['phase=Ruby&float_from=0.16', []],
  ])('SKIN-5: filters combined %s', async (query, expected) => {
    expect(await names(`${query}&sort=asc`)).toEqual(expected);
  });

  it('SKIN-5: totals follow the skin filters', async () => {
    expect((await list(`${SKINX}&float_from=0.07`)).body.meta.total).toBe(3);
  });

  it.each([
    ['float_from=1.5', 'float_from'],
    ['float_to=-0.1', 'float_to'],
    ['float_from=abc', 'float_from'],
    ['stattrak=gold', 'stattrak'],
    ['phase=Phase 9', 'phase'],
    ['pattern=1001', 'pattern'],
    ['pattern=1.5', 'pattern'],
    ['stickers=maybe', 'stickers'],
    ['sort=float', 'sort'],
  ])('SKIN-5: %s is a 422 whose message names %s', async (query, field) => {
    const { res, body } = await list(query);
    expect(res.statusCode).toBe(422);
    expect(body.status).toBe('error');
    expect(JSON.stringify(body)).toContain(field);
  });
});

describe('skin sorts and search', () => {
  it.each([
    ['float_asc', ['Skinx Bravo', 'Skinx Alpha', 'Skinx Charlie | Doppler', 'Skinx Delta', 'Skinx Echo']],
    ['float_desc', ['Skinx Delta', 'Skinx Charlie | Doppler', 'Skinx Alpha', 'Skinx Bravo', 'Skinx Echo']],
    ['discount', ['Skinx Bravo', 'Skinx Charlie | Doppler', 'Skinx Delta', 'Skinx Alpha', 'Skinx Echo']],
  ])('SKIN-6: sort=%s (items without a float last)', async (sort, expected) => {
    expect(await names(`sort=${sort}`)).toEqual(expected);
  });

  const skin8: [string, string[]][] = [
    ['Skinx StatTrak', ['Skinx Alpha']],
    ['stattrak™ skinx', ['Skinx Alpha']],
    ['Souvenir Skinx', ['Skinx Bravo']],
    ['Skinx FT', ['Skinx Charlie | Doppler']],
    ['skinx mw', ['Skinx Alpha']],
    ['FN Skinx', ['Skinx Bravo']],
    ['Skinx BS', ['Skinx Delta']],
    ['Skinx WW', []],
    ['Skinx Charlie', ['Skinx Charlie | Doppler']],
    ['kinx Del', ['Skinx Delta']],
  ];
  it.each(skin8)('SKIN-8: search %s, with a type (matched on the items)', async (search, expected) => {
    expect(await names(`search=${encodeURIComponent(search)}&sort=asc`)).toEqual(expected);
  });
  it.each(skin8)('SKIN-8: search %s, alone (matched on the word table, SCALE-26)', async (search, expected) => {
    const { body } = await list(`search=${encodeURIComponent(search)}&sort=asc`);
    expect((body.payload as { title: string }[]).map((p) => p.title)).toEqual(expected);
    expect(body.meta.total).toBe(expected.length);
  });
});

describe('GET /api/items/filter-data', () => {
  const countRow = z.object({ n: z.number().int() });
  const sqlCount = async (where: string) => (await queryRows(t.db, countRow, sql`SELECT count(*)::int AS n FROM items WHERE status = 'available' AND ${sql.raw(where)}`))[0]!.n;

  it('SKIN-7: lists the phases and counts the available items of every value, the new skin facets included', async () => {
    const p = json(await t.app.inject('/api/items/filter-data')).payload;
    expect(p.phases).toContain('Ruby');
    expect(p.counts.phase.Ruby).toBe(await sqlCount(`phase = 'Ruby'`));
    expect(p.counts.stattrak.stattrak).toBe(await sqlCount('stattrak'));
    expect(p.counts.stattrak.souvenir).toBe(await sqlCount('souvenir'));
    expect(p.counts.stattrak.normal).toBe(await sqlCount('NOT stattrak AND NOT souvenir'));
    expect(p.counts.stickers.with).toBe(await sqlCount(`stickers <> '[]'::jsonb`));
    expect(p.counts.exterior_name['Minimal Wear']).toBe(await sqlCount(`exterior_name = 'Minimal Wear'`));
    expect(p.counts.type['Skinx Rifle']).toBe(5);
    expect(p.types).toContain('Skinx Rifle');
  });
});
