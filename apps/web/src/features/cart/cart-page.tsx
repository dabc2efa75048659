import '../../i18n/payments';
import '../../i18n/orders';
import { formatMoney, type CartEntry } from '@skins/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { errorMessage } from '../../api/error-message';
import { useLocale } from '../../app/locale-store';
import { Button, buttonClass } from '../../ui/button';
import { PageSpinner } from '../../ui/spinner';
import { useErrorToast } from '../../ui/use-error-toast';
import { profileQueryOptions } from '../account/api/get-profile';
import { countriesQueryOptions, staticPagesQueryOptions, useSettings } from '../reference-data/api/reference-data';
import { useChangeCart } from './api/change-cart';
import { useCheckout, type PurchaseRequest } from './api/checkout';
import { cartQueryOptions } from './api/get-cart';
import { CartItems } from './cart-items';
import { balanceInCurrency, cartSubtotal } from './cart-math';
import { CheckoutForm } from './checkout-form';
import { usePageMeta } from '../../ui/use-page-meta';

/** The browser leaves for the payment provider (spec §4 Payments); a seam for tests. */
export const leavePage = { to: (url: string) => window.location.assign(url) };

/** /cart (login required): spec §2 Cart. */
export default function CartPage() {
  usePageMeta('cart');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = useChangeCart();
  const { currency } = useLocale();
  const cart = useQuery(cartQueryOptions(currency.code));
  const profile = useQuery(profileQueryOptions(currency.code));
  const countries = useQuery(countriesQueryOptions());
  const pages = useQuery(staticPagesQueryOptions());
  const settings = useSettings();
  useErrorToast(countries.error, 'failed_to_load_countries');
  const [removing, setRemoving] = useState<ReadonlySet<number>>(new Set());
  const [itemErrors, setItemErrors] = useState<Record<number, string>>({});
  const purchase = useCheckout();
  const format = useCallback((n: number) => formatMoney(n, currency.code, currency.symbol), [currency.code, currency.symbol]);

  const remove = async (entry: CartEntry) => {
    setRemoving((s) => new Set(s).add(entry.item_id));
    setItemErrors(({ [entry.item_id]: _, ...rest }) => rest);
    try {
      await change.remove(entry.item_id);
      toast.success(t('cart_item_removed'));
    } catch (e) {
      setItemErrors((m) => ({ ...m, [entry.item_id]: errorMessage(e, t('cart_remove_failed')) }));
    } finally {
      setRemoving((s) => {
        const next = new Set(s);
        next.delete(entry.item_id);
        return next;
      });
    }
  };

  /** PAY-WEB-2 (spec §4 Payments): a redirect_url sends the browser there; otherwise refresh and show success. A failure is the form's to show. */
  const checkout = async (body: PurchaseRequest) => {
    const r = await purchase.mutateAsync(body);
    if (r.redirect_url) leavePage.to(r.redirect_url);
    else navigate('/success-payment?type=other');
  };

  let content;
  if (cart.isPending) content = <PageSpinner />;
  else if (cart.isError)
    content = (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-ink-700 px-4 py-16 text-center">
        <p role="alert" className="text-red-300">
          {errorMessage(cart.error, t('cart_fetch_failed'))}
        </p>
        <Button onClick={() => void cart.refetch()}>{t('cart_try_again')}</Button>
      </div>
    );
  else if (cart.data.length === 0)
    content = (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-ink-600 px-4 py-16 text-center">
        <p className="text-lg text-slate-300">{t('cart_empty')}</p>
        <Link to="/products" className={buttonClass('primary', 'h-11')}>
          {t('cart_continue_shopping')}
        </Link>
      </div>
    );
  else
    content = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-3">
          {/* CART-WEB-1: every sold or reserved row goes in one action. */}
          {cart.data.some((e) => !e.available) && (
            <Button variant="secondary" className="h-10 self-start" disabled={removing.size > 0} onClick={() => void Promise.all(cart.data.filter((e) => !e.available).map(remove))}>
              {t('cart_remove_unavailable')}
            </Button>
          )}
          <CartItems entries={cart.data} format={format} removing={removing} errors={itemErrors} onRemove={(e) => void remove(e)} />
        </div>
        {profile.isPending || countries.isPending ? (
          <PageSpinner />
        ) : (
          <CheckoutForm
            key={`${profile.data?.id ?? 'none'}`}
            profile={profile.data}
            countries={countries.data ?? []}
            pages={pages.data ?? []}
            methods={settings.data?.payment_methods}
            subtotal={cartSubtotal(cart.data)}
            vatPercent={settings.data?.vat_percent ?? 0}
            balance={profile.data ? balanceInCurrency(profile.data.balance, settings.data?.internal_currency?.exchange_rate_eur, currency.value) : undefined}
            format={format}
            currencyCode={currency.code}
            onCheckout={checkout}
          />
        )}
      </div>
    );

  return (
    // CART-WEB-3: room below the form for the pay bar on phones.
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-28 lg:px-6 lg:pb-8">
      <h1 className="mb-6 text-3xl font-bold text-white">{t('cart_title')}</h1>
      {content}
    </div>
  );
}
