import '../../i18n/accounts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../ui/button';
import { FormMessage } from '../../ui/field';
import { useConfirmEmailChange } from './api/auth-calls';
import { AuthCard } from './auth-card';
import { usePageMeta } from '../../ui/use-page-meta';

/**
 * SEC-10: /email/change?token, the link mailed to a new address. The page posts the token (a GET
 * that changed the account could be fired by a mail scanner) and shows the outcome.
 */
export default function EmailChangePage() {
  usePageMeta('email');
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, status, error } = useConfirmEmailChange();
  // Once per token: StrictMode's second effect run must not spend the single-use link again.
  const sent = useRef('');
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);
  return (
    <AuthCard title={t('email_change_title')}>
      <div className="flex flex-col gap-6">
        {!token ? (
          <FormMessage>{t('email_change_missing')}</FormMessage>
        ) : status === 'success' ? (
          <FormMessage tone="success">{t('email_change_done')}</FormMessage>
        ) : status === 'error' ? (
          <FormMessage>{error.message || t('email_change_failed')}</FormMessage>
        ) : (
          <p className="text-sm text-slate-300">{t('email_change_confirming')}</p>
        )}
        <Link to="/account/personal" className={buttonClass('primary', 'h-11')}>
          {t('verify_go_account')}
        </Link>
      </div>
    </AuthCard>
  );
}
