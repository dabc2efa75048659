import '../../../i18n/prices';
import { compareWithMedian, convertCents, priceHistoryDays, type PriceHistoryDays, type PricePoint } from '@skins/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale-store';
import { Spinner } from '../../../ui/spinner';
import { usePriceHistory } from '../api/get-price-history';
import { formatPrice } from '../../../ui/format-price';
import { PriceChart } from './price-chart';
import { WatchButtons } from './watch-buttons';

/**
 * PRICE-3, PRICE-4, WATCH-2: the details page's price history (its own lazy chunk, loaded after the
 * page's first view): range buttons, the chart, how the price compares with the 30-day median, and the
 * watchlist stars.
 */
export default function PricePanel({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const { currency } = useLocale();
  const [days, setDays] = useState<PriceHistoryDays>(30);
  const history = usePriceHistory(itemId, days);
  const format = (cents: number) => formatPrice(convertCents(cents, currency.value), currency);
  const h = history.data;
  const comparison = compareWithMedian(h?.vs_median_percent ?? null);
  const sentence =
    comparison.kind === 'none' ? t('price_history_no_sales') : comparison.kind === 'at' ? t('price_history_at') : t(comparison.kind === 'below' ? 'price_history_below' : 'price_history_above', { percent: comparison.percent });

  return (
    <section aria-labelledby="price-history-title" className="mt-10 min-w-0 overflow-hidden rounded-2xl border border-ink-700 bg-ink-900 p-4 md:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="price-history-title" className="text-xl font-semibold text-slate-50">
          {t('price_history_title')}
        </h2>
        <div role="group" aria-label={t('price_history_title')} className="flex flex-wrap gap-2">
          {priceHistoryDays.map((d) => (
            <button
              key={d}
              type="button"
              aria-pressed={d === days}
              aria-label={t('price_history_range', { days: d })}
              onClick={() => setDays(d)}
              className={`min-h-10 rounded-md px-3 py-2 text-sm ${d === days ? 'bg-accent-500 text-ink-950' : 'bg-ink-800 text-slate-200 hover:bg-ink-700'}`}
            >
              {t('price_history_days', { days: d })}
            </button>
          ))}
        </div>
      </div>
      {/* PRICE-3: without any sale the chart's place says 'No sales yet'; the comparison does not say it again. */}
      {h && (comparison.kind !== 'none' || h.points.length > 0) && (
        <p className="mt-2 text-sm text-slate-300" data-testid="median-comparison">
          {sentence}
        </p>
      )}
      <div className="mt-4 min-h-[120px]">
        {history.isPending ? (
          <Spinner />
        ) : history.isError || !h ? (
          <p className="text-sm text-rose-300">{t('price_history_load_failed')}</p>
        ) : h.points.length === 0 ? (
          <p className="text-sm text-slate-400">{t('price_history_no_sales')}</p>
        ) : (
          <>
            <PriceChart points={h.points} days={days} label={t('price_history_chart_label', { name: h.market_name, days })} format={format} />
            <Latest label={[t('price_history_median'), t('price_history_min'), t('price_history_volume')]} point={h.points[h.points.length - 1]!} format={format} />
          </>
        )}
      </div>
      {h && (
        <div className="mt-4">
          <WatchButtons itemId={itemId} marketName={h.market_name} />
        </div>
      )}
    </section>
  );
}

/** The last day with sales, in words under the chart. */
function Latest({ label, point, format }: { label: [string, string, string]; point: PricePoint; format: (c: number) => string }) {
  return (
    <p className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-xs text-slate-400">
      <span>{point.date}</span>
      <span>
        {label[0]} <span className="text-slate-100">{format(point.median_cents)}</span>
      </span>
      <span>
        {label[1]} <span className="text-slate-100">{format(point.min_cents)}</span>
      </span>
      <span>
        {label[2]} <span className="text-slate-100">{point.volume}</span>
      </span>
    </p>
  );
}
