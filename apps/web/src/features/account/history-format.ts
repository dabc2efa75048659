import { formatMoney } from '@skins/contract';

/** Spec §9: dates DD.MM.YYYY and times HH:mm; created_at is unix seconds or an ISO date. */
export function formatDateTime(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
  const date = Number.isFinite(n) ? new Date(n < 1e12 ? n * 1000 : n) : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = (x: number) => String(x).padStart(2, '0');
  return `${p(date.getDate())}.${p(date.getMonth() + 1)}.${date.getFullYear()} ${p(date.getHours())}:${p(date.getMinutes())}`;
}

/** Spec §9: history amounts are in EUR; a non-ISO currency (Credits) follows the number. */
export function formatHistoryAmount(amount: number | null | undefined, currency?: string | null): string {
  const n = amount ?? 0;
  const c = (currency ?? '').trim();
  if (!c || c === '€') return formatMoney(n, 'EUR');
  if (/^[A-Z]{3}$/.test(c)) return formatMoney(n, c);
  return `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${c}`;
}

/** One page of a list (5 per page for the histories, spec §9). */
export const pageOf = <T,>(rows: readonly T[], page: number, size: number): T[] => rows.slice((page - 1) * size, page * size);
