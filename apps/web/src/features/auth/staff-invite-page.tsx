import '../../i18n/accounts';
import '../../i18n/staff';
import type { MessageKey } from '@skins/contract';
import { useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { Button, buttonClass } from '../../ui/button';
import { FormMessage, TextField } from '../../ui/field';
import { formatDate } from '../../ui/format-date';
import { lazyZodResolver } from '../../ui/lazy-resolver';
import { PasswordField } from '../../ui/password-field';
import { PageSpinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { useAcceptStaffInvite, useStaffInvite } from './api/staff-invite-calls';
import { AuthCard } from './auth-card';

interface NewAccount {
  name: string;
  password: string;
  confirmPassword: string;
}
interface ExistingAccount {
  password: string;
}
const newAccountResolver = lazyZodResolver<NewAccount, NewAccount>(async () => (await import('./schemas')).newStaffAccountSchema);
const existingAccountResolver = lazyZodResolver<ExistingAccount, ExistingAccount>(async () => (await import('./schemas')).existingStaffAccountSchema);

/** The API's field names on the form's fields. */
const fieldOf: Record<string, string> = { password_confirmation: 'confirmPassword' };

/**
 * STAFF-WEB-3: /operator/invite/{token}, the invited person's page (no session needed, in the shop's
 * languages): the role and email of the invite, then a name and a new password (the reset page's
 * rules) for a new account, or the password of the account the email already has. Accepted, it
 * says the account is ready with a link to sign in; a link that works no more shows the API's message.
 */
export default function StaffInvitePage() {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  const invite = useStaffInvite(token);
  const accept = useAcceptStaffInvite(token);
  const [done, setDone] = useState(false);

  if (invite.isPending) return <PageSpinner />;
  if (!invite.data) {
    return (
      <AuthCard title={t('staff_invite_title')}>
        <div className="flex flex-col items-start gap-4">
          <FormMessage>{errorMessage(invite.error, t('staff_invite_load_failed'))}</FormMessage>
          <Link to="/" className="text-sm font-semibold text-accent-400 hover:text-accent-300">
            {t('staff_invite_home')}
          </Link>
        </div>
      </AuthCard>
    );
  }
  if (done) {
    return (
      <AuthCard title={t('staff_invite_title')}>
        <div className="flex flex-col items-start gap-4">
          <FormMessage tone="success">{t('staff_invite_done')}</FormMessage>
          <Link to={`/auth?form=signin&redirect=${encodeURIComponent('/operator')}`} className={buttonClass('primary', 'h-11')}>
            {t('staff_invite_sign_in')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  const { email, staff_role, expires_at, account_exists } = invite.data;
  /** Sends the form; the API's field messages land on the fields, any other refusal is toasted. */
  const send = async <F extends FieldValues>(form: UseFormReturn<F>, body: Parameters<typeof accept.mutateAsync>[0]) => {
    try {
      await accept.mutateAsync(body);
      setDone(true);
    } catch (err) {
      const fields = err instanceof ApiError && err.errors ? Object.entries(err.errors) : [];
      for (const [field, [message]] of fields) form.setError((fieldOf[field] ?? field) as Path<F>, { message });
      if (fields.length === 0) toast.error(errorMessage(err, t('staff_invite_failed')));
    }
  };
  return (
    <AuthCard title={t('staff_invite_title')}>
      <div className="flex flex-col gap-4">
        <p className="text-lg font-semibold text-white">{t('staff_invite_as', { role: t(`staff_invite_role_${staff_role}`) })}</p>
        <p className="text-sm text-slate-400">{t('staff_invite_for', { email, date: formatDate(expires_at, i18n.language) })}</p>
        <p className="text-sm text-slate-300">{account_exists ? t('staff_invite_existing_account') : t('staff_invite_new_account')}</p>
        {account_exists ? (
          <ExistingAccountForm busy={accept.isPending} onSend={(form, v) => send(form, { password: v.password })} />
        ) : (
          <NewAccountForm busy={accept.isPending} onSend={(form, v) => send(form, { name: v.name.trim(), password: v.password, password_confirmation: v.confirmPassword })} />
        )}
      </div>
    </AuthCard>
  );
}

/** A field's message: the form's are i18n keys, the API's are texts already in the visitor's language. */
function useFieldError<F extends FieldValues>(form: UseFormReturn<F>) {
  const { t } = useTranslation();
  return (field: Path<F>) => {
    const message = form.formState.errors[field]?.message;
    return typeof message === 'string' && message ? t(message as MessageKey) : undefined;
  };
}

interface FormProps<F extends FieldValues> {
  busy: boolean;
  onSend: (form: UseFormReturn<F>, values: F) => Promise<void>;
}

function NewAccountForm({ busy, onSend }: FormProps<NewAccount>) {
  const { t } = useTranslation();
  const form = useForm<NewAccount>({ resolver: newAccountResolver, defaultValues: { name: '', password: '', confirmPassword: '' } });
  const err = useFieldError(form);
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((v) => onSend(form, v))}>
      <TextField label={t('staff_invite_name')} autoComplete="name" error={err('name')} {...form.register('name')} />
      <PasswordField label={t('staff_invite_password')} autoComplete="new-password" error={err('password')} {...form.register('password')} />
      <PasswordField label={t('staff_invite_password_repeat')} autoComplete="new-password" error={err('confirmPassword')} {...form.register('confirmPassword')} />
      <Button type="submit" className="h-11" disabled={busy}>
        {busy ? t('staff_invite_accepting') : t('staff_invite_accept')}
      </Button>
    </form>
  );
}

function ExistingAccountForm({ busy, onSend }: FormProps<ExistingAccount>) {
  const { t } = useTranslation();
  const form = useForm<ExistingAccount>({ resolver: existingAccountResolver, defaultValues: { password: '' } });
  const err = useFieldError(form);
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((v) => onSend(form, v))}>
      <PasswordField label={t('staff_invite_current_password')} autoComplete="current-password" error={err('password')} {...form.register('password')} />
      <Button type="submit" className="h-11" disabled={busy}>
        {busy ? t('staff_invite_accepting') : t('staff_invite_accept')}
      </Button>
    </form>
  );
}
