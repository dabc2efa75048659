import { formatMoney, operatorDayRangeQuerySchema, orderStatusValues, toMajor } from '@skins/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/field';
import { Spinner } from '../../../ui/spinner';
import { useDashboardDays } from '../api/get-dashboard-days';
import { lastDays, RangeForm } from '../components/day-range-form';
import { csvUrl } from '../components/export-link';
import { StatusBadge } from '../components/status-badge';
import { useRangeSearch } from '../components/use-range-search';
import { card } from './card';
import { DaysChart } from './days-chart';

/** OPS-194: the range the dashboard opens on: the last 7 UTC days, today included. */
export const defaultDays = () => lastDays(7);

/**
 * OPS-194: the shop's days over a range kept in the URL (?from=&to=): revenue per day as a chart,
 * the range's sales, revenue, refunds and top-ups, the orders placed by state, and the same as CSV.
 */
export function ShopDays() {
  const { t } = useTranslation();
  const id = useId();
  const { fields, query, errors, change, submit } = useRangeSearch(operatorDayRangeQuerySchema, defaultDays);
  const days = useDashboardDays(query);
  const apiErrors = days.error instanceof ApiError ? (days.error.errors ?? {}) : {};
  const fieldError = (key: 'from' | 'to') => errors[key] ?? apiErrors[key]?.[0];
  const data = days.data;
  const currency = data?.currency ?? 'EUR';
  const money = (minor: number) => formatMoney(toMajor(minor), currency);

  return (
    <section aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold tracking-wide text-slate-300 uppercase">
        {t('op_days')}
      </h3>
      <RangeForm label={t('op_days_form')} fields={fields} errorOf={fieldError} change={change} submit={submit} csvHref={query && csvUrl('/operator/dashboard.csv', { ...query })} />
      <p className="text-xs text-slate-400">{t('op_days_utc', { currency })}</p>
      {!query ? null : days.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : !data ? (
        <div className="flex flex-col items-start gap-3">
          <FormMessage>{errorMessage(days.error, t('op_load_failed'))}</FormMessage>
          <Button variant="secondary" onClick={() => void days.refetch()}>
            {t('op_retry')}
          </Button>
        </div>
      ) : (
        <>
          <DaysChart days={data.days} money={money} />
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {(
              [
                ['sales', t('op_days_sales'), String(data.total.sales)],
                ['revenue', t('op_days_revenue'), money(data.total.revenue)],
                ['refunds', t('op_days_refunds'), money(data.total.refunds)],
                ['top_ups', t('op_days_top_ups'), t('op_tally', { count: data.total.top_ups, sum: money(data.total.top_ups_amount) })],
              ] as const
            ).map(([key, label, value]) => (
              <div key={key} className={card} data-days={key}>
                <dt className="text-sm text-slate-300">{label}</dt>
                <dd className="text-lg font-semibold break-words text-white">{value}</dd>
              </div>
            ))}
          </dl>
          <h4 className="text-sm font-medium text-slate-300">{t('op_days_orders_by_state')}</h4>
          <ul aria-label={t('op_days_orders_by_state')} className="flex flex-wrap gap-2">
            {orderStatusValues.map((state) => (
              <li key={state} data-state={state} className="flex items-center gap-2 rounded-lg border border-ink-700 bg-ink-900 px-3 py-1.5">
                <StatusBadge status={state} />
                <span className="font-semibold text-white">{data.orders_by_state[state]}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
