import '../../i18n/operator-gate';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { Button } from '../../ui/button';
import { FormMessage } from '../../ui/field';
import { PageSpinner } from '../../ui/spinner';
import { useDashboard } from './api/get-dashboard';

/** OPS-41: the back office's code loads only once the API says the visitor is an operator. */
const BackOffice = lazy(() => import('./back-office'));

/**
 * OPS-41: the door of /operator/*, a chunk of its own and as small as can be: it asks the API
 * (GET /operator/dashboard) who the visitor is. A guest or an expired session (401) goes to sign
 * in and comes back; a customer (403) is told the page is for operators; an operator gets the back office.
 */
export default function OperatorGate() {
  const { t } = useTranslation();
  const location = useLocation();
  const check = useDashboard();
  if (check.data) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <BackOffice />
      </Suspense>
    );
  }
  if (check.isPending) return <PageSpinner />;
  const status = check.error instanceof ApiError ? check.error.status : 0;
  if (status === 401) {
    const back = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/auth?form=signin&redirect=${encodeURIComponent(back)}`} replace />;
  }
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="text-2xl font-semibold text-white">{status === 403 ? t('op_only_operators') : t('op_load_failed')}</h1>
      {status !== 403 && (
        <>
          <FormMessage>{errorMessage(check.error, t('op_load_failed'))}</FormMessage>
          <Button variant="secondary" onClick={() => void check.refetch()}>
            {t('op_retry')}
          </Button>
        </>
      )}
    </div>
  );
}
