/**
 * WALLET-8: one CSV cell (RFC 4180): a cell holding a comma, a quote or a line break is quoted,
 * its quotes doubled. A text that a spreadsheet would run as a formula (it starts with = + - @,
 * a tab or a carriage return) gets a leading apostrophe first (CSV injection); a plain number
 * such as -12.5 is data the shop wrote, not a formula, and is kept as it is so it sums.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  const guarded = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** WALLET-8: a CSV text: a header row and the rows, CRLF after every record (RFC 4180). */
export function csvText(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows].map((r) => r.map(csvCell).join(',') + '\r\n').join('');
}
