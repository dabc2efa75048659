import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, defaultFilters, filtersFromQuery, filtersToQuery, itemsListParams, parsePrice, useProductFilters, type PageFlags, type ProductFilters } from './use-product-filters';

const q = (s: string) => new URLSearchParams(s);
const withFilters = (patch: Partial<ProductFilters>): ProductFilters => ({ ...defaultFilters, ...patch });

describe('filters <-> URL query', () => {
  it('CAT-30: the default filters write nothing: sort desc and page 1 stay out of the URL', () => {
    expect(filtersToQuery(defaultFilters).toString()).toBe('');
    expect(filtersFromQuery(q(''))).toEqual(defaultFilters);
    expect(filtersFromQuery(q('sort=desc&page=1'))).toEqual(defaultFilters);
  });

  it('CAT-30: every non-default filter is written under its spec key, lists as comma lists', () => {
    const filters = withFilters({
      search: 'dragon lore',
      sort: 'asc',
      priceRange: { min: 10.5, max: 200 },
      page: 3,
      type: ['Rifle', 'Sniper Rifle'],
      quality: ['Covert'],
      heroes: ['Terrorist'],
      exterior_names: ['Factory New', 'Minimal Wear'],
      classes: ['StatTrak™'],
      sale: true,
      new: true,
    });
    const query = filtersToQuery(filters);
    expect([...query.keys()]).toEqual(['sort', 'price_from', 'price_till', 'type', 'quality', 'heroes', 'exterior_names', 'item_class', 'page', 'search', 'new', 'sale']);
    expect(Object.fromEntries(query)).toEqual({
      sort: 'asc',
      price_from: '10.5',
      price_till: '200',
      type: 'Rifle,Sniper Rifle',
      quality: 'Covert',
      heroes: 'Terrorist',
      exterior_names: 'Factory New,Minimal Wear',
      item_class: 'StatTrak™',
      page: '3',
      search: 'dragon lore',
      new: 'true',
      sale: 'true',
    });
    expect(filtersFromQuery(query)).toEqual(filters);
  });

  it('CAT-30: price_from is written only above 0, price_till whenever it is not null (0 included)', () => {
    expect(filtersToQuery(withFilters({ priceRange: { min: 0, max: null } })).toString()).toBe('');
    expect(filtersToQuery(withFilters({ priceRange: { min: 0.01, max: null } })).toString()).toBe('price_from=0.01');
    expect(filtersToQuery(withFilters({ priceRange: { min: null, max: 0 } })).toString()).toBe('price_till=0');
  });

  it('CAT-30: round trips keep every combination of single filters', () => {
    const cases: Partial<ProductFilters>[] = [
      { sort: 'asc' },
      { search: 'Karambit' },
      { page: 2 },
      { priceRange: { min: 5, max: null } },
      { priceRange: { min: null, max: 99.99 } },
      { type: ['Knife'] },
      { quality: ['Factory New', 'Minimal Wear'] },
      { classes: ['★'] },
      { sale: true },
      { new: true },
    ];
    for (const patch of cases) {
      const filters = withFilters(patch);
      expect(filtersFromQuery(filtersToQuery(filters)), JSON.stringify(patch)).toEqual(filters);
      const text = filtersToQuery(filters).toString();
      expect(filtersToQuery(filtersFromQuery(q(text))).toString()).toBe(text);
    }
  });

  it('SKIN-12: the skin filters and sorts live in the URL: float_from, float_to, stattrak, phase, pattern, stickers', () => {
    const filters = withFilters({ sort: 'float_asc', floatRange: { min: 0, max: 0.07 }, stattrak: ['stattrak', 'souvenir'], phase: ['Ruby'], pattern: 661, stickers: true });
    const query = filtersToQuery(filters);
    expect(Object.fromEntries(query)).toEqual({ sort: 'float_asc', stattrak: 'stattrak,souvenir', phase: 'Ruby', float_from: '0', float_to: '0.07', pattern: '661', stickers: 'true' });
    expect(filtersFromQuery(query)).toEqual(filters);
    expect(filtersFromQuery(q('float_from=2&float_to=x&pattern=1001&stickers=1&sort=float'))).toEqual(defaultFilters);
    expect(itemsListParams(filters, { category: 'cs2' })).toMatchObject({ sort: 'float_asc', float_from: '0', float_to: '0.07', stattrak: 'stattrak,souvenir' });
  });

  it('CAT-30: malformed values in a hand-typed URL fall back to the defaults', () => {
    expect(filtersFromQuery(q('sort=sideways&page=-2&price_from=abc&price_till=-5&type=,,&sale=yes'))).toEqual(defaultFilters);
    expect(filtersFromQuery(q('page=2.5')).page).toBe(1);
    expect(filtersFromQuery(q('type= Rifle ,Rifle,,Pistol')).type).toEqual(['Rifle', 'Pistol']);
  });

  it('CAT-33: a page flag is on whatever the URL says', () => {
    expect(filtersFromQuery(q(''), { sale: true }).sale).toBe(true);
    expect(filtersFromQuery(q(''), { new: true }).new).toBe(true);
    expect(filtersFromQuery(q('sale=true')).sale).toBe(true);
  });

  it('spec §5: price text converts to a number; empty or not a number means no bound', () => {
    expect(parsePrice('12')).toBe(12);
    expect(parsePrice(' 12,5 ')).toBe(12.5);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('ten')).toBeNull();
    expect(parsePrice('-3')).toBeNull();
  });

  it('CAT-1: the list call gets page, limit 15, sort and the scope besides the written filters', () => {
    const params = itemsListParams(withFilters({ type: ['Rifle'], sale: true }), { category: 'cs2', subcategory: 'rifles' });
    expect(params).toEqual({ type: 'Rifle', sale: 'true', page: 1, limit: 15, sort: 'desc', category: 'cs2', subcategory: 'rifles' });
  });
});

