/**
 * SEAM-1: the face of the i18n module (currencies, languages and translations, and the locale of a request).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { getLocalizations, listCurrencies, listLanguages, pickLanguage, resolveLocale } from './service.ts';
