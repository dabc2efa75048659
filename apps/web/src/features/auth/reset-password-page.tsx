import '../../i18n/accounts';
import type { MessageKey } from '@skins/contract';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../ui/toast';
import type { z } from 'zod';
import { useSignedIn } from '../../app/session-store';
import { Button } from '../../ui/button';
import { FormMessage } from '../../ui/field';
import { lazyZodResolver } from '../../ui/lazy-resolver';
import { PasswordField } from '../../ui/password-field';
import { resetPassword } from './api/auth-calls';
import { AuthCard } from './auth-card';
import type { newPasswordSchema } from './schemas';
import { usePageMeta } from '../../ui/use-page-meta';

type Input = z.input<typeof newPasswordSchema>;
type Output = z.output<typeof newPasswordSchema>;
const resolver = lazyZodResolver<Input, Output>(async () => (await import('./schemas')).newPasswordSchema);

/** /reset-password?token&email (guests only): a new password and its confirmation; success goes to sign-in. */
export default function ResetPasswordPage() {
  usePageMeta('resetPassword');
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues: { password: '', confirmPassword: '' } });
  const mutation = useMutation({
    mutationFn: (v: Output) => resetPassword({ token, email, password: v.password, password_confirmation: v.confirmPassword }),
    onSuccess: () => {
      toast.success(t('reset_done'));
      navigate('/auth?form=signin', { replace: true });
    },
    onError: (e) => toast.error(e.message || t('reset_failed')),
  });
  if (signedIn) return <Navigate to="/" replace />;
  const err = (f: keyof Input) => {
    const m = form.formState.errors[f]?.message;
    return m ? t(m as MessageKey) : undefined;
  };
  return (
    <AuthCard title={t('reset_title')}>
      {!token || !email ? (
        <div className="flex flex-col gap-4">
          <FormMessage>{t('reset_invalid_link')}</FormMessage>
          <Link to="/auth?form=reset" className="text-sm font-semibold text-accent-400 hover:text-accent-300">
            {t('auth_reset_password')}
          </Link>
        </div>
      ) : (
        <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
          <p className="text-sm text-slate-400">{email}</p>
          <PasswordField label={t('reset_new_password')} autoComplete="new-password" error={err('password')} {...form.register('password')} />
          <PasswordField label={t('reset_confirm_password')} autoComplete="new-password" error={err('confirmPassword')} {...form.register('confirmPassword')} />
          <Button type="submit" className="h-11" disabled={mutation.isPending}>
            {mutation.isPending ? t('reset_saving') : t('reset_save')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
