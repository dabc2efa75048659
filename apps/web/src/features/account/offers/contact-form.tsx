import type { Country } from '@skins/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryIdByIso, useGeoPreselect } from '../../reference-data/api/geoip';
import { Button } from '../../../ui/button';
import { CountrySelect } from '../../../ui/country-select';
import { TextField } from '../../../ui/field';
import { PHONE_MAX_LENGTH, sanitizePhone } from '../../../ui/phone';
import type { PayoutContact } from '../api/offers-calls';
import { contractResolver, offerText } from './form-support';
import { formatted } from '../../../ui/formatted';

/** Spec §3 Contact info as the form holds it (the country id as a select value). */
export type ContactValues = Omit<PayoutContact, 'country'> & { country: string };

/** The contact fields as the payout calls take them (spec §7). */
export const toPayoutContact = (v: ContactValues): PayoutContact => ({
  name: v.name.trim(),
  surname: v.surname.trim(),
  email: v.email.trim(),
  phone: v.phone.trim(),
  country: Number(v.country),
  city: v.city.trim(),
  address: v.address.trim(),
  postCode: v.postCode.trim(),
});

/** OFFER-WEB-5: the contactInfo modal's form, prefilled from the profile, with the §5 Contact info rules of the contract. */
export function ContactForm({ defaults, countries, onBack, onNext }: { defaults: ContactValues; countries: Country[]; onBack: () => void; onNext: (v: ContactValues) => void }) {
  const { t } = useTranslation();
  const form = useForm<ContactValues>({ resolver: contractResolver<ContactValues>(async () => (await import('./schemas')).contactInfoSchema), defaultValues: defaults });
  // GEO-4: an empty country starts at the visitor's country when it is known.
  useGeoPreselect((iso) => countryIdByIso(countries, iso), () => !form.getValues('country'), (id) => form.setValue('country', id));
  const err = (f: keyof ContactValues) => offerText(t, form.formState.errors[f]?.message);
  const phone = form.register('phone');
  return (
    <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={form.handleSubmit(onNext)}>
      <TextField label={t('offers_first_name')} autoComplete="given-name" error={err('name')} {...form.register('name')} />
      <TextField label={t('offers_last_name')} autoComplete="family-name" error={err('surname')} {...form.register('surname')} />
      <TextField label={t('offers_email')} type="email" autoComplete="email" error={err('email')} {...form.register('email')} />
      <TextField
        label={t('offers_phone')}
        type="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
        error={err('phone')}
        {...formatted(phone, sanitizePhone)}
      />
      <CountrySelect label={t('offers_country')} placeholder={t('offers_select_country')} countries={countries} error={err('country')} {...form.register('country')} />
      <TextField label={t('offers_city')} autoComplete="address-level2" error={err('city')} {...form.register('city')} />
      <TextField label={t('offers_post_code')} autoComplete="postal-code" error={err('postCode')} {...form.register('postCode')} />
      <TextField label={t('offers_address')} autoComplete="street-address" error={err('address')} {...form.register('address')} />
      <div className="flex justify-between gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onBack}>
          {t('offers_back')}
        </Button>
        <Button type="submit">{t('offers_continue')}</Button>
      </div>
    </form>
  );
}
