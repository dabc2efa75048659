import { messagesCatalogLabelsEn, messagesSeoEn, messagesShellEn, messagesListingsEn, messagesSkinsEn, type Localizations } from '@skins/contract';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';

/**
 * English defaults from the contract; other languages are the server's texts merged over them.
 * The first view carries only the shell's texts; lazy areas add theirs (see ./accounts.ts).
 */
export const i18n = i18next.createInstance();

/** The first view's English texts: the shell's, every page's title and description (SEO-1), the skin marks of cards and filters (with issue 49's listings, low float and trade filters) and their catalogue words (I18N-11). */
const firstViewEn = { ...messagesShellEn, ...messagesSeoEn, ...messagesSkinsEn, ...messagesListingsEn, ...messagesCatalogLabelsEn };

void i18n.use(initReactI18next).init({
  resources: { en: { translation: firstViewEn } },
  lng: 'en',
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Spec §4 Language: load a language's translations merged over the English defaults, then switch. */
export async function applyLanguage(code: string, texts: Localizations): Promise<void> {
  // A copy: adding a bundle changes the stored one in place.
  const before = i18n.language === code ? { ...(i18n.getResourceBundle(code, 'translation') as Record<string, unknown>) } : null;
  i18n.addResourceBundle(code, 'translation', { ...firstViewEn, ...texts }, true, true);
  document.documentElement.lang = code;
  // Issue 16: the first visit's language is usually the one already shown, with the same texts; then
  // no text on the page changes and the whole page need not render again (a long task on a phone).
  const after = i18n.getResourceBundle(code, 'translation') as Record<string, unknown>;
  if (before && Object.keys(before).every((key) => before[key] === after[key])) return;
  await i18n.changeLanguage(code);
}

/**
 * The texts' hook of the hot paths (cards, their badges and marks, the shell). react-i18next's
 * useTranslation copies the i18n instance, builds a fixed t and adds a listener for every component
 * that calls it: tens of ms of a list's first render on a phone (issue 16). Here one listener serves
 * them all, with the same contract: `t` is a new function after each language change (as with
 * react-i18next's default `bindI18n: 'languageChanged'`), so whatever shows a text renders again.
 */
let current = { t: i18n.t.bind(i18n) };
const listeners = new Set<() => void>();
i18n.on('languageChanged', () => {
  current = { t: i18n.t.bind(i18n) };
  for (const listener of listeners) listener();
});
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => current;

export function useTranslation(): { t: typeof i18n.t } {
  return useSyncExternalStore(subscribe, snapshot);
}
