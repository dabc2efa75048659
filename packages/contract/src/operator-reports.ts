import { z } from 'zod';
import { dayField, daysInRange } from './day-range.ts';
import { offerStatusValues } from './offer-values.ts';

/** OPS-140: how a report groups its range: by UTC day, ISO week (Monday to Sunday) or calendar month. */
export const reportGroupValues = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof reportGroupValues)[number];

/** OPS-143: the longest range a report covers, in days (both ends counted). */
export const REPORT_MAX_DAYS = 366;

/** OPS-143: the field messages of a report's query (the web's form shows them under the field too). */
export const operatorReportMessages = {
  from: 'From must be a date such as 2026-01-31',
  to: 'To must be a date such as 2026-01-31',
  order: 'To must be on or after From',
  tooLong: `The range can be at most ${REPORT_MAX_DAYS} days`,
  group: 'Group must be day, week or month',
} as const;
const m = operatorReportMessages;

const day = (message: string) => dayField({ format: message, missing: message });

/** OPS-143: `to` before `from` or a range over REPORT_MAX_DAYS is refused on `to`. */
function checkRange(q: { from: string; to: string }, ctx: z.RefinementCtx): void {
  const days = daysInRange(q.from, q.to);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: m.order, input: q.to });
  else if (days > REPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: m.tooLong, input: q.to });
}
const rangeShape = { from: day(m.from), to: day(m.to) };

/** OPS-143, OPS-191: ?from=&to=: a range of whole UTC days, `to` included (the dashboard's range). */
export const operatorDayRangeQuerySchema = z.object(rangeShape).superRefine(checkRange);
export type OperatorDayRangeQuery = z.infer<typeof operatorDayRangeQuerySchema>;

/** OPS-140, OPS-143: GET /operator/reports?from=&to=&group=: a range of UTC days (as above) by group. */
export const operatorReportQuerySchema = z.object({ ...rangeShape, group: z.enum(reportGroupValues, { error: m.group }).default('day') }).superRefine(checkRange);
export type OperatorReportQuery = z.infer<typeof operatorReportQuerySchema>;

const int = z.number().int();
/** A count and its amount in minor units. */
const countAmountSchema = z.object({ count: int, amount: int });

/**
 * OPS-140, OPS-141: a report's figures over a period (or the whole range). Money in integer minor
 * units of `currency` (the shop's, EUR). sales_gross: the totals of the orders paid in it;
 * refunds: what was refunded in it (whenever its order was paid); net_sales = sales_gross - refunds.
 * payouts: requested in it (created), paid and failed in it (settled); the amounts are of the
 * payouts in the shop's currency, `other_currency_count` counts those requested in another one.
 * top_ups: credited in it. offers: the offers made in it, by the status they are in now.
 */
export const reportFiguresSchema = z.object({
  sales_gross: int,
  refunds: int,
  net_sales: int,
  orders: int,
  refunds_count: int,
  payouts: z.object({ requested: countAmountSchema, paid: countAmountSchema, failed: countAmountSchema, other_currency_count: int }),
  top_ups: countAmountSchema,
  offers: z.object(Object.fromEntries(offerStatusValues.map((s) => [s, int])) as Record<(typeof offerStatusValues)[number], typeof int>),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

/** OPS-142: one period: its first and last UTC day (clipped to the range), both included. */
export const reportPeriodSchema = reportFiguresSchema.extend({ start: z.string(), end: z.string() });
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

export const operatorReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  group: z.enum(reportGroupValues),
  currency: z.string(),
  /** OPS-142: the day boundaries: UTC midnight (the shop keeps no time zone of its own). */
  time_zone: z.literal('UTC'),
  periods: z.array(reportPeriodSchema),
  total: reportFiguresSchema,
});
export type OperatorReport = z.infer<typeof operatorReportSchema>;
export const operatorReportResponseSchema = z.object({ status: z.literal('OK'), payload: operatorReportSchema });
