import { FALLBACK_CURRENCY, STORAGE_KEYS, type Currency, type Language } from '@skins/contract';
import { useSyncExternalStore } from 'react';
import { setLocaleSource } from '../api/client';

/**
 * The visitor's currency and language, outside React so that the HTTP client can add them to
 * every call (spec §7). Persisted under currencyCode/currencySymbol and languageId (spec §9).
 */
export interface LocaleState {
  currency: { code: string; symbol: string; value: number };
  languageId: number | null;
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or full storage: the choice still holds for this visit.
  }
}

let state: LocaleState = {
  currency: { code: readStorage(STORAGE_KEYS.currencyCode) ?? FALLBACK_CURRENCY.code, symbol: readStorage(STORAGE_KEYS.currencySymbol) ?? FALLBACK_CURRENCY.symbol, value: 1 },
  languageId: Number(readStorage(STORAGE_KEYS.languageId)) || null,
};
const listeners = new Set<() => void>();

function set(next: LocaleState) {
  state = next;
  for (const l of listeners) l();
}

export const localeStore = {
  get: (): LocaleState => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setCurrency(c: { code: string; symbol: string; value: number }) {
    writeStorage(STORAGE_KEYS.currencyCode, c.code);
    writeStorage(STORAGE_KEYS.currencySymbol, c.symbol);
    set({ ...state, currency: c });
  },
  setLanguage(id: number) {
    writeStorage(STORAGE_KEYS.languageId, String(id));
    set({ ...state, languageId: id });
  },
};

// The HTTP client adds the current choice to every call (spec §7); it reads it through this source
// rather than importing the store, so that the client depends on no part of the app.
setLocaleSource(() => ({ currency: state.currency.code, languageId: state.languageId }));

export function useLocale(): LocaleState {
  return useSyncExternalStore(localeStore.subscribe, localeStore.get);
}

const currentCurrency = () => state.currency;

/** The currency alone: a price or a price query does not render again when only the language changes. */
export function useCurrency(): LocaleState['currency'] {
  return useSyncExternalStore(localeStore.subscribe, currentCurrency);
}

/**
 * Spec §4 Currency: the stored code if listed, else the default-flagged one, else the first,
 * else EUR. An empty list (currencies failed to load) means EUR only.
 */
export function chooseCurrency(list: Currency[], stored: string | null): { code: string; symbol: string; value: number } {
  const c = list.find((x) => x.code === stored) ?? list.find((x) => x.default === 1) ?? list[0];
  return c ? { code: c.code, symbol: c.symbol, value: c.value } : { ...FALLBACK_CURRENCY };
}

/** Spec §4 Language: the id saved under languageId if listed, else the default language, else the first. */
export function chooseLanguage(list: Language[], stored: number | null): Language | undefined {
  return list.find((l) => l.id === stored) ?? list.find((l) => l.default === 1) ?? list[0];
}

/** SEO-1: the `?lang=` and `?currency=` codes of the address the app opened with (a shared or indexed link). */
export function addressChoice(): { lang?: string; currency?: string } {
  const query = new URLSearchParams(window.location.search);
  return { lang: query.get('lang')?.toLowerCase() || undefined, currency: query.get('currency')?.toUpperCase() || undefined };
}

/** Spec §4 on start: the address's listed code wins over the current choice (SEO-1), then chooseCurrency's chain. */
export function openingCurrency(list: Currency[], addressCode: string | undefined): LocaleState['currency'] {
  return chooseCurrency(list, list.find((c) => c.code === addressCode)?.code ?? state.currency.code);
}

/** Spec §4 on start: the address's listed language wins over the stored one (SEO-1), then chooseLanguage's chain. */
export function openingLanguage(list: Language[], addressCode: string | undefined, storedId: number | null): Language | undefined {
  return list.find((l) => l.code.toLowerCase() === addressCode) ?? chooseLanguage(list, storedId);
}
