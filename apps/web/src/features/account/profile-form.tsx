import type { Country, MessageKey } from '@skins/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import type { z } from 'zod';
import { profileCountryId, profileCountryIso } from './api/profile-fields';
import { type UserProfile } from './api/get-profile';
import { Button } from '../../ui/button';
import { CountrySelect } from '../../ui/country-select';
import { TextField } from '../../ui/field';
import { FormPhoneField } from '../../ui/form-phone-field';
import { lazyZodResolver } from '../../ui/lazy-resolver';
import { phoneFieldStart, toE164 } from '../../ui/phone-numbers';
import { type ProfileBody, useUpdateProfile } from './api/account-calls';
import type { profileSchema } from './schemas';

type Input = z.input<typeof profileSchema>;
type Output = z.output<typeof profileSchema>;

const resolver = lazyZodResolver<Input, Output>(async () => (await import('./schemas')).profileSchema);

/** Spec §2 Account, basic information: name, surname, email, phone, address, city, post code, country; DELIV-10 the Steam trade link. */
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
    },
  });
  /** SEC-10: a new email is only applied when its link is opened; until then the form shows the current one. */
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const mutation = useUpdateProfile();
  const save = (sent: ProfileBody) =>
    mutation.mutate(sent, {
      onSuccess: () => {
        const changed = sent.email !== '' && sent.email.toLowerCase() !== (profile.email ?? '').toLowerCase();
        if (changed) {
          setPendingEmail(sent.email);
          form.setValue('email', profile.email ?? '');
        }
        toast.success(changed ? t('account_email_change_sent', { email: sent.email }) : t('account_profile_updated'));
      },
      onError: (e) => toast.error(e.message || t('account_profile_update_failed')),
    });
  const err = (f: keyof Input) => {
    const m = form.formState.errors[f]?.message;
    return m ? t(m as MessageKey) : undefined;
  };
  return (
    <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={form.handleSubmit((v) => save({ ...v, phone: v.phone && (toE164(v.phone, form.getValues('phoneCountry')) ?? v.phone) }))}>
      <TextField label={t('account_name')} autoComplete="given-name" {...form.register('name')} />
      <TextField label={t('account_surname')} autoComplete="family-name" {...form.register('surname')} />
      <TextField
        label={t('auth_email')}
        type="email"
        autoComplete="email"
        hint={pendingEmail && (
          <p role="status" className="text-sm text-accent-400">
            {t('account_email_change_sent', { email: pendingEmail })}
          </p>
        )}
        {...form.register('email')}
      />
      <FormPhoneField form={form} label={t('auth_phone')} countries={countries} error={err('phone')} />
      <TextField label={t('account_address')} autoComplete="street-address" {...form.register('address')} />
      <TextField label={t('account_city')} autoComplete="address-level2" {...form.register('city')} />
      <TextField label={t('account_post_code')} autoComplete="postal-code" {...form.register('postCode')} />
      <CountrySelect id="profile-country" label={t('account_country')} placeholder={t('account_select_country')} countries={countries} {...form.register('country')} />
      {/* DELIV-10: the buyer fixes the link a failed delivery went to; the shop's retry sends to this one. */}
      <div className="sm:col-span-2">
        <TextField label={t('account_trade_link')} type="url" autoComplete="off" error={err('steamTradeLink')} {...form.register('steamTradeLink')} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" className="h-11 w-full sm:w-auto" disabled={mutation.isPending}>
          {mutation.isPending ? t('account_saving') : t('account_save')}
        </Button>
      </div>
    </form>
  );
}
