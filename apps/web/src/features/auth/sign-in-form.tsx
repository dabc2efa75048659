import type { MessageKey } from '@skins/contract';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../ui/button';
import { FormMessage, TextField } from '../../ui/field';
import { useFormFeedback } from '../../ui/form-feedback';
import { lazyZodResolver } from '../../ui/lazy-resolver';
import { PasswordField } from '../../ui/password-field';
import { login, type AuthPayload } from './api/auth-calls';
import { serverErrorMessage } from './error-message';
import type { signInSchema } from './schemas';
import { SteamButton } from './steam-button';

type Input = z.input<typeof signInSchema>;
type Output = z.output<typeof signInSchema>;
const resolver = lazyZodResolver<Input, Output>(async () => (await import('./schemas')).signInSchema);

/**
 * Spec §2 Sign-in: email, password with show/hide, 'Forgot password?', 'Enter' ('Signing in...'
 * while busy), 'Please register' (when registration is on), and login with Steam.
 */
export function SignInForm({
  regEnabled,
  redirectTo,
  onSignedIn,
  onTwoFactor,
}: {
  regEnabled: boolean;
  redirectTo: string;
  onSignedIn: (payload: AuthPayload) => void;
  /** SEC-20: the account has two-factor sign-in on: the code step follows, with the answer's challenge. */
  onTwoFactor: (challenge: string) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues: { email: '', password: '' } });
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (r) => (r.payload?.two_factor_required ? onTwoFactor(r.payload.challenge ?? '') : onSignedIn(r.payload ?? {})),
  });
  // AUTH-WEB-19: the form's one message follows the values as they are edited; the server's refusal goes with the first edit.
  useFormFeedback(form, { onEdit: mutation.reset, recheckAll: true });
  const invalid = form.formState.errors.email?.message;
  // Spec §8: the first message of the first field in errors, else the message, else 'An error occurred'.
  const failure = mutation.error ? (serverErrorMessage(mutation.error) ?? t('auth_error_generic')) : null;

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
      <TextField label={t('auth_email')} type="email" autoComplete="email" {...form.register('email')} />
      <PasswordField label={t('auth_password')} autoComplete="current-password" {...form.register('password')} />
      <div className="-mt-1 flex justify-end">
        {/* SHELL-14: a target of at least 24×24 px. */}
        <Link to="/auth?form=reset" className="inline-flex min-h-6 items-center text-sm font-medium text-accent-400 hover:text-accent-300">
          {t('auth_forgot_password')}
        </Link>
      </div>
      {invalid ? <FormMessage>{t(invalid as MessageKey)}</FormMessage> : failure && <FormMessage>{failure}</FormMessage>}
      <Button type="submit" className="h-11" disabled={mutation.isPending}>
        {mutation.isPending ? t('auth_signing_in') : t('auth_enter')}
      </Button>
      <Divider label={t('auth_or')} />
      <SteamButton label={t('auth_login_steam')} redirect={redirectTo} />
      {regEnabled && (
        <p className="text-center text-sm text-slate-400">
          {t('auth_no_account')}{' '}
          <Link to="/auth?form=signup" className="font-semibold text-accent-400 hover:text-accent-300">
            {t('auth_please_register')}
          </Link>
        </p>
      )}
    </form>
  );
}

export function Divider({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-3 text-xs tracking-wider text-slate-500 uppercase" aria-hidden="true">
      <span className="h-px flex-1 bg-ink-700" />
      {label}
      <span className="h-px flex-1 bg-ink-700" />
    </div>
  );
}
