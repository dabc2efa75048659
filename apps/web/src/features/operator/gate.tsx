import '../../i18n/operator-gate';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { Button, buttonClass } from '../../ui/button';
import { FormMessage } from '../../ui/field';
import { PageSpinner } from '../../ui/spinner';
import { useLocale } from '../../app/locale-store';
import { useSignedIn } from '../../app/session-store';
import { profileQueryOptions } from '../account/api/get-profile';
import { useDashboard } from './api/get-dashboard';
import { isTwoFactorSetupRequired, useTwoFactorSetupRefusal } from './api/two-factor-setup';

/** OPS-41: the back office's code loads only once the API says the visitor is an operator. */
const BackOffice = lazy(() => import('./back-office'));

/**
 * OPS-41: the door of /operator/*, a chunk of its own and as small as can be: it asks the API
 * (GET /operator/dashboard) who the visitor is. A guest or an expired session (401) goes to sign
 * in and comes back; a customer (403) is told the page is for operators; an operator gets the back office.
 * SEC-24: an operator without two-factor sign-in (the profile says so, or a call of the back office
 * answers AUTH_TWO_FACTOR_SETUP_REQUIRED) is sent to set it up on the profile instead.
 */
export default function OperatorGate() {
  const { t } = useTranslation();
  const location = useLocation();
  const check = useDashboard();
  const { currency } = useLocale();
  const signedIn = useSignedIn();
  const profile = useQuery({ ...profileQueryOptions(currency.code), enabled: signedIn });
  const refused = useTwoFactorSetupRefusal();
  const withoutTwoFactor = refused || isTwoFactorSetupRequired(check.error) || (profile.data?.role === 'operator' && profile.data.two_factor_enabled === false);
  // A refusal of an earlier visit waits for the check to answer again (two-factor may be on now).
  if (check.isPending || (check.isError && check.isFetching)) return <PageSpinner />;
  if (withoutTwoFactor) return <TwoFactorSetupNeeded />;
  if (check.data) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <BackOffice />
      </Suspense>
    );
  }
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

/** SEC-24: the back office's door for an operator without two-factor sign-in: a way to set it up. */
function TwoFactorSetupNeeded() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-start gap-4 px-4 py-16">
      <h1 className="text-2xl font-semibold text-white">{t('op_two_factor_title')}</h1>
      <p className="text-slate-300">{t('op_two_factor_text')}</p>
      <Link to="/account/personal#two-factor" className={buttonClass('primary', 'h-11')}>
        {t('op_two_factor_link')}
      </Link>
    </div>
  );
}
