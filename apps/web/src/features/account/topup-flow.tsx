import '../../i18n/accounts';
import '../../i18n/payments';
import { DEFAULT_MIN_TOP_UP, formatMoney, type Country, type MessageKey, type PaymentMethod, type Settings } from '@skins/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { countryIdByIso, useGeoPreselect } from '../reference-data/api/geoip';
import { deliveryDefaults } from './api/profile-fields';
import { type UserProfile } from './api/get-profile';
import { staticPagesQueryOptions } from '../reference-data/api/reference-data';
import { useLocale } from '../../app/locale-store';
import { Button } from '../../ui/button';
import { CountrySelect } from '../../ui/country-select';
import { FieldShell, inputClass, TextField } from '../../ui/field';
import { lazyZodResolver } from '../../ui/lazy-resolver';
import { Modal } from '../../ui/modal';
import { sanitizePhone } from '../../ui/phone';
import { TermsConsent } from '../../ui/terms-consent';
import { depositCheckout } from './api/payments-calls';
import type { TopUpCheckoutValues } from './schemas';
import { formatted } from '../../ui/formatted';

/** The browser leaves for the payment provider; a seam for tests. */
export const leaveForPayment = { to: (url: string) => window.location.assign(url) };

/**
 * Spec §4 Top-up amount: at least the minimum ('Minimum top-up amount: {n}'), a valid number ('Please
 * enter a valid amount'); PAY-28: at most the maximum ('Maximum top-up amount: {n}').
 */
export function topUpProblem(raw: string, min: number, max = Infinity): { key: 'account_valid_amount' } | { key: 'account_min_top_up' | 'account_max_top_up'; n: number } | null {
  const amount = Number(raw.replace(',', '.'));
  if (raw.trim() === '' || !Number.isFinite(amount) || amount <= 0) return { key: 'account_valid_amount' };
  if (amount < min) return { key: 'account_min_top_up', n: min };
  if (amount > max) return { key: 'account_max_top_up', n: max };
  return null;
}

/** PAY-28: the most one top-up may be, in the chosen currency (the server's max_top_up, already converted); none while unknown. */
export const topUpMaximum = (settings: Pick<Settings, 'max_top_up'> | undefined): number => settings?.max_top_up || Infinity;

/**
 * PAY-21: the least top-up in the chosen currency: min_top_up, which the server has already
 * converted and is what it enforces (minTopUpAmount is in euro); then minTopUpAmount, then 1.
 */
export const topUpMinimum = (settings: Pick<Settings, 'min_top_up' | 'minTopUpAmount'> | undefined): number => settings?.min_top_up || settings?.minTopUpAmount || DEFAULT_MIN_TOP_UP;

/** Top-up methods: every payment method but the balance itself, card first. */
export const topUpMethods = (methods: readonly PaymentMethod[] | undefined): PaymentMethod[] =>
  (methods && methods.length > 0 ? methods : [{ code: 'card', title: 'Card', image: '' }])
    .filter((m) => m.code !== 'balance')
    .sort((a, b) => Number(b.code === 'card') - Number(a.code === 'card'));

export interface TopUpFlowProps {
  /** The amount the flow opens with (the personal tab's box); null when closed. */
  initialAmount: string | null;
  onClose: () => void;
  min: number;
  /** PAY-28: the most one top-up may be (none while unknown). */
  max?: number;
  methods: PaymentMethod[] | undefined;
  profile: UserProfile;
  countries: Country[];
}

