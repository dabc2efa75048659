import { messagesSeoEn, messagesShellEn, messagesSkinsEn, type Localizations } from '@skins/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * English defaults from the contract; other languages are the server's texts merged over them.
 * The first view carries only the shell's texts; lazy areas add theirs (see ./accounts.ts).
 */
export const i18n = i18next.createInstance();

/** The first view's English texts: the shell's, every page's title and description (SEO-1), and the skin marks of cards and filters. */
const firstViewEn = { ...messagesShellEn, ...messagesSeoEn, ...messagesSkinsEn };

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
  i18n.addResourceBundle(code, 'translation', { ...firstViewEn, ...texts }, true, true);
  await i18n.changeLanguage(code);
  document.documentElement.lang = code;
}
