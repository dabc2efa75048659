/** A date the API sends (unix seconds or milliseconds, as a number or digits, or an ISO date), or null when there is none. */
function toDate(value: number | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
  const date = Number.isFinite(n) ? new Date(n < 1e12 ? n * 1000 : n) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const p2 = (x: number) => String(x).padStart(2, '0');

/**
 * I18N-12: a date with its time as the visitor's language writes it (Intl); English keeps the
 * spec's default DD.MM.YYYY HH:mm (§9). Empty when there is no valid date.
 */
export function formatDateTime(value: number | string | null | undefined, lang: string): string {
  const date = toDate(value);
  if (!date) return '';
  if (lang === 'en') return `${p2(date.getDate())}.${p2(date.getMonth() + 1)}.${date.getFullYear()} ${p2(date.getHours())}:${p2(date.getMinutes())}`;
  return new Intl.DateTimeFormat(lang, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date);
}

/** I18N-12: a day with the month's name in the visitor's language ('Jan 5, 2025', '5. Jan. 2025', '5 sty 2025'), read in UTC like the API's dates. */
export function formatDate(value: number | string | null | undefined, lang: string): string {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date) : '';
}