/** Spec §4 Payments, top-up flow: the topup modal, then the checkout modal (Back returns). */
export function TopUpFlow({ initialAmount, onClose, min, max = Infinity, methods, profile, countries }: TopUpFlowProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'topup' | 'checkout'>('topup');
  const [amount, setAmount] = useState(initialAmount ?? '');
  const [method, setMethod] = useState('');
  const [errors, setErrors] = useState<{ amount?: MessageKey; method?: MessageKey }>({});
  const list = useMemo(() => topUpMethods(methods), [methods]);
  if (initialAmount === null) return null;

  const next = () => {
    const found = { amount: topUpProblem(amount, min, max)?.key, method: method ? undefined : ('topup_select_method' as const) };
    setErrors(found);
    if (!found.amount && !found.method) setStep('checkout');
  };

  if (step === 'checkout')
    return (
      <Modal open title={t('topup_checkout_title')} onClose={onClose} closeLabel={t('topup_close')}>
        <TopUpCheckoutForm amount={Number(amount.replace(',', '.'))} paymentType={method} profile={profile} countries={countries} onBack={() => setStep('topup')} />
      </Modal>
    );

  return (
    <Modal open title={t('topup_title')} onClose={onClose} closeLabel={t('topup_close')}>
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(e) => {
          e.preventDefault();
          next();
        }}
      >
        <FieldShell
          id="topup-modal-amount"
          label={t('topup_amount')}
          error={errors.amount === 'account_valid_amount' ? t('account_valid_amount') : errors.amount === 'account_max_top_up' ? t('account_max_top_up', { n: max }) : undefined}
          hint={<p className={`text-sm ${errors.amount === 'account_min_top_up' ? 'text-amber-300' : 'text-slate-400'}`}>{t('account_min_top_up', { n: min })}</p>}
        >
          <input
            id="topup-modal-amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/[^\d.,]/g, ''))}
            aria-invalid={errors.amount ? true : undefined}
            className={inputClass}
          />
        </FieldShell>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-300">{t('topup_payment_method')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {list.map((m) => (
              <label
                key={m.code}
                className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors ${method === m.code ? 'border-accent-400 bg-accent-500/10 text-white' : 'border-ink-600 text-slate-200 hover:border-slate-500'}`}
              >
                <input type="radio" name="topup-method" value={m.code} checked={method === m.code} onChange={() => setMethod(m.code)} className="accent-accent-500" />
                {m.image && <img src={m.image} alt="" className="h-5 w-8 object-contain" />}
                {m.title}
              </label>
            ))}
          </div>
          {errors.method && <p className="mt-1.5 text-sm text-red-400">{t(errors.method)}</p>}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('topup_cancel')}
          </Button>
          <Button type="submit">{t('topup_continue')}</Button>
        </div>
      </form>
    </Modal>
  );
}

const FIELDS = ['name', 'surname', 'phone', 'email', 'country', 'city', 'address', 'postCode', 'termsAccepted'] as const;

/** Spec §3 Checkout form (top-up) -> POST /deposit/checkout -> the provider's redirect_url. */
function TopUpCheckoutForm({ amount, paymentType, profile, countries, onBack }: { amount: number; paymentType: string; profile: UserProfile; countries: Country[]; onBack: () => void }) {
  const { t } = useTranslation();
  const { currency } = useLocale();
  const pages = useQuery(staticPagesQueryOptions());
  const form = useForm<TopUpCheckoutValues>({
    resolver: useMemo(() => lazyZodResolver<TopUpCheckoutValues, TopUpCheckoutValues>(async () => (await import('./schemas')).topUpCheckoutSchema(profile.email)), [profile.email]),
    defaultValues: {
      name: profile.name ?? '',
      surname: profile.surname ?? '',
      phone: profile.phone ?? '',
      email: profile.email ?? '',
      ...deliveryDefaults(profile),
      termsAccepted: false,
    },
  });
  const { errors } = form.formState;
  // GEO-4: an empty country starts at the visitor's country when it is known.
  useGeoPreselect((iso) => countryIdByIso(countries, iso), () => !form.getValues('country'), (id) => form.setValue('country', id));
  const err = (f: keyof TopUpCheckoutValues) => {
    const m = errors[f]?.message;
    return m ? t(m as MessageKey) : undefined;
  };
  const mutation = useMutation({
    mutationFn: depositCheckout,
    onSuccess: (r) => {
      if (r.redirect_url) leaveForPayment.to(r.redirect_url);
      else toast.error(t('topup_no_redirect'));
    },
    onError: (e) => {
      if (e instanceof ApiError && e.errors)
        for (const [field, messages] of Object.entries(e.errors)) {
          const f = FIELDS.find((x) => x === field);
          if (f && messages[0]) form.setError(f, { message: messages[0] });
        }
      toast.error(errorMessage(e, t('topup_failed')));
    },
  });
  const phone = form.register('phone');
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={form.handleSubmit((v) => {
        if (mutation.isPending) return;
        mutation.mutate({
          name: v.name.trim(),
          surname: v.surname.trim(),
          phone: v.phone.trim(),
          country: Number(v.country),
          city: v.city.trim(),
          address: v.address.trim(),
          postCode: v.postCode.trim(),
          email: v.email.trim() || (profile.email ?? ''),
          termsAccepted: v.termsAccepted,
          paymentType,
          amount,
          currency: currency.code,
        });
      })}
    >
      <TextField label={t('topup_name')} autoComplete="given-name" error={err('name')} {...form.register('name')} />
      <TextField label={t('topup_surname')} autoComplete="family-name" error={err('surname')} {...form.register('surname')} />
      <TextField
        label={t('topup_phone')}
        type="tel"
        autoComplete="tel"
        maxLength={25}
        error={err('phone')}
        {...formatted(phone, sanitizePhone)}
      />
      <TextField label={t('topup_email')} type="email" autoComplete="email" error={err('email')} {...form.register('email')} />
      <CountrySelect label={t('topup_country')} placeholder={t('cart_select_country')} countries={countries} error={err('country')} {...form.register('country')} />
      <TextField label={t('topup_city')} autoComplete="address-level2" error={err('city')} {...form.register('city')} />
      <TextField label={t('topup_address')} autoComplete="street-address" error={err('address')} {...form.register('address')} />
      <TextField label={t('topup_post_code')} autoComplete="postal-code" error={err('postCode')} {...form.register('postCode')} />
      <div className="sm:col-span-2">
        <TermsConsent pages={pages.data ?? []} error={err('termsAccepted')} {...form.register('termsAccepted')} />
      </div>
      <div className="flex justify-between gap-2 sm:col-span-2">
        <Button variant="secondary" onClick={onBack}>
          {t('topup_back')}
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('cart_processing') : t('topup_pay', { amount: formatMoney(amount, currency.code, currency.symbol) })}
        </Button>
      </div>
    </form>
  );
}

