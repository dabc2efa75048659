import { textSnippet, type StaticPage } from '@skins/contract';
import { useMemo } from 'react';
import { usePageMeta } from '../../ui/use-page-meta';

/** A static page: its title and its HTML content, as the server cleaned it (SEC-16). */
export function StaticPageView({ page }: { page: StaticPage }) {
  const description = useMemo(() => textSnippet(page.content), [page.content]);
  usePageMeta('staticPage', { title: page.title }, description);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 lg:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{page.title}</h1>
      <div data-testid="static-page-content" className="static-content mt-8" dangerouslySetInnerHTML={{ __html: page.content }} />
    </article>
  );
}
