import '../../i18n/accounts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../ui/button';
import { FormMessage } from '../../ui/field';
import { PageSpinner } from '../../ui/spinner';
import { resendVerification } from './api/auth-calls';
import { authStateQueryOptions } from './api/session-calls';
import { AuthCard } from './auth-card';
import { EmailAlreadyVerified } from './email-verified-page';
import { usePageMeta } from '../../ui/use-page-meta';

/**
 * /email-verification (login required): a resend button and a back-to-home link. The server's
 * message shows green when its status is OK; a failure shows 'Failed to send verification email' in red (spec §8).
 * A user whose address is verified already sees the already-verified outcome instead (AUTH-WEB-16).
 */
export default function EmailVerificationPage() {
  usePageMeta('email');
  const state = useQuery(authStateQueryOptions());
  if (state.isPending) return <PageSpinner />;
  // AUTH-WEB-16: an address verified already needs no link: the outcome screen says so, with 'Go to My Account'.
  // A failed check falls back to the resend screen, which works either way (AUTH-16 answers 'already verified').
  if (state.data?.emailVerified === true) return <EmailAlreadyVerified />;
  return <ResendVerification />;
}

function ResendVerification() {
  const { t } = useTranslation();
  // AUTH-WEB-17: opened from a link the server refused (?error=): said in the visitor's language.
  const linkRefused = useSearchParams()[0].has('error');
  const resend = useMutation({ mutationFn: resendVerification });
  const ok = resend.data?.status === 'OK';
  return (
    <AuthCard title={t('verify_title')}>
      <div className="flex flex-col gap-4">
        {linkRefused && <FormMessage>{t('verify_link_invalid')}</FormMessage>}
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
