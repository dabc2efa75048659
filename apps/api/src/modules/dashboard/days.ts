import { orderStatusValues, utcDay, type OperatorDashboard, type OperatorDashboardDays, type OperatorDayRangeQuery, type ReportFigures } from '@skins/contract';
import type { DbOrTx } from '../../db/client.ts';
import { csvMoney, type CsvTable, type CsvValue } from '../../lib/csv.ts';
import { ordersByStatusBetween } from '../checkout/index.ts';
import { buildReport } from '../reports/index.ts';

const DAY_MS = 86_400_000;

/** OPS-191: a day's figures as the report by day has them. */
const figuresOf = (r: ReportFigures): OperatorDashboardDays['total'] => ({ sales: r.orders, revenue: r.net_sales, refunds: r.refunds, top_ups: r.top_ups.count, top_ups_amount: r.top_ups.amount });

/**
 * OPS-191, OPS-192: the shop's days in [from, to] (UTC, `to` included): each day's sales, revenue
 * (net of that day's refunds), refunds and top-ups, as the report by day has them (reports' face:
 * its figures are not computed twice), and the orders placed in the range by their state now.
 */
export async function dashboardDays(db: DbOrTx, query: OperatorDayRangeQuery): Promise<OperatorDashboardDays> {
  const from = utcDay(query.from)!;
  const end = new Date(utcDay(query.to)!.getTime() + DAY_MS);
  const [report, states] = await Promise.all([buildReport(db, { ...query, group: 'day' }), ordersByStatusBetween(db, from, end)]);
  const byState = Object.fromEntries(orderStatusValues.map((s) => [s, 0])) as OperatorDashboardDays['orders_by_state'];
  for (const row of states) byState[row.status] += row.count;
  return {
    from: query.from,
    to: query.to,
    currency: report.currency,
    time_zone: 'UTC',
    days: report.periods.map((p) => ({ day: p.start, ...figuresOf(p) })),
    total: figuresOf(report.total),
    orders_by_state: byState,
  };
}

/**
 * OPS-193: the dashboard as one CSV table of what the page shows: a row per figure (`day` empty
 * when it is of the whole range or of now), money as decimals of the shop's currency (OPS-146).
 */
export function dashboardCsv(days: OperatorDashboardDays, queues: OperatorDashboard['queues']): CsvTable {
  const rows: CsvValue[][] = [];
  for (const d of [...days.days, { ...days.total, day: null }]) {
    rows.push(['sales', d.day, d.sales, csvMoney(d.revenue)], ['refunds', d.day, null, csvMoney(d.refunds)], ['top_ups', d.day, d.top_ups, csvMoney(d.top_ups_amount)]);
  }
  for (const state of orderStatusValues) rows.push([`orders_${state}`, null, days.orders_by_state[state], null]);
  for (const [queue, count] of Object.entries(queues)) rows.push([`waiting_${queue}`, null, count, null]);
  return { header: ['figure', 'day', 'count', `amount_${days.currency.toLowerCase()}`], truncated: false, rows };
}
