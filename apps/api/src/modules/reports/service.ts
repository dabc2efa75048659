import { FALLBACK_CURRENCY, offerStatusValues, utcDay, type OperatorReport, type OperatorReportQuery, type ReportFigures, type ReportGroup } from '@skins/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { PeriodTally } from '../../db/tally.ts';
import { csvMoney, type CsvTable } from '../../lib/csv.ts';
import { salesByPeriod } from '../checkout/index.ts';
import { offersByPeriod } from '../offers/index.ts';
import { topUpsByPeriod } from '../payments/index.ts';
import { payoutsByPeriod } from '../payouts/index.ts';

const DAY_MS = 86_400_000;
/** Orders, refunds and top-ups are kept in euro cents (ARCHITECTURE: Data): the report's currency. */
const SHOP_CURRENCY = FALLBACK_CURRENCY.code;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** OPS-142: the first UTC day of the period of `unit` holding `day`: itself, its ISO week's Monday, or the 1st of its month. */
function periodStart(day: Date, unit: ReportGroup): Date {
  if (unit === 'day') return day;
  if (unit === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
}

function nextPeriod(start: Date, unit: ReportGroup): Date {
  if (unit === 'day') return new Date(start.getTime() + DAY_MS);
  if (unit === 'week') return new Date(start.getTime() + 7 * DAY_MS);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** OPS-142: the periods of a range, each keyed by its whole period's first day and clipped to [from, to]. */
export function reportPeriods(from: Date, to: Date, unit: ReportGroup): { key: string; start: string; end: string }[] {
  const periods = [];
  for (let p = periodStart(from, unit); p.getTime() <= to.getTime(); p = nextPeriod(p, unit)) {
    const last = new Date(nextPeriod(p, unit).getTime() - DAY_MS);
    periods.push({ key: isoDay(p), start: isoDay(p < from ? from : p), end: isoDay(last > to ? to : last) });
  }
  return periods;
}

function emptyFigures(): ReportFigures {
  const none = () => ({ count: 0, amount: 0 });
  return {
    sales_gross: 0,
    refunds: 0,
    net_sales: 0,
    orders: 0,
    refunds_count: 0,
    payouts: { requested: none(), paid: none(), failed: none(), other_currency_count: 0 },
    top_ups: none(),
    offers: Object.fromEntries(offerStatusValues.map((s) => [s, 0])) as ReportFigures['offers'],
  };
}

/**
 * OPS-140, OPS-141, OPS-142: the report of [from, to] (whole UTC days, `to` included) by `group`: per period
 * and in total, the sales gross, refunds and net sales, paid orders, payouts, top-ups and offers.
 * Each figure is its own module's aggregate, grouped in SQL (SEAM-1); a period with nothing is zeros.
 */
export async function buildReport(db: DbOrTx, query: OperatorReportQuery): Promise<OperatorReport> {
  const from = utcDay(query.from)!;
  const to = utcDay(query.to)!;
  const end = new Date(to.getTime() + DAY_MS);
  const unit = query.group;
  const [sales, payouts, topUps, offers] = await Promise.all([salesByPeriod(db, from, end, unit), payoutsByPeriod(db, from, end, unit), topUpsByPeriod(db, from, end, unit), offersByPeriod(db, from, end, unit)]);
  const periods = reportPeriods(from, to, unit);
  const byKey = new Map(periods.map((p) => [p.key, emptyFigures()]));
  const total = emptyFigures();
  const add = (rows: PeriodTally[], apply: (f: ReportFigures, row: PeriodTally) => void) => {
    for (const row of rows) {
      const f = byKey.get(row.period);
      if (!f) continue;
      apply(f, row);
      apply(total, row);
    }
  };
  add(sales.paid, (f, r) => ((f.sales_gross += r.sumMinor), (f.orders += r.count)));
  add(sales.refunded, (f, r) => ((f.refunds += r.sumMinor), (f.refunds_count += r.count)));
  add(topUps, (f, r) => ((f.top_ups.count += r.count), (f.top_ups.amount += r.sumMinor)));
  add(offers, (f, r) => {
    const status = r.key as keyof ReportFigures['offers'];
    if (status in f.offers) f.offers[status] += r.count;
  });
  add(payouts.requested, (f, r) => {
    if (r.key !== SHOP_CURRENCY) {
      f.payouts.other_currency_count += r.count;
      return;
    }
    f.payouts.requested.count += r.count;
    f.payouts.requested.amount += r.sumMinor;
  });
  add(payouts.settled, (f, r) => {
    const state = r.key === `approved:${SHOP_CURRENCY}` ? f.payouts.paid : r.key === `failed:${SHOP_CURRENCY}` ? f.payouts.failed : null;
    if (!state) return;
    state.count += r.count;
    state.amount += r.sumMinor;
  });
  for (const f of [...byKey.values(), total]) f.net_sales = f.sales_gross - f.refunds;
  return {
    from: query.from,
    to: query.to,
    group: unit,
    currency: SHOP_CURRENCY,
    time_zone: 'UTC',
    periods: periods.map((p) => ({ start: p.start, end: p.end, ...byKey.get(p.key)! })),
    total,
  };
}

/** OPS-144: the report as a CSV table: a row per period and a last row 'total', money as decimals (OPS-146). */
export function reportCsv(report: OperatorReport): CsvTable {
  const header = [
    'period_start',
    'period_end',
    'currency',
    'sales_gross',
    'refunds',
    'net_sales',
    'orders',
    'refunds_count',
    'payouts_requested_count',
    'payouts_requested',
    'payouts_paid_count',
    'payouts_paid',
    'payouts_failed_count',
    'payouts_failed',
    'payouts_other_currency_count',
    'top_ups_count',
    'top_ups',
    ...offerStatusValues.map((s) => `offers_${s}`),
  ];
  const row = (start: string, end: string, f: ReportFigures) => [
    start,
    end,
    report.currency,
    csvMoney(f.sales_gross),
    csvMoney(f.refunds),
    csvMoney(f.net_sales),
    f.orders,
    f.refunds_count,
    f.payouts.requested.count,
    csvMoney(f.payouts.requested.amount),
    f.payouts.paid.count,
    csvMoney(f.payouts.paid.amount),
    f.payouts.failed.count,
    csvMoney(f.payouts.failed.amount),
    f.payouts.other_currency_count,
    f.top_ups.count,
    csvMoney(f.top_ups.amount),
    ...offerStatusValues.map((s) => f.offers[s]),
  ];
  return { header, truncated: false, rows: [...report.periods.map((p) => row(p.start, p.end, p)), row('total', '', report.total)] };
}
