import { BREAKPOINTS, type Country, type PaymentMethod, type StaticPage } from '@skins/contract';
import { useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/error-message';
import { Button } from '../../ui/button';
import { CountrySelect } from '../../ui/country-select';
import { FormMessage, inputClass, TextField } from '../../ui/field';
import { FormPhoneField } from '../../ui/form-phone-field';
import { fieldErrorText, useFormFeedback } from '../../ui/form-feedback';
import { lazyZodResolver } from '../../ui/lazy-resolver';
import { TermsConsent } from '../../ui/terms-consent';
import { useMediaQuery } from '../../ui/use-media-query';
import { useReservedBottom } from '../../ui/use-reserved-bottom';
import { phoneFieldStart, toE164 } from '../../ui/phone-numbers';
import { deliveryDefaults, profileCountryIso } from '../account/api/profile-fields';
import type { UserProfile } from '../account/api/get-profile';
import { countryIdByIso, useGeoPreselect } from '../reference-data/api/geoip';
import { checkPromo } from './api/check-promo';
import type { PurchaseRequest } from './api/checkout';
import { balanceCovers, cartTotals, orderPaymentMethods } from './cart-math';
import { checkoutFieldOf } from './checkout-fields';
import type { CartCheckoutValues } from './schemas';
import { hasShippingAddress } from './shipping-address';
import { useChargedAmount } from './api/get-charge-quote';

export interface AppliedPromo {
  code: string;
  discount: number;
}

export interface CheckoutFormProps {
  profile?: UserProfile;
  countries: Country[];
  pages: StaticPage[];
  methods: PaymentMethod[] | undefined;
  subtotal: number;
  /** The settings' vat_percent: added to the total and shown on a line of its own when above 0. */
  vatPercent: number;
  /** The balance in the requested currency (spec §5: the warning shows both in it); undefined when unknown. */
  balance: number | undefined;
  format: (amount: number) => string;
  /** PAY-31: the code of the currency the cart is shown in (the checkout charges euro). */
  currencyCode: string;
  /** Runs the purchase; resolves when it is over (the form blocks a second one meanwhile), rejects with the refusal. */
  onCheckout: (body: PurchaseRequest) => Promise<void>;
}

const resolver = lazyZodResolver<CartCheckoutValues, CartCheckoutValues>(async () => (await import('./schemas')).cartCheckoutSchema);

function defaults(profile: UserProfile | undefined, countries: Country[]): CartCheckoutValues {
  return {
    firstName: profile?.name ?? '',
    lastName: profile?.surname ?? '',
    email: profile?.email ?? '',
    ...phoneFieldStart(profile?.phone, profileCountryIso(profile, countries)),
    tradeUrl: profile?.steam_trade_link ?? '',
    ...deliveryDefaults(profile),
    terms: false,
  };
}

/**
 * Spec §2 Cart: the checkout form prefilled from the profile (delivery from the last paid checkout, JOURNEY-4), the promo code (PAY-WEB-3), the total with
 * the original struck through when a promo is active and the VAT on a line of its own (the total includes it), and the payment buttons (PAY-WEB-4). PAY-WEB-6: a
 * second checkout is refused while one runs.
 */
export function CheckoutForm({ profile, countries, pages, methods, subtotal, vatPercent, balance, format, currencyCode, onCheckout }: CheckoutFormProps) {
  const { t } = useTranslation();
  const form = useForm<CartCheckoutValues>({ resolver, defaultValues: defaults(profile, countries) });
  const { errors } = form.formState;
  // GEO-4: an empty country starts at the visitor's country when it is known.
  useGeoPreselect((iso) => countryIdByIso(countries, iso), () => !form.getValues('country'), (id) => form.setValue('country', id));
  const [banner, setBanner] = useState(false);
  const feedback = useFormFeedback(form);
  const [balanceWarning, setBalanceWarning] = useState<string | null>(null);
  const [promoInput, setPromoInput] = useState('');
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [promoMessage, setPromoMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [promoBusy, setPromoBusy] = useState(false);
  const [paying, setPaying] = useState<string | null>(null);
  const busy = useRef(false);

  const address = form.watch(['country', 'city', 'address', 'postCode']);
  const addressReady = hasShippingAddress({ country: address[0], city: address[1], address: address[2], postCode: address[3] });
  const { vat, total } = cartTotals(subtotal, promo?.discount ?? 0, vatPercent);
  const charged = useChargedAmount(currencyCode, promo?.code ?? null, subtotal);
  const ordered = orderPaymentMethods(methods);
  const err = (f: keyof CartCheckoutValues) => fieldErrorText(errors[f], t);

  const applyPromo = async () => {
    if (!addressReady) {
      setPromoMessage(null);
      void form.trigger(['country', 'city', 'address', 'postCode']);
      return;
    }
    const code = promoInput.trim();
    if (!code) {
      setPromoMessage({ tone: 'error', text: t('cart_promo_missing') });
      return;
    }
    setPromoBusy(true);
    try {
      const r = await checkPromo(code);
      setPromo({ code, discount: r.payload.calculated_discount });
      setPromoMessage({ tone: 'success', text: t('cart_promo_applied') });
    } catch (e) {
      setPromo(null);
      setPromoMessage({ tone: 'error', text: errorMessage(e, t('cart_promo_failed')) });
    } finally {
      setPromoBusy(false);
    }
  };

  const pay = (method: string) => {
    if (busy.current) return;
    setBalanceWarning(null);
    if (method === 'balance' && !balanceCovers(balance, total)) {
      setBalanceWarning(t('cart_insufficient_balance', { balance: (balance ?? 0).toFixed(2), total: total.toFixed(2) }));
      return;
    }
    void form.handleSubmit(
      async (v) => {
        if (busy.current) return;
        busy.current = true;
        setBanner(false);
        setPaying(method);
        try {
          await onCheckout({
            steamId: profile?.steamid ?? null,
            tradeUrl: v.tradeUrl.trim(),
            name: v.firstName.trim(),
            surname: v.lastName.trim(),
            email: v.email.trim(),
            phone: toE164(v.phone, v.phoneCountry) ?? v.phone.trim(),
            country: Number(v.country),
            city: v.city.trim(),
            address: v.address.trim(),
            postCode: v.postCode.trim(),
            paymentMethod: method,
            directPayment: method !== 'balance',
            promocode: promo?.code ?? null,
          });
          feedback.succeeded();
        } catch (e) {
          // AUTH-WEB-18: the server's field messages go to their fields; the failure is toasted until a checkout succeeds.
          feedback.placeFieldErrors(e, checkoutFieldOf);
          feedback.toastFailure(errorMessage(e, t('cart_purchase_failed'), t('cart_checkout_error')));
        } finally {
          busy.current = false;
          setPaying(null);
        }
      },
      () => setBanner(true),
    )();
  };

  // CART-WEB-3: below the cart's two columns (Tailwind's lg) the pay section sits under the long form.
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.wide - 1}px)`);
  const firstMethod = narrow ? ordered[0] : undefined;

  const methodLabel = (m: PaymentMethod) => (m.code === 'card' ? t('cart_pay_card') : m.code === 'balance' ? t('cart_pay_balance') : t('cart_pay_method', { title: m.title }));

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-6">
      <section className="rounded-2xl border border-ink-700 bg-ink-900/80 p-5 sm:p-6">
        <h2 className="mb-4 text-lg font-semibold text-white">{t('cart_checkout_details')}</h2>
        {/* From lg the form sits in the cart's 28rem side column: one field a row, so none is squeezed. */}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <TextField label={t('cart_first_name')} autoComplete="given-name" error={err('firstName')} {...form.register('firstName')} />
          <TextField label={t('cart_last_name')} autoComplete="family-name" error={err('lastName')} {...form.register('lastName')} />
          <TextField label={t('cart_email')} type="email" autoComplete="email" error={err('email')} {...form.register('email')} />
          <FormPhoneField form={form} label={t('cart_phone')} countries={countries} error={err('phone')} />
          <div className="sm:col-span-2 lg:col-span-1">
            <TextField label={t('cart_trade_link')} type="url" placeholder="https://steamcommunity.com/tradeoffer/new/?partner=...&token=..." error={err('tradeUrl')} {...form.register('tradeUrl')} />
          </div>
          <CountrySelect label={t('cart_country')} placeholder={t('cart_select_country')} countries={countries} error={err('country')} {...form.register('country')} />
          <TextField label={t('cart_city')} autoComplete="address-level2" error={err('city')} {...form.register('city')} />
          <TextField label={t('cart_address')} autoComplete="street-address" error={err('address')} {...form.register('address')} />
          <TextField label={t('cart_post_code')} autoComplete="postal-code" error={err('postCode')} {...form.register('postCode')} />
        </div>
        <div className="mt-5">
          <TermsConsent pages={pages} error={err('terms')} {...form.register('terms')} />
        </div>
      </section>

      <section className="flex flex-col gap-5 rounded-2xl border border-ink-700 bg-ink-900/80 p-5 sm:p-6">
        <div>
          <label htmlFor="cart-promo" className="text-sm font-medium text-slate-300">
            {t('cart_promo_code')}
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id="cart-promo"
              value={promoInput}
              onChange={(e) => setPromoInput(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void applyPromo();
                }
              }}
              className={inputClass}
              autoComplete="off"
            />
            <Button variant="secondary" className="h-11 shrink-0" onClick={() => void applyPromo()} disabled={promoBusy}>
              {t('cart_promo_apply')}
            </Button>
          </div>
          {!addressReady ? (
            <p className="mt-1.5 text-sm text-amber-300" data-testid="promo-hint">
              {t('cart_promo_needs_address')}
            </p>
          ) : (
            promoMessage && (
              <p role={promoMessage.tone === 'error' ? 'alert' : 'status'} className={`mt-1.5 text-sm ${promoMessage.tone === 'error' ? 'text-red-400' : 'text-emerald-400'}`}>
                {promoMessage.text}
              </p>
            )
          )}
          {promo && (
            <button type="button" className="mt-1 text-xs text-slate-400 underline hover:text-white" onClick={() => (setPromo(null), setPromoMessage(null))}>
              {t('cart_promo_clear')}
            </button>
          )}
        </div>

        <div className="flex items-baseline justify-between gap-4 border-t border-ink-700 pt-4" data-testid="cart-total">
          <span className="text-slate-300">{t('cart_total')}</span>
          <span className="flex items-baseline gap-2">
            {promo && <s className="text-sm text-slate-500">{format(subtotal)}</s>}
            <span className="text-2xl font-bold text-white">{format(total)}</span>
          </span>
        </div>
        {promo && promo.discount > 0 && (
          <p className="-mt-3 text-right text-sm text-emerald-400">
            {t('cart_promo_discount')}: −{format(promo.discount)}
          </p>
        )}
        {vat > 0 && (
          <p className="-mt-3 text-right text-sm text-slate-400" data-testid="cart-vat">
            {t('cart_vat', { percent: vatPercent })}: {format(vat)}
          </p>
        )}

        {/* PAY-31: shown in another currency, the cart says what will be charged before the buyer pays; the pay buttons point to it. */}
        {charged && (
          <p id="cart-charged" className="-mt-2 rounded-lg bg-amber-500/10 px-3 py-2 text-right text-sm font-medium text-amber-200" data-testid="cart-charged">
            {t('order_charged_note', { amount: charged })}
          </p>
        )}
        {banner && Object.keys(errors).length > 0 && <FormMessage>{t('cart_form_banner')}</FormMessage>}
        {balanceWarning && <FormMessage>{balanceWarning}</FormMessage>}

        <div className="flex flex-col gap-2" role="group" aria-label={t('cart_pay_with')}>
          {ordered.map((m, i) => (
            <Button
              key={m.code}
              variant={i === 0 ? 'primary' : 'secondary'}
              className="h-12 w-full"
              disabled={paying !== null}
              onClick={() => pay(m.code)}
              data-method={m.code}
              aria-describedby={charged ? 'cart-charged' : undefined}
            >
              {paying === m.code ? t('cart_processing') : methodLabel(m)}
            </Button>
          ))}
        </div>
      </section>

      {/* CART-WEB-3: on a phone the form is long; the total and the first way to pay stay at the window's bottom edge. */}
      {firstMethod && (
        <PayBar total={format(total)} busy={paying !== null} onPay={() => pay(firstMethod.code)}>
          {paying === firstMethod.code ? t('cart_processing') : methodLabel(firstMethod)}
        </PayBar>
      )}
    </form>
  );
}

/** CART-WEB-3: the bar at the window's bottom edge; while it shows, what is scrolled or tabbed to stops above it. */
function PayBar({ total, busy, onPay, children }: { total: string; busy: boolean; onPay: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const bar = useRef<HTMLDivElement>(null);
  useReservedBottom(bar);
  return (
    <div ref={bar} data-testid="cart-pay-bar" className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-ink-700 bg-ink-900/95 px-4 py-3 backdrop-blur">
      <span className="flex min-w-0 flex-col">
        <span className="text-xs text-slate-400">{t('cart_total')}</span>
        <span className="text-lg font-bold text-white">{total}</span>
      </span>
      <Button className="h-12 min-w-0 flex-1" disabled={busy} onClick={onPay}>
        {children}
      </Button>
    </div>
  );
}
