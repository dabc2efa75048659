import { CATEGORY, type Product } from '@skins/contract';
import { sql } from 'drizzle-orm';
import { ZodError } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { insertItems, subcategoryId } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { ITEM_COLUMNS, ITEM_TABLE, i, itemRowSchema } from './list/columns.ts';
import { itemSimilar } from './tables.ts';

// SEAM-3: every field of a product, as the list and the details answer it, comes from the right
// column. Each column of the seeded rows holds a value no other column has, so a swapped or
// dropped column shows as a wrong field.
let t: TestApp;
const LOCKED_UNTIL = new Date(Date.now() + 3 * 86_400_000);
let full: Product;
let sparse: Product;

beforeAll(async () => {
  t = await createTestApp();
  const [a, b] = await insertItems(t.db, [
    {
      title: 'Mapping Probe | Every Field',
      type: 'Mapping Rifle',
      quality: 'Mapping Covert',
      hero: 'Mapping Hero',
      exteriorName: 'Mapping Factory New',
      itemClass: 'Mapping StatTrak',
      priceCents: 12_345,
      oldPriceCents: 23_456,
      discountPercentage: 47,
      imgUrl: 'items/rifle/mapping-probe.svg',
      isNew: true,
      subcategoryId: await subcategoryId(t.db, 'rifles'),
      floatValue: 0.123456,
      paintSeed: 661,
      phase: 'Phase 2',
      stattrak: true,
      stickers: [{ name: 'Mapping Sticker', slot: 3, wear: 0.25 }],
      charms: [{ name: 'Mapping Charm', pattern: 4242 }],
      inspectLink: 'steam://rungame/730/mapping',
      tradeLockUntil: LOCKED_UNTIL,
      referencePriceCents: 15_000,
    },
    {
      title: 'Mapping Probe | Nulls',
      type: 'Mapping Agent',
      quality: null,
      hero: null,
      exteriorName: null,
      itemClass: null,
      priceCents: 501,
      oldPriceCents: null,
      discountPercentage: 0,
      imgUrl: 'items/agent/mapping-nulls.svg',
      isNew: false,
      subcategoryId: null,
    },
  ]);
  if (!a || !b) throw new Error('the probe items were not inserted');
  await t.db.insert(itemSimilar).values({ itemId: a.id, similarId: b.id, position: 1 });
  full = {
    id: a.id,
    title: 'Mapping Probe | Every Field',
    type: 'Mapping Rifle',
    price: 123.45,
    old_price: 234.56,
    discount_percentage: 47,
    img_url: 'items/rifle/mapping-probe.svg',
    category: CATEGORY,
    subcategory: 'rifles',
    quality: 'Mapping Covert',
    exterior_name: 'Mapping Factory New',
    hero: 'Mapping Hero',
    item_class: 'Mapping StatTrak',
    is_new: true,
    steam_price: 150,
    below_steam_percent: 18,
    similar: [],
    market_name: 'StatTrak™ Mapping Probe | Every Field (Mapping Factory New)',
    float_value: 0.123456,
    paint_seed: 661,
    phase: 'Phase 2',
    stattrak: true,
    souvenir: false,
    stickers: [{ name: 'Mapping Sticker', slot: 3, wear: 0.25, img_url: 'stickers/mapping-sticker.svg' }],
    charms: [{ name: 'Mapping Charm', pattern: 4242, img_url: 'charms/mapping-charm.svg' }],
    rarity: null,
    rarity_color: null,
    inspect_link: 'steam://rungame/730/mapping',
    trade_lock_until: LOCKED_UNTIL.toISOString(),
  };
  sparse = {
    id: b.id,
    title: 'Mapping Probe | Nulls',
    type: 'Mapping Agent',
    price: 5.01,
    old_price: null,
    discount_percentage: 0,
    img_url: 'items/agent/mapping-nulls.svg',
    category: CATEGORY,
    subcategory: null,
    quality: null,
    exterior_name: null,
    hero: null,
    item_class: null,
    is_new: false,
    steam_price: null,
    below_steam_percent: null,
    similar: [],
    market_name: 'Mapping Probe | Nulls',
    float_value: null,
    paint_seed: null,
    phase: null,
    stattrak: false,
    souvenir: false,
    stickers: [],
    charms: [],
    rarity: null,
    rarity_color: null,
    inspect_link: null,
    trade_lock_until: null,
  };
});
afterAll(() => t.close());

describe('SEAM-3: the product rows map to the §7 payloads field by field', () => {
  it('SEAM-3: a list item carries every field of its row (GET /api/items/list)', async () => {
    const res = await t.app.inject('/api/items/list?search=Mapping Probe&sort=desc');
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toEqual([full, sparse]);
  });

  it('SEAM-3: the details carry every field of the row and of its similar items (GET /api/items/{id})', async () => {
    const res = await t.app.inject(`/api/items/${full.id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toEqual({ ...full, similar: [sparse] });
  });

  it('SEAM-3: the list filters reach the columns they name', async () => {
    const filters = ['type=Mapping Rifle', 'quality=Mapping Covert', 'heroes=Mapping Hero', 'exterior_names=Mapping Factory New', 'item_class=Mapping StatTrak', 'subcategory=rifles', 'sale=true', 'new=true', 'price_from=123.45&price_till=123.45', 'float_from=0.123456&float_to=0.123456', 'stattrak=stattrak', 'phase=Phase 2', 'pattern=661', 'stickers=true'];
    for (const f of filters) {
      const res = await t.app.inject(`/api/items/list?search=Mapping Probe&${f}`);
      expect(json(res).payload.map((p: Product) => p.id), f).toEqual([full.id]);
    }
  });

  it('SEAM-3: a row whose columns do not match its schema is an error, not a cast', async () => {
    await expect(queryRows(t.db, itemRowSchema, sql`SELECT 1 AS id, 'x' AS name`)).rejects.toBeInstanceOf(ZodError);
    const rows = await queryRows(t.db, itemRowSchema, sql`SELECT ${ITEM_COLUMNS} FROM ${ITEM_TABLE} WHERE ${i.id} = ${full.id}`);
    expect(rows).toHaveLength(1);
  });
});
