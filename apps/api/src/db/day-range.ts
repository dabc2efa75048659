import { utcDay, utcDayEnd, type DayRange } from '@skins/contract';
import { and, gte, lt, type Column, type SQL } from 'drizzle-orm';

/** OPS-176 (MAIL-2, WALLET-5): a range of UTC days, both included, as the times it holds: [from 00:00, the day after `to` 00:00). */
export function dayRangeTimes(range: DayRange): { from?: Date; to?: Date } {
  const from = range.from ? utcDay(range.from) : null;
  const to = range.to ? utcDayEnd(range.to) : null;
  return { ...(from && { from }), ...(to && { to }) };
}

/** OPS-176: a list's condition that `at` (a timestamp column) falls in the range of UTC days; none for an open range. */
export function inDayRange(at: Column, range: DayRange): SQL | undefined {
  const { from, to } = dayRangeTimes(range);
  return and(from ? gte(at, from) : undefined, to ? lt(at, to) : undefined);
}
