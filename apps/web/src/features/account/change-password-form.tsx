import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import type { z } from 'zod';
import { Button } from '../../ui/button';
import { fieldErrorText, useFormFeedback } from '../../ui/form-feedback';
import { lazyZodResolver } from '../../ui/lazy-resolver';
import { PasswordField } from '../../ui/password-field';
import { changePassword } from './api/account-calls';
import type { changePasswordSchema } from './schemas';

type Input = z.input<typeof changePasswordSchema>;
type Output = z.output<typeof changePasswordSchema>;

const resolver = lazyZodResolver<Input, Output>(async () => (await import('./schemas')).changePasswordSchema);

/** Spec §2 Account change-password section; §5 'Passwords do not match'; §8 success and failure toasts. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues: { cur_password: '', new_password: '', repeat_password: '' } });
  const feedback = useFormFeedback(form);
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      feedback.succeeded();
      toast.success(t('account_password_changed'));
      form.reset();
    },
    onError: (e) => {
      // AUTH-WEB-18: a wrong current password (or another refused field) is said at its field too.
      feedback.placeFieldErrors(e, (f) => (f in form.getValues() ? (f as keyof Input) : undefined));
      feedback.toastFailure(e.message || t('account_password_change_failed'));
    },
  });
  const err = (f: keyof Input) => fieldErrorText(form.formState.errors[f], t);
  return (
    <form noValidate className="grid gap-4 sm:grid-cols-3" onSubmit={form.handleSubmit((v) => mutation.mutate(v))}>
      <PasswordField label={t('account_current_password')} autoComplete="current-password" error={err('cur_password')} {...form.register('cur_password')} />
      <PasswordField label={t('account_new_password')} autoComplete="new-password" error={err('new_password')} {...form.register('new_password')} />
      <PasswordField label={t('account_repeat_password')} autoComplete="new-password" error={err('repeat_password')} {...form.register('repeat_password')} />
      <div className="sm:col-span-3">
        <Button type="submit" className="h-11 w-full sm:w-auto" disabled={mutation.isPending}>
          {t('account_change_password')}
        </Button>
      </div>
    </form>
  );
}
