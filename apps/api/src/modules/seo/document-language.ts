import type { Language } from '@skins/contract';
import { pickLanguage } from '../i18n/index.ts';

/** The language codes of an Accept-Language header, the most wanted first (`de-DE;q=0.9` -> `de`). */
function acceptedCodes(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { code: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((c) => c.code && c.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((c) => c.code);
}

/**
 * SEO-1: the language of a served document: `?lang=<code>` when listed, else the browser's
 * Accept-Language (what crawlers and link previews send), else spec §4's default, then first.
 */
export function documentLanguage(list: Language[], lang: string | undefined, acceptLanguage: string | undefined): Language | null {
  const wanted = [...(lang ? [lang.toLowerCase()] : []), ...acceptedCodes(acceptLanguage ?? '')];
  for (const code of wanted) {
    const found = list.find((l) => l.code.toLowerCase() === code);
    if (found) return found;
  }
  return pickLanguage(list, undefined);
}
