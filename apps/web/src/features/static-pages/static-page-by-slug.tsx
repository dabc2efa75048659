import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { staticPagesQueryOptions } from '../reference-data/api/reference-data';
import { NotFoundView } from '../../ui/not-found-view';
import { PageSpinner } from '../../ui/spinner';
import { StaticPageView } from './static-page-view';

/** Spec §2 /{slug}: a static page only if the slug is among the fetched pages, otherwise not-found. */
export default function StaticPageBySlug() {
  const { slug } = useParams();
  // The layout loads the same list (footer links) and toasts its failure.
  const { data, isPending } = useQuery(staticPagesQueryOptions());
  if (isPending) return <PageSpinner />;
  const page = data?.find((p) => p.slug === slug);
  return page ? <StaticPageView page={page} /> : <NotFoundView />;
}
