import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A back-office list's state, as it stands in the URL query: `?q=&page=` and the list's own filters. */
export interface ListParams {
  q: string;
  page: number;
  /** Each filter of the list by its query key; '' when not set. */
  filters: Record<string, string>;
}

/** Reads a list's state from a URL query; a page below 1 or not a number is page 1. */
export function readListParams(search: URLSearchParams, filterKeys: readonly string[]): ListParams {
  const page = Number(search.get('page'));
  return {
    q: search.get('q') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    filters: Object.fromEntries(filterKeys.map((k) => [k, search.get(k) ?? ''])),
  };
}

/**
 * Writes a change into a query: empty values leave the query, page 1 is implicit, and a change of
 * the search or a filter goes back to page 1 (a page of the old list means nothing in the new one).
 */
export function withListChange(search: URLSearchParams, change: Partial<Record<string, string | number>>): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(change)) {
    const text = value === undefined ? '' : String(value).trim();
    if (text === '' || (key === 'page' && text === '1')) next.delete(key);
    else next.set(key, text);
  }
  if (!('page' in change)) next.delete('page');
  return next;
}

/** A list's state synced to the URL query (shareable, survives a reload, Back goes to the previous filter). */
export function useListParams(filterKeys: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  // The keys as one string: callers may pass a new array each render.
  const keys = filterKeys.join(',');
  const params = useMemo(() => readListParams(search, keys ? keys.split(',') : []), [search, keys]);
  const change = useCallback((c: Partial<Record<string, string | number>>) => setSearch((s) => withListChange(s, c)), [setSearch]);
  return { ...params, change };
}
