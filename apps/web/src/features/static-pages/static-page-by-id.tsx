import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { staticPageQueryOptions } from '../reference-data/api/reference-data';
import { Button } from '../../ui/button';
import { NotFoundView } from '../../ui/not-found-view';
import { PageSpinner } from '../../ui/spinner';
import { useErrorToast } from '../../ui/use-error-toast';
import { StaticPageView } from './static-page-view';

/** Spec §2 /static-page/{id}; spec §8: a missing static page goes to not-found. */
export default function StaticPageById() {
  const { t } = useTranslation();
  const { id } = useParams();
  const pageId = /^\d+$/.test(id ?? '') ? Number(id) : 0;
  const query = useQuery({ ...staticPageQueryOptions(pageId), enabled: pageId > 0 });
  const missing = pageId <= 0 || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400));
  useErrorToast(missing ? null : query.error, 'failed_to_fetch_page');

  if (missing) return <NotFoundView />;
  if (query.data) return <StaticPageView page={query.data} />;
  if (query.isError) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-slate-300">{t('failed_to_fetch_page')}</p>
        <Button variant="secondary" className="mt-6" onClick={() => void query.refetch()}>
          {t('try_again')}
        </Button>
      </section>
    );
  }
  return <PageSpinner />;
}
