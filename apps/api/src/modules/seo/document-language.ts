import type { Language } from '@skins/contract';
import { pickLanguage } from '../i18n/index.ts';

/**
 * SEO-1: the language of a served document: `?lang=<code>` when listed, else spec §4's default,
 * then the first. The browser's Accept-Language is not read: the app itself shows the default
 * language to a visitor who chose none (§4), and the head must speak the language of the page.
 */
export function documentLanguage(list: Language[], lang: string | undefined): Language | null {
  const found = lang ? list.find((l) => l.code.toLowerCase() === lang.toLowerCase()) : undefined;
  return found ?? pickLanguage(list, undefined);
}
