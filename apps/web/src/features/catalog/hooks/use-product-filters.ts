import { MAX_PAINT_SEED, PAGE_SIZE, sortOrders, tradeFilterValues, type SortOrder, type TradeFilter } from '@skins/contract';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ItemsListParams } from '../api/get-items';

/** Spec §3 Filters state (perPage is PAGE_SIZE.products). */
export interface ProductFilters {
  search: string;
  sort: SortOrder;
  priceRange: { min: number | null; max: number | null };
  page: number;
  type: string[];
  quality: string[];
  heroes: string[];
  exterior_names: string[];
  classes: string[];
  sale: boolean;
  new: boolean;
  /** SKIN-12: the skin filters (issue 19). */
  floatRange: { min: number | null; max: number | null };
  stattrak: string[];
  phase: string[];
  pattern: number | null;
  stickers: boolean;
  /** LIST-2: tradable now or under Steam's trade protection, else either. */
  trade: TradeFilter | null;
}

/** The flags a page turns on (SalePage: sale, NewItemsPage: new). */
export type PageFlags = Partial<Pick<ProductFilters, 'sale' | 'new'>>;

/** CAT-30: default sort desc, page 1, no bounds, no lists. */
export const defaultFilters: ProductFilters = {
  search: '',
  sort: 'desc',
  priceRange: { min: null, max: null },
  page: 1,
  type: [],
  quality: [],
  heroes: [],
  exterior_names: [],
  classes: [],
  sale: false,
  new: false,
  floatRange: { min: null, max: null },
  stattrak: [],
  phase: [],
  pattern: null,
  stickers: false,
  trade: null,
};

/**
 * CAT-47: how many filters of the filter sheet are set (the Filters button's count): the sort, each
 * bound, each list, the pattern, stickers and (LIST-2) the trade filter, one each. The search (on the page) and the page flags are not.
 */
export function activeFilterCount(f: ProductFilters): number {
  const bounds = [f.priceRange.min, f.priceRange.max, f.floatRange.min, f.floatRange.max, f.pattern].filter((v) => v !== null).length;
  const lists = [f.type, f.quality, f.heroes, f.exterior_names, f.classes, f.stattrak, f.phase].filter((l) => l.length > 0).length;
  return bounds + lists + Number(f.sort !== defaultFilters.sort) + Number(f.stickers) + Number(f.trade !== null);
}

/** The comma-list filters and their query keys (classes travel as item_class). */
const listFilters = [
  ['type', 'type'],
  ['quality', 'quality'],
  ['heroes', 'heroes'],
  ['exterior_names', 'exterior_names'],
  ['classes', 'item_class'],
  ['stattrak', 'stattrak'],
  ['phase', 'phase'],
] as const;