function setup(url: string, flags?: PageFlags) {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(MemoryRouter, { initialEntries: [url] }, children);
  return renderHook(
    () => {
      const location = useLocation();
      return { ...useProductFilters(flags), search: location.search };
    },
    { wrapper },
  );
}

describe('useProductFilters', () => {
  it('CAT-31: a filter change resets the page to 1 and writes the URL', () => {
    const { result } = setup('/products?page=4&sort=asc');
    expect(result.current.filters.page).toBe(4);
    act(() => result.current.update({ type: ['Pistol'] }));
    expect(result.current.search).toBe('?sort=asc&type=Pistol');
    expect(result.current.filters.page).toBe(1);
  });

  it('CAT-31: a page change keeps the filters and writes page', () => {
    const { result } = setup('/products?type=Knife');
    act(() => result.current.update({ page: 3 }));
    expect(result.current.search).toBe('?type=Knife&page=3');
  });

  it('SKIN-12: two changes applied before the page renders again both land (float from, StatTrak™, float to)', () => {
    const { result } = setup('/products?sort=asc');
    const { update } = result.current;
    act(() => {
      update((f) => ({ floatRange: { ...f.floatRange, min: 0.1 } }));
      update({ stattrak: ['stattrak'] });
      update((f) => ({ floatRange: { ...f.floatRange, max: 0.2 } }));
    });
    expect(result.current.search).toBe('?sort=asc&stattrak=stattrak&float_from=0.1&float_to=0.2');
    act(() => result.current.update({ stattrak: [] }));
    expect(result.current.search).toBe('?sort=asc&float_from=0.1&float_to=0.2');
  });

  it('CAT-33: Reset clears every filter but keeps the page flag', () => {
    const { result } = setup('/sale?sort=asc&search=awp&page=2', { sale: true });
    expect(result.current.filters.sale).toBe(true);
    act(() => result.current.reset());
    expect(result.current.search).toBe('?sale=true');
    expect(result.current.filters).toEqual({ ...defaultFilters, sale: true });
  });
});

describe('activeFilterCount', () => {
  it('CAT-47: counts each set filter of the sheet once (sort, bounds, lists, pattern, stickers), not the search or the page', () => {
    expect(activeFilterCount(defaultFilters)).toBe(0);
    expect(activeFilterCount({ ...defaultFilters, search: 'ak', page: 3, sale: true })).toBe(0);
    const set = filtersFromQuery(new URLSearchParams('sort=asc&price_from=5&price_till=9&type=Rifle,Pistol&exterior_names=Field-Tested&pattern=12&stickers=true'), {});
    expect(activeFilterCount(set)).toBe(7);
  });
});
