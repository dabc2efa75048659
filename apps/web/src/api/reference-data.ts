import type { Category, Country, Currency, Language, Localizations, Settings, SocialLink, StaticPage } from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocale } from '../app/locale-store';
import { api, type Ok } from './client';

/**
 * Reference data every page may need, one query each. Keys that carry money include the currency
 * so that a currency change refetches them (spec §4 Currency).
 */
const STALE = 5 * 60_000;

export const currenciesQueryOptions = () =>
  queryOptions({ queryKey: ['currencies'], queryFn: () => api.get<Ok<Currency[]>>('/currencies', { withLocale: false }).then((r) => r.payload), staleTime: STALE });

export const languagesQueryOptions = () =>
  queryOptions({ queryKey: ['languages'], queryFn: () => api.get<Ok<Language[]>>('/languages', { withLocale: false }).then((r) => r.payload), staleTime: STALE });

export const localizationsQueryOptions = (langId: number) =>
  queryOptions({
    queryKey: ['localizations', langId],
    queryFn: () => api.get<Ok<Localizations>>('/localizations', { query: { lang_id: langId }, withLocale: false }).then((r) => r.payload),
    staleTime: STALE,
  });

export const settingsQueryOptions = (currency: string) =>
  queryOptions({ queryKey: ['settings', currency], queryFn: () => api.get<Ok<Settings>>('/settings').then((r) => r.payload), staleTime: STALE });

export function useSettings() {
  const { currency } = useLocale();
  return useQuery(settingsQueryOptions(currency.code));
}

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: ['countries'], queryFn: () => api.get<Ok<Country[]>>('/countries').then((r) => r.payload), staleTime: STALE });

export const socialLinksQueryOptions = () =>
  queryOptions({ queryKey: ['social-links'], queryFn: () => api.get<Ok<SocialLink[]>>('/social-links').then((r) => r.payload), staleTime: STALE });

export const staticPagesQueryOptions = () =>
  queryOptions({ queryKey: ['static-pages'], queryFn: () => api.get<Ok<StaticPage[]>>('/static-pages').then((r) => r.payload), staleTime: STALE });

export const staticPageQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['static-pages', id], queryFn: () => api.get<Ok<StaticPage>>(`/static-pages/${id}`).then((r) => r.payload), staleTime: STALE });

/** Spec §4 Product list: the category list loads once. */
export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: () => api.get<Ok<Category[]>>('/categories').then((r) => r.payload), staleTime: Infinity });
