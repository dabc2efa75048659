import { z } from 'zod';

/** A day field's messages: not written YYYY-MM-DD (or missing when required), and not a calendar day. */
export interface DayFieldMessages {
  format: string;
  missing: string;
}
/** A range's messages: each end's, and `order` for a `from` after `to`. */
export interface DayRangeMessages {
  from: DayFieldMessages;
  to: DayFieldMessages;
  order: string;
}

const dayMessages: DayFieldMessages = { format: 'Use a date like 2026-01-31', missing: 'This date does not exist' };
/**
 * OPS-176: the one day-range rule of every list, report and statement: a day is a real calendar
 * day written YYYY-MM-DD, read as a UTC day; a range's `from` and `to` are both included.
 */
export const dayRangeMessages: DayRangeMessages = { from: dayMessages, to: dayMessages, order: 'The start date is after the end date' };

const DAY_MS = 86_400_000;
/** A day as a query writes it: YYYY-MM-DD. */
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day written YYYY-MM-DD that exists (2026-02-30 does not): its UTC midnight, or null. */
export function utcDay(text: string): Date | null {
  if (!DAY_PATTERN.test(text)) return null;
  const day = new Date(`${text}T00:00:00.000Z`);
  return Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text ? null : day;
}

/** The UTC midnight that ends a day written YYYY-MM-DD (the day is included up to it, not at it). */
export function utcDayEnd(text: string): Date | null {
  const day = utcDay(text);
  return day && new Date(day.getTime() + DAY_MS);
}

/** The days from `from` to `to`, both counted (2026-01-01 .. 2026-01-01 is 1); 0 when either is no day. */
export function daysInRange(from: string, to: string): number {
  const a = utcDay(from);
  const b = utcDay(to);
  return a && b ? Math.round((b.getTime() - a.getTime()) / DAY_MS) + 1 : 0;
}

/** A day field (required; add `.optional()`): not written YYYY-MM-DD is `format` (also when missing), not a calendar day `missing`. */
export function dayField(messages: DayFieldMessages = dayMessages) {
  return z
    .string({ error: messages.format })
    .trim()
    .regex(DAY_PATTERN, { message: messages.format, abort: true })
    .refine((s) => utcDay(s) !== null, messages.missing);
}

/** The optional days of a range, as a query holds them (a type, not an interface, so a query record takes it). */
export type DayRange = { from?: string; to?: string };

/** Whether a range's ends are in order (an open end always is). */
export const dayRangeInOrder = (q: DayRange) => !q.from || !q.to || q.from <= q.to;

/**
 * OPS-176 (MAIL-2, WALLET-5): a list's query with optional `from` and `to` days beside its own
 * fields; `from` after `to` is a 422 on `from`. `messages` keeps a list's own wording.
 */
export function withDayRange<S extends z.ZodRawShape>(shape: S, messages: DayRangeMessages = dayRangeMessages) {
  return z
    .object({ ...shape, from: dayField(messages.from).optional(), to: dayField(messages.to).optional() })
    .refine((q) => dayRangeInOrder(q as DayRange), { message: messages.order, path: ['from'] });
}
