import '../../i18n/accounts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { FormMessage } from '../../ui/field';
import { resendVerification } from './api/auth-calls';
import { AuthCard } from './auth-card';
import { usePageMeta } from '../../ui/use-page-meta';

/**
 * /email-verification (login required): a resend button and a back-to-home link. The server's
 * message shows green when its status is OK; a failure shows 'Failed to send verification email' in red (spec §8).
 */
export default function EmailVerificationPage() {
  usePageMeta('email');
  const { t } = useTranslation();
  const resend = useMutation({ mutationFn: resendVerification });
  const ok = resend.data?.status === 'OK';
  return (
    <AuthCard title={t('verify_title')}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-300">{t('verify_text')}</p>
        {resend.isSuccess && ok && resend.data.message && <FormMessage tone="success">{resend.data.message}</FormMessage>}
        {(resend.isError || (resend.isSuccess && !ok)) && <FormMessage>{t('verify_failed')}</FormMessage>}
        <Button className="h-11" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {t('verify_resend')}
        </Button>
        <Link to="/" className="text-center text-sm font-semibold text-accent-400 hover:text-accent-300">
          {t('verify_back_home')}
        </Link>
      </div>
    </AuthCard>
  );
}
