import { okEnvelope, okPagedEnvelope, productSchema, type Product } from '@skins/contract';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastSerializerCompiler } from './fast-serializer.ts';

const product = (id: number, similar: Product[] = []): Product => ({
  id,
  title: 'StatTrak™ AK-47 | Redline "quoted" \\ (Field-Tested)',
  type: 'Rifle',
  price: 12.34,
  old_price: id % 2 ? null : 15.5,
  discount_percentage: 20,
  img_url: '/items/1.png',
  category: 'cs2',
  subcategory: id % 2 ? null : 'rifles',
  quality: 'Classified',
  exterior_name: 'Field-Tested',
  hero: null,
  item_class: 'StatTrak™',
  is_new: id % 2 === 0,
  steam_price: id % 2 ? null : 15.5,
  below_steam_percent: id % 2 ? null : 12,
  similar,
  market_name: 'StatTrak™ AK-47 | Redline (Field-Tested)',
  float_value: id % 2 ? null : 0.2345,
  paint_seed: id % 2 ? null : 661,
  phase: null,
  stattrak: true,
  souvenir: false,
  stickers: [{ name: 'Titan | Katowice 2014', slot: 0, wear: 0.1, img_url: 'stickers/titan-katowice-2014.svg' }],
  charms: [{ name: 'Lil Ava', pattern: 12, img_url: 'charms/lil-ava.svg' }],
  rarity: id % 2 ? null : 'Classified',
  rarity_color: id % 2 ? null : '#d32ce6',
  inspect_link: 'steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20S1A2D3',
  trade_lock_until: id % 2 ? null : '2026-12-01T10:00:00.000Z',
});

const both = (schema: z.ZodType) => {
  const route = { schema, method: 'GET', url: '/x', httpStatus: '200' };
  return { fast: fastSerializerCompiler(route), zod: serializerCompiler(route) as (data: unknown) => string };
};

describe('the fast serialiser', () => {
  it('SCALE-31: writes a list page exactly as the zod serialiser does: every field, nulls, nested similar products, escapes', () => {
    const { fast, zod } = both(okPagedEnvelope(z.array(productSchema)));
    const page = { status: 'OK', payload: [product(1), product(2, [product(3)])], meta: { total: 10_001, pages: 667 } };
    expect(fast(page)).toBe(zod(page));
    expect(JSON.parse(fast(page))).toEqual(page);
  });

  it('SCALE-31: leaves out fields the schema does not name, as zod does', () => {
    const { fast, zod } = both(okEnvelope(productSchema));
    const answer = { status: 'OK', payload: { ...product(2), internal_note: 'not for clients', stickers: [{ name: 'A', slot: 1, wear: 0, img_url: 'stickers/a.svg', secret: 1 }] } };
    expect(fast(answer)).toBe(zod(answer));
    expect(fast(answer)).not.toContain('not for clients');
    expect(fast(answer)).not.toContain('secret');
  });
});
