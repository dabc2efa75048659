import {
  categorySchema,
  countrySchema,
  currencySchema,
  languageSchema,
  localizationsSchema,
  okEnvelope,
  settingsSchema,
  socialLinkSchema,
  staticPageSchema,
  type Category,
  type Country,
  type Currency,
  type Language,
  type Localizations,
  type Settings,
  type SocialLink,
  type StaticPage,
} from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type Ok } from '../../../api/client';
import { localeStore, useLocale } from '../../../app/locale-store';

/**
 * Reference data every page may need, one query each. Keys that carry money include the currency
 * so that a currency change refetches them (spec §4 Currency).
 */
const STALE = 5 * 60_000;

export const currenciesQueryOptions = () =>
  queryOptions({ queryKey: ['currencies'], queryFn: () => api.get<Ok<Currency[]>>('/currencies', { schema: import.meta.env.DEV && okEnvelope(z.array(currencySchema)), withLocale: false }).then((r) => r.payload), staleTime: STALE });

export const languagesQueryOptions = () =>
  queryOptions({ queryKey: ['languages'], queryFn: () => api.get<Ok<Language[]>>('/languages', { schema: import.meta.env.DEV && okEnvelope(z.array(languageSchema)), withLocale: false }).then((r) => r.payload), staleTime: STALE });

export const localizationsQueryOptions = (langId: number) =>
  queryOptions({
    queryKey: ['localizations', langId],
    queryFn: () => api.get<Ok<Localizations>>('/localizations', { schema: import.meta.env.DEV && okEnvelope(localizationsSchema), query: { lang_id: langId }, withLocale: false }).then((r) => r.payload),
    staleTime: STALE,
  });

export const settingsQueryOptions = (currency: string) =>
  queryOptions({ queryKey: ['settings', currency], queryFn: () => api.get<Ok<Settings>>('/settings', { schema: import.meta.env.DEV && okEnvelope(settingsSchema) }).then((r) => r.payload), staleTime: STALE });

export function useSettings() {
  const { currency } = useLocale();
  return useQuery(settingsQueryOptions(currency.code));
}

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: ['countries'], queryFn: () => api.get<Ok<Country[]>>('/countries', { schema: import.meta.env.DEV && okEnvelope(z.array(countrySchema)) }).then((r) => r.payload), staleTime: STALE });

export const socialLinksQueryOptions = () =>
  queryOptions({ queryKey: ['social-links'], queryFn: () => api.get<Ok<SocialLink[]>>('/social-links', { schema: import.meta.env.DEV && okEnvelope(z.array(socialLinkSchema)) }).then((r) => r.payload), staleTime: STALE });

/**
 * OPS-90: the pages come in the visitor's language (lang_id), so their key holds it; the callers
 * render again when the language changes (their texts do), which then asks for the new language.
 */
export const staticPagesQueryOptions = () =>
  queryOptions({ queryKey: ['static-pages', 'lang', localeStore.get().languageId], queryFn: () => api.get<Ok<StaticPage[]>>('/static-pages', { schema: import.meta.env.DEV && okEnvelope(z.array(staticPageSchema)) }).then((r) => r.payload), staleTime: STALE });

export const staticPageQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['static-pages', id, 'lang', localeStore.get().languageId], queryFn: () => api.get<Ok<StaticPage>>(`/static-pages/${id}`, { schema: import.meta.env.DEV && okEnvelope(staticPageSchema) }).then((r) => r.payload), staleTime: STALE });

/** Spec §4 Product list: the category list loads once. */
export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: () => api.get<Ok<Category[]>>('/categories', { schema: import.meta.env.DEV && okEnvelope(z.array(categorySchema)) }).then((r) => r.payload), staleTime: Infinity });
