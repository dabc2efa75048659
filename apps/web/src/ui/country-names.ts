import type { Country } from '@skins/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The countries as the visitor reads them. The stored titles are English; in another interface
 * language each country is named by the browser in that language (Intl.DisplayNames, by its ISO
 * code) and the list is sorted by those names. A code the browser cannot name keeps its title.
 */
export function localizedCountries(countries: Country[], language: string): Country[] {
  if (language === 'en' || countries.length === 0) return countries;
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  } catch {
    return countries;
  }
  const nameOf = (iso: string) => {
    try {
      return names.of(iso.toUpperCase());
    } catch {
      return undefined;
    }
  };
  const collator = new Intl.Collator(language);
  return countries.map((c) => ({ ...c, title: nameOf(c.iso) ?? c.title })).sort((a, b) => collator.compare(a.title, b.title));
}

/** localizedCountries in the current interface language, again when the language changes. */
export function useLocalizedCountries(countries: Country[]): Country[] {
  const language = useTranslation().i18n?.language ?? 'en';
  return useMemo(() => localizedCountries(countries, language), [countries, language]);
}
