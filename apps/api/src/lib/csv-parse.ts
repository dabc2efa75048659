/** One record of a CSV text: its row number in the file (the first record is row 1) and its cells. */
export interface CsvRecord {
  row: number;
  cells: string[];
}

/** OPS-160: a text that is not CSV (an unclosed quote, text after a closing quote); `row` is the record it is in. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly row: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * OPS-160: reads a CSV text (RFC 4180) into its records: a quoted cell may hold commas, doubled
 * quotes and line breaks; records end with CRLF, LF or CR; a leading UTF-8 BOM is dropped; a final
 * line break makes no empty record. Rows are numbered as a spreadsheet numbers them (one per record,
 * a blank line included), so a row number points at the record the operator sees. A quote inside
 * an unquoted cell is kept as it is; an unclosed quote, or text after a closing quote, is a
 * CsvSyntaxError naming the row. `maxRecords` stops reading past that many records (the caller's
 * limit), so a huge file is not held in memory twice.
 */
export function parseCsv(input: string, maxRecords = Number.POSITIVE_INFINITY): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let fresh = true; // at the start of a cell
  let i = 0;
  let row = 1;
  const n = text.length;
  const endCell = () => {
    cells.push(cell);
    cell = '';
    fresh = true;
  };
  const endRecord = () => {
    endCell();
    records.push({ row, cells });
    cells = [];
    row += 1;
  };
  while (i < n) {
    if (records.length >= maxRecords) return records;
    const ch = text[i];
    if (ch === '"' && fresh) {
      // A quoted cell: up to the quote that is not doubled.
      const start = row;
      i += 1;
      for (;;) {
        if (i >= n) throw new CsvSyntaxError(start, 'A quoted cell is not closed: a quote (") is missing');
        const c = text[i];
        if (c === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        cell += c;
        i += 1;
      }
      const next = text[i];
      if (i < n && next !== ',' && next !== '\r' && next !== '\n') throw new CsvSyntaxError(start, 'Text follows a closing quote: put the whole cell in quotes and double the quotes inside it');
      fresh = false;
      continue;
    }
    if (ch === ',') {
      endCell();
      i += 1;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      continue;
    }
    cell += ch;
    fresh = false;
    i += 1;
  }
  if (!fresh || cells.length > 0) endRecord();
  return records;
}
