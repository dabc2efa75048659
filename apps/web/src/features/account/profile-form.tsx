import type { Country } from '@skins/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { fieldErrorText, useFormFeedback } from '../../ui/form-feedback';
import type { z } from 'zod';
import { profileCountryId, profileCountryIso } from './api/profile-fields';
import { type UserProfile } from './api/get-profile';
import { Button } from '../../ui/button';
import { CountrySelect } from '../../ui/country-select';
import { TextField } from '../../ui/field';
import { PasswordField } from '../../ui/password-field';
import { FormPhoneField } from '../../ui/form-phone-field';
import { lazyZodResolver } from '../../ui/lazy-resolver';
import { phoneFieldStart, toE164 } from '../../ui/phone-numbers';
import { type ProfileBody, useUpdateProfile } from './api/account-calls';
import type { profileSchema } from './schemas';

type Input = z.input<typeof profileSchema>;

/** The form field of a PUT /user/profile field: the same name; SEC-18's code (otp) is asked at the password field. */
const profileFieldOf = (field: string): keyof Input | undefined => (field === 'otp' ? 'current_password' : (field as keyof Input));
type Output = z.output<typeof profileSchema>;

const resolver = lazyZodResolver<Input, Output>(async () => (await import('./schemas')).profileSchema);

/**
 * SEC-18: a change that needs the current password: a new email (an empty one keeps the email), or a
 * saved trade link replaced or cleared (a first link does not).
 */
export function needsCurrentPassword(profile: Pick<UserProfile, 'email' | 'steam_trade_link'>, email: string, tradeLink: string): boolean {
  const newEmail = email.trim() !== '' && email.trim().toLowerCase() !== (profile.email ?? '').toLowerCase();
  const saved = (profile.steam_trade_link ?? '').trim();
  return newEmail || (saved !== '' && tradeLink.trim() !== saved);
}

/**
 * Spec §2 Account, basic information: name, surname, email, phone, address, city, post code, country;
 * DELIV-10 the Steam trade link; SEC-18 the current password, asked when the email or a saved trade link changes.
 */
export function ProfileForm({ profile, countries }: { profile: UserProfile; countries: Country[] }) {
  const { t } = useTranslation();
  const country = profileCountryId(profile.country);
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: {
      name: profile.name ?? '',
      surname: profile.surname ?? '',
      email: profile.email ?? '',
      ...phoneFieldStart(profile.phone, profileCountryIso(profile, countries)),
      address: profile.address ?? '',
      city: profile.city ?? '',
      postCode: profile.post_code ?? profile.zip ?? '',
      country,
      steamTradeLink: profile.steam_trade_link ?? '',
      current_password: '',
    },
  });
  const [email, tradeLink] = form.watch(['email', 'steamTradeLink']);
  const needsPassword = needsCurrentPassword(profile, email, tradeLink);
  /** SEC-10: a new email is only applied when its link is opened; until then the form shows the current one. */
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const mutation = useUpdateProfile();
  const feedback = useFormFeedback(form);
  const save = (sent: ProfileBody) =>
    mutation.mutate(sent, {
      onSuccess: () => {
        const changed = sent.email !== '' && sent.email.toLowerCase() !== (profile.email ?? '').toLowerCase();
        if (changed) {
          setPendingEmail(sent.email);
          form.setValue('email', profile.email ?? '');
        }
        form.setValue('current_password', '');
        feedback.succeeded();
        toast.success(changed ? t('account_email_change_sent', { email: sent.email }) : t('account_profile_updated'));
      },
      onError: (e) => {
        // AUTH-WEB-18: each refused field says why at the field, in the server's words (the visitor's language).
        // SEC-18: a missing or wrong password (or, two-factor on, code) is said at the password field, and only there.
        const placed = feedback.placeFieldErrors(e, profileFieldOf);
        if (!placed.length || placed.some((f) => f !== 'current_password')) feedback.toastFailure(e.message || t('account_profile_update_failed'));
      },
    });
  const submit = (v: Output) => {
    if (needsPassword && !v.current_password) return form.setError('current_password', { message: 'account_current_password_required' });
    save({ ...v, phone: v.phone && (toE164(v.phone, form.getValues('phoneCountry')) ?? v.phone), current_password: needsPassword ? v.current_password : undefined });
  };
  const err = (f: keyof Input) => fieldErrorText(form.formState.errors[f], t);
  return (
    <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={form.handleSubmit(submit)}>
      <TextField label={t('account_name')} autoComplete="given-name" error={err('name')} {...form.register('name')} />
      <TextField label={t('account_surname')} autoComplete="family-name" error={err('surname')} {...form.register('surname')} />
      <TextField
        label={t('auth_email')}
        type="email"
        autoComplete="email"
        hint={pendingEmail && (
          <p role="status" className="text-sm text-accent-400">
            {t('account_email_change_sent', { email: pendingEmail })}
          </p>
        )}
        error={err('email')}
        {...form.register('email')}
      />
      <FormPhoneField form={form} label={t('auth_phone')} countries={countries} error={err('phone')} />
      <TextField label={t('account_address')} autoComplete="street-address" error={err('address')} {...form.register('address')} />
      <TextField label={t('account_city')} autoComplete="address-level2" error={err('city')} {...form.register('city')} />
      <TextField label={t('account_post_code')} autoComplete="postal-code" error={err('postCode')} {...form.register('postCode')} />
      <CountrySelect id="profile-country" label={t('account_country')} placeholder={t('account_select_country')} countries={countries} error={err('country')} {...form.register('country')} />
      {/* DELIV-10: the buyer fixes the link a failed delivery went to; the shop's retry sends to this one. */}
      <div className="sm:col-span-2">
        <TextField label={t('account_trade_link')} type="url" autoComplete="off" error={err('steamTradeLink')} {...form.register('steamTradeLink')} />
      </div>
      {(needsPassword || err('current_password')) && (
        <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
          <PasswordField
            label={t('account_current_password')}
            autoComplete="current-password"
            required
            hint={<p className="text-sm text-slate-400">{t('account_current_password_hint')}</p>}
            error={err('current_password')}
            {...form.register('current_password')}
          />
        </div>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" className="h-11 w-full sm:w-auto" disabled={mutation.isPending}>
          {mutation.isPending ? t('account_saving') : t('account_save')}
        </Button>
      </div>
    </form>
  );
}
