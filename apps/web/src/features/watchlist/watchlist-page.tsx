import '../../i18n/prices';
import { formatMoney, imageUrl, productPath, type WatchedMarketName } from '@skins/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-message';
import { useLocale } from '../../app/locale-store';
import { Button } from '../../ui/button';
import { PageSpinner } from '../../ui/spinner';
import { toast } from '../../ui/toast';
import { usePageMeta } from '../../ui/use-page-meta';
import { useChangeWatchlist } from './api/change-watchlist';
import { useWatchlist } from './api/get-watchlist';

/** WATCH-2: /account/watchlist: the starred items (price, availability) and watched skins with their alert prices. */
export default function WatchlistPage() {
  const { t } = useTranslation();
  usePageMeta('account');
  const list = useWatchlist();
  const change = useChangeWatchlist();
  const { currency } = useLocale();
  const money = (amount: number) => formatMoney(amount, currency.code, currency.symbol);
  // The server's message when it refused (SEC-25), else the generic one.
  const failed = (err: unknown) => toast.error(errorMessage(err, t('watch_failed')));

  if (list.isPending) return <PageSpinner />;
  if (!list.data) return <p className="py-16 text-center text-rose-300">{t('watch_load_failed')}</p>;
  const { items, market_names: names } = list.data;
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-bold text-slate-50">{t('watch_title')}</h1>
      <h2 className="mb-3 text-xl font-semibold text-slate-100">{t('watch_items')}</h2>
      {items.length === 0 ? (
        <p className="mb-8 text-slate-400">{t('watch_empty')}</p>
      ) : (
        <ul className="mb-8 divide-y divide-ink-700 rounded-xl border border-ink-700">
          {items.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center gap-4 p-3">
              <img src={imageUrl(i.img_url)} alt="" width={64} height={48} className="h-12 w-16 object-contain" />
              <div className="min-w-0 flex-1">
                <Link to={productPath({ id: i.id, subcategory: null })} className="font-medium text-slate-50 hover:underline">
                  {i.market_name}
                </Link>
                <p className={`text-sm ${i.available ? 'text-emerald-300' : 'text-slate-400'}`}>{t(i.available ? 'watch_available' : 'watch_unavailable')}</p>
              </div>
              <span className="font-semibold text-slate-100">{money(i.price)}</span>
              <Button variant="ghost" onClick={() => change.mutate({ kind: 'unwatch', target: { item_id: i.id } }, { onError: failed })}>
                {t('watch_remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h2 className="mb-3 text-xl font-semibold text-slate-100">{t('watch_names')}</h2>
      {names.length === 0 ? (
        <p className="text-slate-400">{t('watch_no_names')}</p>
      ) : (
        <ul className="divide-y divide-ink-700 rounded-xl border border-ink-700">
          {names.map((n) => (
            <WatchedName key={n.market_name} name={n} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * WATCH-3: one watched skin: its alert price (in the visitor's currency) set, cleared, or the skin
 * unwatched. WATCH-5: a set alert reads as typed, in the currency it was typed in.
 */
function WatchedName({ name }: { name: WatchedMarketName }) {
  const { t } = useTranslation();
  const { currency } = useLocale();
  const change = useChangeWatchlist();
  const [price, setPrice] = useState(name.alert_price === null ? '' : String(name.alert_currency === currency.code && name.alert_amount !== null ? name.alert_amount : name.alert_price));
  const [error, setError] = useState<string | null>(null);
  // The server's message when it refused (SEC-25), else the generic one.
  const failed = (err: unknown) => toast.error(errorMessage(err, t('watch_failed')));
  const inputId = useId();
  const save = (e: FormEvent) => {
    e.preventDefault();
    const amount = Number(price.replace(',', '.'));
    if (!price.trim() || !Number.isFinite(amount) || amount <= 0) return setError(t('watch_alert_invalid'));
    setError(null);
    change.mutate({ kind: 'alert', marketName: name.market_name, alertPrice: amount }, { onSuccess: () => toast.success(t('watch_alert_saved')), onError: failed });
  };
  return (
    <li className="flex flex-wrap items-end gap-3 p-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-50">{name.market_name}</p>
        <p className="text-sm text-slate-400">{name.alert_amount === null || name.alert_currency === null ? t('watch_alert_none') : t('watch_alert_set', { price: formatMoney(name.alert_amount, name.alert_currency) })}</p>
      </div>
      <form onSubmit={save} className="flex flex-wrap items-end gap-2" noValidate>
        <div className="flex flex-col">
          <label htmlFor={inputId} className="text-xs text-slate-400">
            {t('watch_alert_price', { currency: currency.code })}
          </label>
          <input
            id={inputId}
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            aria-invalid={error !== null}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className="h-10 w-28 rounded-lg border border-ink-600 bg-ink-800 px-2 text-slate-100"
          />
        </div>
        <Button type="submit" disabled={change.isPending}>
          {t('watch_alert_save')}
        </Button>
        {name.alert_price !== null && (
          <Button variant="secondary" disabled={change.isPending} onClick={() => change.mutate({ kind: 'alert', marketName: name.market_name, alertPrice: null }, { onSuccess: () => setPrice(''), onError: failed })}>
            {t('watch_alert_clear')}
          </Button>
        )}
        <Button variant="ghost" disabled={change.isPending} onClick={() => change.mutate({ kind: 'unwatch', target: { market_name: name.market_name } }, { onError: failed })}>
          {t('watch_remove')}
        </Button>
      </form>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="w-full text-sm text-rose-300">
          {error}
        </p>
      )}
    </li>
  );
}
