import { FALLBACK_CURRENCY } from '@skins/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { currenciesQueryOptions, languagesQueryOptions, localizationsQueryOptions } from '../reference-data/api/reference-data';
import { addressChoice, localeStore, openingCurrency, openingLanguage, useLocale } from '../../app/locale-store';
import { applyLanguage } from '../../i18n';
import { useErrorToast } from '../../ui/use-error-toast';

/**
 * Spec §4 Currency and Language, on start: load both lists, settle on a valid currency and
 * language (fallback chains in locale-store), and load the language's texts over the English ones.
 * A language change from the select lands here too: its texts load and apply without a reload.
 */
export function useLocaleBootstrap(): void {
  // SEO-1: a listed code of the opening address wins over the stored choice once, and is stored:
  // the page then speaks the language its server-written head announced.
  const opened = useRef<{ lang?: string; currency?: string } | null>(null);
  opened.current ??= addressChoice();
  const currencies = useQuery(currenciesQueryOptions());
  const languages = useQuery(languagesQueryOptions());
  const { languageId } = useLocale();

  useErrorToast(currencies.error, 'failed_to_load_currencies');
  useErrorToast(languages.error, 'failed_to_load_languages');

  useEffect(() => {
    if (!currencies.data && !currencies.isError) return;
    // Currencies failed to load: EUR only.
    const next = currencies.data ? openingCurrency(currencies.data, opened.current?.currency) : { ...FALLBACK_CURRENCY };
    if (opened.current) opened.current.currency = undefined;
    const cur = localeStore.get().currency;
    if (next.code !== cur.code || next.symbol !== cur.symbol || next.value !== cur.value) localeStore.setCurrency(next);
  }, [currencies.data, currencies.isError]);

  const language = languages.data ? openingLanguage(languages.data, opened.current?.lang, languageId) : undefined;
  useEffect(() => {
    if (!language) return;
    if (opened.current) opened.current.lang = undefined;
    if (language.id !== localeStore.get().languageId) localeStore.setLanguage(language.id);
  }, [language]);

  const texts = useQuery({ ...localizationsQueryOptions(language?.id ?? 0), enabled: language !== undefined });
  useEffect(() => {
    if (language && texts.data) void applyLanguage(language.code, texts.data);
  }, [language, texts.data]);
  useEffect(() => {
    // Spec §8: a failed translation load is only logged.
    if (texts.error) console.error('Failed to load translations', texts.error);
  }, [texts.error]);
}
