import { describe, expect, it } from 'vitest';
import { itemsListQuerySchema } from './catalog.ts';
import { imageUrl } from './images.ts';

describe('itemsListQuerySchema', () => {
  it('CAT-1: defaults to page 1, limit 15, sort desc', () => {
    expect(itemsListQuerySchema.parse({})).toEqual({ page: 1, limit: 15, sort: 'desc' });
  });

  it('CAT-1: caps limit at 100 and reads comma lists and flags', () => {
    const q = itemsListQuerySchema.parse({ limit: '500', type: 'Rifle, Pistol,,Rifle', sale: 'true', new: '0', price_from: '1.5' });
    expect(q).toMatchObject({ limit: 100, type: ['Rifle', 'Pistol'], sale: true, new: false, price_from: 1.5 });
  });

  it('CAT-2: a number given empty or blank is not given (spec §5: empty means no bound), not 0', () => {
    const blank = { page: '', limit: ' ', price_from: '', price_till: '', float_from: '', float_to: ' ', pattern: '' };
    expect(itemsListQuerySchema.parse(blank)).toEqual({ page: 1, limit: 15, sort: 'desc' });
    expect(itemsListQuerySchema.parse({ price_till: '0', price_from: '0' })).toMatchObject({ price_till: 0, price_from: 0 });
  });

  it('CAT-1: strips unknown keys', () => {
    expect(itemsListQuerySchema.parse({ colour: 'red' })).not.toHaveProperty('colour');
  });

  it.each([
    [{ page: '-1' }, 'page'],
    [{ page: 'x' }, 'page'],
    [{ limit: '0' }, 'limit'],
    [{ sort: 'up' }, 'sort'],
    [{ price_from: 'abc' }, 'price_from'],
    [{ price_till: '-1' }, 'price_till'],
    [{ category: 'dota2' }, 'category'],
    [{ sale: 'maybe' }, 'sale'],
  ])('CAT-1: rejects %o with a message naming %s', (input, field) => {
    const r = itemsListQuerySchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual([field]);
    expect(r.error?.issues[0]?.message).toContain(field);
  });
});

describe('imageUrl', () => {
  it('CAT-12: prefixes the image host path, keeps absolute URLs', () => {
    expect(imageUrl('items/rifle/ak.svg')).toBe('/img/items/rifle/ak.svg');
    expect(imageUrl('/img/credits.svg')).toBe('/img/credits.svg');
    expect(imageUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });
});
