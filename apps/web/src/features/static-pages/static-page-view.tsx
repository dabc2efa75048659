import { textSnippet, type StaticPage } from '@skins/contract';
import { useMemo } from 'react';
import { usePageMeta } from '../../ui/use-page-meta';
import { sanitizeHtml } from './sanitize-html';

/** A static page: its title and its (cleaned) HTML content. */
export function StaticPageView({ page }: { page: StaticPage }) {
  const html = useMemo(() => sanitizeHtml(page.content), [page.content]);
  const description = useMemo(() => textSnippet(page.content), [page.content]);
  usePageMeta('staticPage', { title: page.title }, description);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 lg:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{page.title}</h1>
      <div data-testid="static-page-content" className="static-content mt-8" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
