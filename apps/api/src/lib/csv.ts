import { MINOR_PER_MAJOR, toMajor } from '@skins/contract';

/**
 * WALLET-8: one CSV cell (RFC 4180): a cell holding a comma, a quote or a line break is quoted,
 * its quotes doubled. A text that a spreadsheet would run as a formula (it starts with = + - @,
 * a tab or a carriage return) gets a leading apostrophe first (CSV injection); a plain number
 * such as -12.5 is data the shop wrote, not a formula, and is kept as it is so it sums.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'object') return value.decimal;
  const text = String(value);
  const guarded = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** WALLET-8: a CSV text: a header row and the rows, CRLF after every record (RFC 4180). */
export function csvText(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',') + '\r\n').join('');
}

/**
 * OPS-146: an amount of money in a CSV cell: minor units written as a decimal string with two
 * places (2499 -> 24.99, -350 -> -3.50). The shop wrote it, so it is never guarded as a formula.
 */
export interface CsvMoney {
  readonly decimal: string;
}
export function csvMoney(minor: number): CsvMoney;
export function csvMoney(minor: number | null): CsvMoney | null;
export function csvMoney(minor: number | null): CsvMoney | null {
  if (minor === null) return null;
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return { decimal: `${sign}${Math.floor(toMajor(abs))}.${String(abs % MINOR_PER_MAJOR).padStart(2, '0')}` };
}

/** OPS-145: a value of an exported row: a text (guarded), a number, an amount of money or nothing. */
export type CsvValue = string | number | null | CsvMoney;

/** OPS-145: what an operator list's CSV export holds: the columns, the rows and whether the cap cut them. */
export interface CsvTable {
  header: readonly string[];
  rows: readonly (readonly CsvValue[])[];
  truncated: boolean;
}
