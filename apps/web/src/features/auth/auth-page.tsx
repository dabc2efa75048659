import '../../i18n/accounts';
import { afterLoginPath } from '@skins/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSettings } from '../reference-data/api/reference-data';
import { sessionStore, useSession } from '../../app/session-store';
import { PageSpinner } from '../../ui/spinner';
import { AuthCard } from './auth-card';
import { ResetRequestForm } from './reset-request-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { TwoFactorStep } from './two-factor-step';
import { usePageMeta } from '../../ui/use-page-meta';

export type AuthForm = 'signin' | 'signup' | 'reset' | 'two-factor';

/**
 * Spec §2: query form is signin, signup or reset (default and fallback signin); sign-up only when
 * registration is on. SEC-20: two-factor is the code step a Steam sign-in of an account with
 * two-factor sign-in on comes back to (its challenge is in a cookie).
 */
export function resolveAuthForm(value: string | null, regEnabled: boolean): AuthForm {
  if (value === 'reset' || value === 'two-factor') return value;
  if (value === 'signup' && regEnabled) return 'signup';
  return 'signin';
}

const TITLES = { signin: 'auth_sign_in', signup: 'auth_sign_up', reset: 'auth_reset_password', 'two-factor': 'auth_two_factor_title' } as const;

/** /auth (name Auth): guests only; signed-in visitors go home. */
export default function AuthPage() {
  usePageMeta('auth');
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const settings = useSettings();
  // Set once this page signs the visitor in, so that its own redirect wins over "signed-in go home".
  const leaving = useRef(false);
  // SEC-20: the challenge of a password sign-in that waits for its code (the same card shows the code step).
  const [challenge, setChallenge] = useState<string | null>(null);
  const target = afterLoginPath(params.get('redirect'));

  if (session.signedIn && !session.checked) return <PageSpinner />;
  if (session.signedIn && !leaving.current) return <Navigate to="/" replace />;
  const wanted = params.get('form');
  if (wanted === 'signup' && settings.isPending) return <PageSpinner />;
  const form = challenge !== null ? 'two-factor' : resolveAuthForm(wanted, settings.data?.is_reg_enabled ?? false);
  // JOURNEY-7: a refused Steam sign-in comes back here with its reason (e.g. registration is off).
  // OPS-97: asking for sign-up while registration is off says so above the sign-in form.
  const error = form === 'signin' ? params.get('error')?.trim() || (wanted === 'signup' ? t('auth_registration_disabled') : undefined) : undefined;

  const done = (to: string) => () => {
    leaving.current = true;
    sessionStore.signIn();
    navigate(to, { replace: true });
  };

  return (
    <AuthCard title={t(TITLES[form])} wide={form === 'signup'}>
      {error && (
        <p role="alert" className="mb-4 rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-300">
          {error}
        </p>
      )}
      {form === 'signin' && <SignInForm regEnabled={settings.data?.is_reg_enabled ?? false} redirectTo={target} onSignedIn={done(target)} onTwoFactor={setChallenge} />}
      {form === 'signup' && <SignUpForm redirectTo="/account" onSignedUp={done('/account')} />}
      {form === 'reset' && <ResetRequestForm />}
      {form === 'two-factor' && (
        <TwoFactorStep
          challenge={challenge ?? undefined}
          backTo={`/auth?form=signin&redirect=${encodeURIComponent(target)}`}
          onBack={() => setChallenge(null)}
          onSignedIn={done(target)}
        />
      )}
    </AuthCard>
  );
}