/** Spec §5: price inputs are text converted to numbers; empty (or not a number) means no bound. */
export function parsePrice(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').trim().replace(',', '.');
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** SKIN-12: a float bound from the URL or an input: 0 to 1, else no bound. */
export function parseFloatBound(text: string | null | undefined): number | null {
  const n = parsePrice(text);
  return n !== null && n <= 1 ? n : null;
}

/** SKIN-12: a pattern (paint seed) from the URL or the input: a whole number 0 to 1000, else none. */
export function parsePattern(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').trim();
  const n = Number(trimmed);
  return trimmed !== '' && Number.isInteger(n) && n >= 0 && n <= MAX_PAINT_SEED ? n : null;
}

function parseList(value: string | null): string[] {
  return [...new Set((value ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
}

/** Reads the filters from the URL query; a page's flags are always on there (CAT-33). */
export function filtersFromQuery(query: URLSearchParams, flags: PageFlags = {}): ProductFilters {
  const page = Number(query.get('page'));
  const min = parsePrice(query.get('price_from'));
  const filters: ProductFilters = {
    ...defaultFilters,
    search: (query.get('search') ?? '').trim(),
    sort: sortOrders.find((s) => s === query.get('sort')) ?? 'desc',
    priceRange: { min: min !== null && min > 0 ? min : null, max: parsePrice(query.get('price_till')) },
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sale: flags.sale === true || query.get('sale') === 'true',
    new: flags.new === true || query.get('new') === 'true',
    floatRange: { min: parseFloatBound(query.get('float_from')), max: parseFloatBound(query.get('float_to')) },
    pattern: parsePattern(query.get('pattern')),
    stickers: query.get('stickers') === 'true',
    trade: tradeFilterValues.find((v) => v === query.get('trade')) ?? null,
  };
  for (const [field, key] of listFilters) filters[field] = parseList(query.get(key));
  return filters;
}

/**
 * CAT-30: writes only what differs from the defaults: sort, price_from (above 0), price_till
 * (not null), the comma lists, page (above 1), search, new=true, sale=true. Sort desc is not written.
 * SKIN-12: float_from, float_to, pattern when set, stickers=true. LIST-2: trade when set.
 */
export function filtersToQuery(filters: ProductFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.sort !== defaultFilters.sort) query.set('sort', filters.sort);
  const { min, max } = filters.priceRange;
  if (min !== null && min > 0) query.set('price_from', String(min));
  if (max !== null) query.set('price_till', String(max));
  for (const [field, key] of listFilters) if (filters[field].length) query.set(key, filters[field].join(','));
  if (filters.page > 1) query.set('page', String(filters.page));
  if (filters.search) query.set('search', filters.search);
  if (filters.new) query.set('new', 'true');
  if (filters.sale) query.set('sale', 'true');
  if (filters.floatRange.min !== null) query.set('float_from', String(filters.floatRange.min));
  if (filters.floatRange.max !== null) query.set('float_to', String(filters.floatRange.max));
  if (filters.pattern !== null) query.set('pattern', String(filters.pattern));
  if (filters.stickers) query.set('stickers', 'true');
  if (filters.trade) query.set('trade', filters.trade);
  return query;
}

/** Where a list is: the category (always cs2) and an optional subcategory url. */
export interface ListScope {
  category: string;
  subcategory?: string;
}

/** The GET /items/list query of a filter state (spec §7). */
export function itemsListParams(filters: ProductFilters, scope: ListScope): ItemsListParams {
  const query = Object.fromEntries(filtersToQuery(filters)) as Record<string, string>;
  return { ...query, page: filters.page, limit: PAGE_SIZE.products, sort: filters.sort, category: scope.category, subcategory: scope.subcategory };
}

/** A change of the filters: the fields to set, or a function of the current filters giving them (one bound of a range). */
export type FiltersPatch = Partial<ProductFilters> | ((current: ProductFilters) => Partial<ProductFilters>);

/**
 * The filters of a product list page, kept in the URL query (CAT-30, CAT-31). `update` resets the
 * page to 1 unless the patch gives one; `reset` keeps only the page's flags.
 * SKIN-12: two inputs may apply before the page renders again (their 300 ms debounces end
 * together: float from and float to typed one after the other). Each change goes onto the last
 * query written, not onto the query of the last render, so the second never undoes the first.
 */
export function useProductFilters(flags: PageFlags = {}) {
  const [params, setParams] = useSearchParams();
  const { sale, new: isNew } = flags;
  const filters = useMemo(() => filtersFromQuery(params, { sale, new: isNew }), [params, sale, isNew]);
  // The query written last and the URL it was written over; once the URL moves on, the URL is current again.
  const written = useRef<{ over: URLSearchParams; query: URLSearchParams } | null>(null);
  const write = useCallback(
    (next: (current: URLSearchParams) => ProductFilters) => {
      const current = written.current?.over === params ? written.current.query : params;
      const query = filtersToQuery(next(current));
      if (query.toString() === current.toString()) return;
      written.current = { over: params, query };
      setParams(query);
    },
    [params, setParams],
  );
  const update = useCallback(
    (patch: FiltersPatch) =>
      write((current) => {
        const base = filtersFromQuery(current, { sale, new: isNew });
        const changes = typeof patch === 'function' ? patch(base) : patch;
        return { ...base, ...changes, page: changes.page ?? 1 };
      }),
    [write, sale, isNew],
  );
  const reset = useCallback(() => write(() => ({ ...defaultFilters, sale: sale === true, new: isNew === true })), [write, sale, isNew]);
  return { filters, update, reset };
}
