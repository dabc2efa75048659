import { FALLBACK_CURRENCY } from '@skins/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currenciesQueryOptions, languagesQueryOptions } from '../reference-data/api/reference-data';
import { localeStore, useLocale } from '../../app/locale-store';
import { Select } from '../../ui/select';

/** Spec §4 Currency: the choice is stored (code and symbol) and every price query refetches in it. */
export function CurrencySelect() {
  const { t } = useTranslation();
  const { currency } = useLocale();
  const { data, isError } = useQuery(currenciesQueryOptions());
  const list = data?.length ? data : isError ? [{ ...FALLBACK_CURRENCY }] : [currency];
  return (
    <Select
      label={t('select_currency')}
      data-testid="currency-select"
      value={currency.code}
      options={list.map((c) => ({ value: c.code, label: `${c.symbol} ${c.code}` }))}
      onChange={(e) => {
        const c = list.find((x) => x.code === e.target.value);
        if (c) localeStore.setCurrency({ code: c.code, symbol: c.symbol, value: c.value });
      }}
    />
  );
}

/** Spec §4 Language: the id is stored under languageId; the bootstrap loads and applies its texts. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const { languageId } = useLocale();
  const { data } = useQuery(languagesQueryOptions());
  if (!data?.length) return null;
  return (
    <Select
      label={t('select_language')}
      data-testid="language-select"
      value={String(languageId ?? '')}
      options={data.map((l) => ({ value: String(l.id), label: l.title }))}
      onChange={(e) => localeStore.setLanguage(Number(e.target.value))}
    />
  );
}

export function LocaleControls() {
  return (
    <>
      <CurrencySelect />
      <LanguageSelect />
    </>
  );
}
