import '../../i18n/accounts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { profileQueryOptions } from './api/get-profile';
import { offerHistoryQueryOptions } from './api/offers-calls';
import { useSettings } from '../reference-data/api/reference-data';
import { useLocale } from '../../app/locale-store';
import { PageSpinner } from '../../ui/spinner';
import { useErrorToast } from '../../ui/use-error-toast';
import { OrderHistoryTab } from './order-history-tab';
import { resolveAccountTab, TAB_LABELS, visibleTabs } from './tabs';
import { usePageMeta } from '../../ui/use-page-meta';

/** The offers tab and its modals are their own chunk: most visits to the account never open it. */
const OffersTab = lazy(() => import('./offers/offers-tab'));
/** BUDGET-1: the profile tab is its own chunk too: its forms bring the phone library, which the history tabs do not need. */
const PersonalTab = lazy(() => import('./personal-tab').then((m) => ({ default: m.PersonalTab })));
/** BUDGET-1, WALLET-10: the statement (its filters, formats and texts) is its own chunk, loaded when its tab opens. */
const PaymentHistoryTab = lazy(() => import('./payment-history-tab').then((m) => ({ default: m.PaymentHistoryTab })));

const tabClass = (current: boolean) =>
  `block rounded-lg border px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2 sm:px-4 sm:py-2.5 ${
    current ? 'border-accent-400 bg-accent-500/10 text-accent-400 sm:bg-transparent' : 'border-ink-600 text-slate-400 hover:text-white sm:border-transparent'
  }`;

/** /account and /account/{personal,transactions,orders,offers} (login required); ?tab= also selects a tab. */
export default function AccountPage() {
  usePageMeta('account');
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const settings = useSettings();
  const { currency } = useLocale();
  const profile = useQuery(profileQueryOptions(currency.code));
  useErrorToast(profile.error, 'account_load_profile_failed');
  const offerEnabled = settings.data?.offer_enabled ?? false;
  // OFFER-1: while selling is off, a customer whose offers are still open keeps the tab to finish them.
  // Asked for a verified email only: offers need one, and an unverified one's 403 would send the
  // whole account to the verification page (spec §6).
  const askOffers = settings.isSuccess && !offerEnabled && profile.data?.emailVerified === true;
  const openOffers = useQuery({ ...offerHistoryQueryOptions(1), enabled: askOffers });
  const deciding = !offerEnabled && (profile.isPending || (askOffers && openOffers.isPending));
  if (settings.isPending || deciding) return <PageSpinner />;
  const offersShown = offerEnabled || (openOffers.data?.meta.in_progress ?? 0) > 0;
  const { tab, redirect } = resolveAccountTab(pathname, params.get('tab'), offersShown);
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:px-6">
      <h1 className="mb-6 text-3xl font-bold text-white">{t('account_title')}</h1>
      {/* BUDGET-8: on phones the tabs wrap as pills (all in view, no sideways scroll); from 640 px one underlined row. */}
      <nav aria-label={t('account_tabs')} className="mb-6">
        <ul className="flex flex-wrap gap-2 sm:gap-1 sm:border-b sm:border-ink-700">
          {visibleTabs(offersShown).map((k) => (
            <li key={k}>
              <Link to={`/account/${k}`} aria-current={k === tab ? 'page' : undefined} className={tabClass(k === tab)}>
                {t(TAB_LABELS[k])}
              </Link>
            </li>
          ))}
          {/* WATCH-2: the watchlist is a page of its own (its chunk loads there), reached from here like a tab. */}
          <li>
            <Link to="/account/watchlist" className={tabClass(false)}>
              {t('account_tab_watchlist')}
            </Link>
          </li>
          {/* OPS-114: the operator's way into the back office, at every width (the phone's menu leads here). */}
          {profile.data?.role === 'operator' && (
            <li>
              <Link to="/operator" className={tabClass(false)}>
                {t('account_back_office')}
              </Link>
            </li>
          )}
        </ul>
      </nav>
      {tab === 'personal' && (
        <Suspense fallback={<PageSpinner />}>
          <PersonalTab profile={profile.data} settings={settings.data} />
        </Suspense>
      )}
      {tab === 'transactions' && (
        <Suspense fallback={<PageSpinner />}>
          <PaymentHistoryTab />
        </Suspense>
      )}
      {tab === 'orders' && <OrderHistoryTab />}
      {tab === 'offers' && (
        <Suspense fallback={<PageSpinner />}>
          <OffersTab canSell={offerEnabled} />
        </Suspense>
      )}
    </div>
  );
}
