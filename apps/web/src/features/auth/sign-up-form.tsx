import { DEBOUNCE_MS } from '@skins/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countriesQueryOptions, staticPagesQueryOptions } from '../reference-data/api/reference-data';
import { Button } from '../../ui/button';
import { FormMessage, TextField } from '../../ui/field';
import { PasswordField } from '../../ui/password-field';
import { FormPhoneField } from '../../ui/form-phone-field';
import { fieldErrorText, useFormFeedback } from '../../ui/form-feedback';
import { lazyZodResolver } from '../../ui/lazy-resolver';
import { register as registerCall, type AuthPayload } from './api/auth-calls';
import { registerFieldOf } from './error-message';
import type { SignUpValues } from './schemas';
import { Divider } from './sign-in-form';
import { SteamButton } from './steam-button';

const resolver = lazyZodResolver<SignUpValues, SignUpValues>(async () => (await import('./schemas')).signUpSchema);

const empty: SignUpValues = { firstName: '', lastName: '', email: '', phone: '', phoneCountry: '', password: '', confirmPassword: '', terms: false };

/**
 * Spec §2 Sign-up and §5: the 10 rules in order (the first failure shows under its field), server
 * field errors under each field plus the server's message as a toast, a duplicate submit within
 * 400 ms ignored, success to the account.
 */
export function SignUpForm({ redirectTo, onSignedUp }: { redirectTo: string; onSignedUp: (payload: AuthPayload) => void }) {
  const { t } = useTranslation();
  const countries = useQuery(countriesQueryOptions());
  const pages = useQuery(staticPagesQueryOptions());
  const terms = pages.data?.find((p) => p.is_terms === 1);
  const privacy = pages.data?.find((p) => p.is_privacy === 1);
  const form = useForm<SignUpValues>({ resolver, defaultValues: empty });
  const { errors } = form.formState;
  const lastSubmit = useRef(0);
  const feedback = useFormFeedback(form);

  const mutation = useMutation({
    mutationFn: async (v: SignUpValues) =>
      registerCall({
        name: v.firstName.trim(),
        surname: v.lastName.trim(),
        email: v.email.trim(),
        phone: v.phone.trim(),
        phoneE164: (await import('../../ui/phone-numbers')).toE164(v.phone, v.phoneCountry) ?? v.phone.trim(),
        password: v.password,
        passConfirm: v.confirmPassword,
      }),
    onSuccess: (r) => {
      feedback.succeeded();
      onSignedUp(r.payload ?? {});
    },
    onError: (error) => {
      feedback.placeFieldErrors(error, registerFieldOf);
      feedback.toastFailure(error.message || t('auth_registration_failed'));
    },
  });

  const onSubmit = form.handleSubmit((v) => {
    const now = Date.now();
    if (mutation.isPending || now - lastSubmit.current < DEBOUNCE_MS.signUpSubmit) return;
    lastSubmit.current = now;
    mutation.mutate(v);
  });
  const msg = (field: keyof SignUpValues): string | undefined => fieldErrorText(errors[field], t);
  const anyError = Object.keys(errors).length > 0;

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={onSubmit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('auth_first_name')} autoComplete="given-name" error={msg('firstName')} {...form.register('firstName')} />
        <TextField label={t('auth_last_name')} autoComplete="family-name" error={msg('lastName')} {...form.register('lastName')} />
      </div>
      <TextField label={t('auth_email')} type="email" autoComplete="email" error={msg('email')} {...form.register('email')} />
      <FormPhoneField form={form} label={t('auth_phone')} countries={countries.data ?? []} error={msg('phone')} />
      <PasswordField
        label={t('auth_password')}
        autoComplete="new-password"
        error={msg('password')}
        hint={
          <ul className="list-inside list-disc text-xs text-slate-500">
            <li>{t('auth_hint_lower')}</li>
            <li>{t('auth_hint_upper')}</li>
            <li>{t('auth_hint_digit')}</li>
          </ul>
        }
        {...form.register('password')}
      />
      <PasswordField label={t('auth_confirm_password')} autoComplete="new-password" error={msg('confirmPassword')} {...form.register('confirmPassword')} />
      <div>
        <label className="flex items-start gap-3 text-sm text-slate-300">
          <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-accent-500" aria-invalid={errors.terms ? true : undefined} {...form.register('terms')} />
          <span>
            {t('auth_terms_prefix')} <DocLink slug={terms?.slug}>{t('auth_terms_link')}</DocLink> {t('auth_terms_and')}{' '}
            <DocLink slug={privacy?.slug}>{t('auth_privacy_link')}</DocLink>
          </span>
        </label>
        {errors.terms && <p className="mt-1.5 text-sm text-red-400">{msg('terms')}</p>}
      </div>
      {anyError && !Object.values(errors).some((e) => e?.message) && <FormMessage>{t('auth_fill_required')}</FormMessage>}
      <Button type="submit" className="h-11" disabled={mutation.isPending}>
        {mutation.isPending ? t('auth_signing_up') : t('auth_sign_up')}
      </Button>
      <Divider label={t('auth_or')} />
      <SteamButton label={t('auth_signup_steam')} redirect={redirectTo} />
      <p className="text-center text-sm text-slate-400">
        {t('auth_have_account')}{' '}
        <Link to="/auth?form=signin" className="font-semibold text-accent-400 hover:text-accent-300">
          {t('auth_login_now')}
        </Link>
      </p>
    </form>
  );
}

function DocLink({ slug, children }: { slug?: string; children: string }) {
  if (!slug) return <span className="font-semibold">{children}</span>;
  return (
    <Link to={`/${slug}`} target="_blank" className="font-semibold text-accent-400 underline-offset-2 hover:underline">
      {children}
    </Link>
  );
}
