import { formatMoney } from '@skins/contract';

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
