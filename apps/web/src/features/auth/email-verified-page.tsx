import '../../i18n/accounts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { AuthCard } from './auth-card';
import { usePageMeta } from '../../ui/use-page-meta';

/** /email/verify/success and /email/verify/already-success: a 'Go to My Account' button to the personal tab. */
function EmailVerified({ already }: { already: boolean }) {
  usePageMeta('email');
  const { t } = useTranslation();
  return (
    <AuthCard title={t(already ? 'verify_already_title' : 'verify_success_title')}>
      <div className="flex flex-col gap-6">
        <p className="text-sm text-slate-300">{t('verify_success_text')}</p>
        <Link to="/account/personal" className={buttonClass('primary', 'h-11')}>
          {t('verify_go_account')}
        </Link>
      </div>
    </AuthCard>
  );
}

export function EmailVerifiedSuccess() {
  return <EmailVerified already={false} />;
}

export function EmailAlreadyVerified() {
  return <EmailVerified already />;
}
