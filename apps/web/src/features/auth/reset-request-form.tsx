import type { MessageKey } from '@skins/contract';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../ui/toast';
import type { z } from 'zod';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { lazyZodResolver } from '../../ui/lazy-resolver';
import { requestPasswordReset } from './api/auth-calls';
import type { resetRequestSchema } from './schemas';

type Input = z.input<typeof resetRequestSchema>;
type Output = z.output<typeof resetRequestSchema>;
const resolver = lazyZodResolver<Input, Output>(async () => (await import('./schemas')).resetRequestSchema);

/** Spec §2 Reset: an email field ('Please enter your email address'); success toasts the link was sent. */
export function ResetRequestForm() {
  const { t } = useTranslation();
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues: { email: '' } });
  const mutation = useMutation({
    mutationFn: (v: Output) => requestPasswordReset(v.email),
    onSuccess: () => {
      toast.success(t('auth_reset_sent'));
      form.reset();
    },
    onError: (e) => toast.error(e.message || t('auth_failed_reset_password')),
  });
  const error = form.formState.errors.email?.message;
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
      <p className="text-sm text-slate-400">{t('auth_reset_text')}</p>
      <TextField label={t('auth_email')} type="email" autoComplete="email" error={error ? t(error as MessageKey) : undefined} {...form.register('email')} />
      <Button type="submit" className="h-11" disabled={mutation.isPending}>
        {t('auth_reset_send')}
      </Button>
      <Link to="/auth?form=signin" className="text-center text-sm font-semibold text-accent-400 hover:text-accent-300">
        {t('auth_back_to_sign_in')}
      </Link>
    </form>
  );
}
