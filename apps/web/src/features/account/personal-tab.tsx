import { DEFAULT_TOP_UP_AMOUNT, type Settings } from '@skins/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { displayName, formatBalance } from './api/profile-fields';
import { type UserProfile } from './api/get-profile';
import { countriesQueryOptions } from '../reference-data/api/reference-data';
import { signOut } from '../../app/session-store';
import { Button } from '../../ui/button';
import { inputClass } from '../../ui/field';
import { PageSpinner } from '../../ui/spinner';
import { useErrorToast } from '../../ui/use-error-toast';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import { SessionsList } from './sessions-list';
import { DeleteMyAccount, DownloadMyData } from './privacy-panel';
import { formatDate } from '../../ui/format-date';
import { TwoFactorSection } from './two-factor-section';
import { TopUpFlow, topUpMaximum, topUpMinimum, topUpProblem } from './topup-flow';

export { topUpProblem };

function Panel({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="scroll-mt-24 rounded-2xl border border-ink-700 bg-ink-900/80 p-5 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-white">{title}</h2>
      {children}
    </section>
  );
}

/** The top-up box: a valid amount opens the top-up flow (topup modal, then checkout modal). */
function TopUpBox({ min, max, onTopUp }: { min: number; max: number; onTopUp: (amount: string) => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(String(DEFAULT_TOP_UP_AMOUNT));
  const submit = () => {
    const problem = topUpProblem(amount, min, max);
    if (problem) {
      if (problem.key === 'account_min_top_up' || problem.key === 'account_max_top_up') toast.warning(t(problem.key, { n: problem.n }));
      else toast.error(t(problem.key));
      return;
    }
    onTopUp(amount);
  };
  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor="topup-amount" className="text-sm font-medium text-slate-300">
        {t('account_top_up_amount')}
      </label>
      <div className="flex gap-2">
        <input id="topup-amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value.replace(/[^\d.,]/g, ''))} className={inputClass} />
        <Button type="submit" className="h-11 shrink-0">
          {t('account_top_up')}
        </Button>
      </div>
    </form>
  );
}

/** Spec §2 Account, profile tab: name, email, balance, top-up box, basic information, change password, two-factor sign-in (SEC-20), sessions (SEC-9), your data and deleting the account (GDPR-WEB-1, GDPR-WEB-2), logout. */
export function PersonalTab({ profile, settings }: { profile?: UserProfile; settings?: Settings }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const countries = useQuery(countriesQueryOptions());
  useErrorToast(countries.error, 'failed_to_load_countries');
  const [topUpAmount, setTopUpAmount] = useState<string | null>(null);
  if (!profile) return <PageSpinner />;
  const min = topUpMinimum(settings);
  const max = topUpMaximum(settings);
  const joined = formatDate(profile.created_at, i18n.language);
  return (
    <div className="flex flex-col gap-6">
      <section className="grid gap-6 rounded-2xl border border-ink-700 bg-gradient-to-br from-ink-900 to-ink-800 p-5 sm:p-6 md:grid-cols-[1fr_auto_minmax(0,20rem)] md:items-center">
        <div className="flex min-w-0 items-center gap-4">
          <div aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent-500/15 text-xl font-bold text-accent-400">
            {profile.avatarUrl ? <img src={profile.avatarUrl} alt="" className="size-full object-cover" /> : (displayName(profile)[0] ?? profile.email?.[0] ?? '?').toUpperCase()}
          </div>
          <div className="min-w-0">
            <p className="truncate text-xl font-bold text-white" data-testid="account-name">
              {displayName(profile)}
            </p>
            <p className="truncate text-sm text-slate-400">{profile.email}</p>
            {joined && (
              <p className="text-xs text-slate-500">
                {t('account_member_since')} {joined}
              </p>
            )}
          </div>
        </div>
        <div>
          <p className="text-xs tracking-wider text-slate-400 uppercase">{t('account_balance')}</p>
          <p className="text-2xl font-bold whitespace-nowrap text-white" data-testid="account-balance">
            {formatBalance(profile.balance, settings?.internal_currency?.name)}
          </p>
        </div>
        <TopUpBox min={min} max={max} onTopUp={setTopUpAmount} />
      </section>
      {topUpAmount !== null && (
        <TopUpFlow initialAmount={topUpAmount} onClose={() => setTopUpAmount(null)} min={min} max={max} methods={settings?.payment_methods} profile={profile} countries={countries.data ?? []} />
      )}
      <Panel title={t('account_basic_info')}>
        {countries.isPending ? <PageSpinner /> : <ProfileForm key={`${profile.id}-${profile.email}`} profile={profile} countries={countries.data ?? []} />}
      </Panel>
      <Panel title={t('account_change_password')}>
        <ChangePasswordForm />
      </Panel>
      <Panel id="two-factor" title={t('account_two_factor_title')}>
        <TwoFactorSection />
      </Panel>
      <Panel title={t('account_sessions')}>
        <SessionsList />
      </Panel>
      <Panel id="your-data" title={t('privacy_title')}>
        <DownloadMyData />
      </Panel>
      <Panel id="delete-account" title={t('privacy_delete_title')}>
        <DeleteMyAccount profile={profile} />
      </Panel>
      <div>
        <Button variant="secondary" onClick={() => void signOut().then(() => navigate('/'))}>
          {t('account_logout')}
        </Button>
      </div>
    </div>
  );
}
