import { formatMoney, offerStatusValues, operatorReportQuerySchema, reportGroupValues, toMajor, type ReportFigures, type ReportGroup } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { useReport } from '../api/get-report';
import { lastDays, RangeForm } from '../components/day-range-form';
import { csvUrl } from '../components/export-link';
import { TableRegion } from '../components/table-region';
import { useRangeSearch } from '../components/use-range-search';
import { ReportChart } from './report-chart';

/** OPS-154: the default range: the last 30 UTC days, today included. */
export const defaultRange = (now = new Date()) => lastDays(30, now);

/** The report's form as it stands in the URL (?from=&to=&group=), the last 30 days by day when not set. */
const defaults = () => ({ ...defaultRange(), group: 'day' });

/**
 * OPS-154: the back office's reports: a range of UTC days (the last 30 by default) by day, week or
 * month; net sales per period as a bar chart with the refunds beside them, every figure in a table
 * with its total, and the same as CSV. The range lives in the URL (shareable, Back works).
 */
export default function ReportsPage() {
  const { t } = useTranslation();
  const { fields, query, errors, change, submit } = useRangeSearch(operatorReportQuerySchema, defaults);
  const report = useReport(query);
  const apiErrors = report.error instanceof ApiError ? (report.error.errors ?? {}) : {};
  const fieldError = (key: string) => errors[key] ?? apiErrors[key]?.[0];

  const data = report.data;
  const currency = data?.currency ?? 'EUR';
  const money = (minor: number) => formatMoney(toMajor(minor), currency);
  const tally = (x: { count: number; amount: number }) => t('op_reports_tally', { count: x.count, sum: money(x.amount) });
  const offers = (f: ReportFigures) =>
    offerStatusValues
      .filter((s) => f.offers[s] > 0)
      .map((s) => `${s.replace(/_/g, ' ')} ${f.offers[s]}`)
      .join(', ') || '0';
  const columns: [string, (f: ReportFigures) => string][] = [
    [t('op_reports_sales_gross'), (f) => money(f.sales_gross)],
    [t('op_reports_refunds'), (f) => t('op_reports_tally', { count: f.refunds_count, sum: money(f.refunds) })],
    [t('op_reports_net_sales'), (f) => money(f.net_sales)],
    [t('op_reports_orders'), (f) => String(f.orders)],
    [t('op_reports_payouts_requested'), (f) => tally(f.payouts.requested)],
    [t('op_reports_payouts_paid'), (f) => tally(f.payouts.paid)],
    [t('op_reports_payouts_failed'), (f) => tally(f.payouts.failed)],
    [t('op_reports_payouts_other'), (f) => String(f.payouts.other_currency_count)],
    [t('op_reports_top_ups'), (f) => tally(f.top_ups)],
    [t('op_reports_offers'), offers],
  ];
  const groupLabel: Record<ReportGroup, string> = { day: t('op_reports_group_day'), week: t('op_reports_group_week'), month: t('op_reports_group_month') };

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{t('op_reports')}</h2>
      <RangeForm label={t('op_reports')} fields={fields} errorOf={fieldError} change={change} submit={submit} csvHref={query && csvUrl('/operator/reports.csv', { ...query })}>
        <div className="flex flex-col gap-1">
          <Select label={t('op_reports_group')} showLabel className="flex-col !items-start !gap-1" value={fields.group} options={reportGroupValues.map((g) => ({ value: g, label: groupLabel[g] }))} onChange={(e) => change('group', e.target.value)} />
          {fieldError('group') && <p className="text-sm text-red-400">{fieldError('group')}</p>}
        </div>
      </RangeForm>
      <p className="text-xs text-slate-400">{t('op_reports_utc', { currency })}</p>

      {!query ? null : report.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : !data ? (
        <div className="flex flex-col items-start gap-3">
          <FormMessage>{errorMessage(report.error, t('op_load_failed'))}</FormMessage>
          <Button variant="secondary" onClick={() => void report.refetch()}>
            {t('op_retry')}
          </Button>
        </div>
      ) : (
        <>
          <ReportChart periods={data.periods} money={money} />
          <TableRegion caption={t('op_reports')} table="w-full min-w-[56rem] text-left text-sm">
              <thead className="bg-ink-800 text-xs tracking-wide text-slate-300 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t('op_reports_period')}
                  </th>
                  {columns.map(([header]) => (
                    <th key={header} scope="col" className="px-3 py-2 font-semibold">
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-700">
                {data.periods.map((p) => (
                  <tr key={p.start} className="align-top">
                    <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap text-slate-200">
                      {p.start === p.end ? p.start : `${p.start} – ${p.end}`}
                    </th>
                    {columns.map(([header, cell]) => (
                      <td key={header} className="px-3 py-2 text-slate-200">
                        {cell(p)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t-2 border-ink-600 bg-ink-800/60">
                <tr>
                  <th scope="row" className="px-3 py-2 font-semibold text-white">
                    {t('op_reports_total')}
                  </th>
                  {columns.map(([header, cell]) => (
                    <td key={header} className="px-3 py-2 font-semibold text-white">
                      {cell(data.total)}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </TableRegion>
        </>
      )}
    </div>
  );
}
