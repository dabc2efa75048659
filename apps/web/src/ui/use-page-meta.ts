import { documentTitle, PAGE_META, type PageKind } from '@skins/contract';
import { useEffect } from 'react';
import { useTranslation } from '../i18n';

/** The document's `<meta name="description">`, made when the document has none. */
function descriptionMeta(): HTMLMetaElement {
  const found = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (found) return found;
  const meta = document.createElement('meta');
  meta.name = 'description';
  document.head.append(meta);
  return meta;
}

/**
 * SEO-1: the title and meta description of the page on screen, in the current language (the texts
 * the server wrote into the first document), kept right after client-side navigation and language
 * changes. `vars` fills the kind's texts; null means the page's data has not arrived (the title waits).
 * `description` replaces the kind's (a static page's own text).
 */
export function usePageMeta(kind: PageKind, vars?: Record<string, string> | null, description?: string): void {
  const { t } = useTranslation();
  const keys = PAGE_META[kind];
  const title = vars === null ? null : documentTitle(t(keys.title, vars ?? {}), t('shell_brand'));
  const text = vars === null ? null : description || t(keys.description, vars ?? {});
  useEffect(() => {
    if (title === null || text === null) return;
    document.title = title;
    descriptionMeta().content = text;
  }, [title, text]);
}
