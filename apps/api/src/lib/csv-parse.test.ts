import { describe, expect, it } from 'vitest';
import { csvText } from './csv.ts';
import { CsvSyntaxError, parseCsv } from './csv-parse.ts';

const cells = (text: string) => parseCsv(text).map((r) => r.cells);

describe('parseCsv (OPS-160)', () => {
  it('OPS-160: plain records, LF, CRLF and CR line ends, a final line break making no empty record', () => {
    expect(cells('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(cells('a,b\r\n1,2\r\n3,4')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(cells('a\r1\r')).toEqual([['a'], ['1']]);
    expect(cells('')).toEqual([]);
  });

  it('OPS-160: quoted cells hold commas, doubled quotes and line breaks (CRLF kept inside), and an empty quoted cell is empty', () => {
    const records = parseCsv('title,price\r\n"AK-47 | Red, ""Line""","1.5"\r\n"two\r\nlines",""\r\n');
    expect(records).toEqual([
      { row: 1, cells: ['title', 'price'] },
      { row: 2, cells: ['AK-47 | Red, "Line"', '1.5'] },
      { row: 3, cells: ['two\r\nlines', ''] },
    ]);
  });

  it('OPS-160: a UTF-8 BOM is dropped, empty cells are kept, a quote inside an unquoted cell stays', () => {
    expect(cells('\ufefftitle,type\nx,,\n5 3" knife,y')).toEqual([['title', 'type'], ['x', '', ''], ['5 3" knife', 'y']]);
  });

  it('OPS-160: rows are numbered per record as a spreadsheet shows them, blank lines counted, a multi-line cell one row', () => {
    const records = parseCsv('h\n"a\nb"\n\nc\n');
    expect(records.map((r) => [r.row, r.cells])).toEqual([
      [1, ['h']],
      [2, ['a\nb']],
      [3, ['']],
      [4, ['c']],
    ]);
  });

  it('OPS-160: an unclosed quote and text after a closing quote are syntax errors naming the row', () => {
    const unclosed = (() => {
      try {
        parseCsv('h\nok\n"never closed\nmore');
      } catch (e) {
        return e;
      }
    })();
    expect(unclosed).toBeInstanceOf(CsvSyntaxError);
    expect(unclosed).toMatchObject({ row: 3, message: expect.stringContaining('not closed') });
    expect(() => parseCsv('"a"b,c')).toThrow(/Text follows a closing quote/);
  });

  it('OPS-160: reads back what csvText writes, and stops at maxRecords', () => {
    const rows = [['x, "y"', 'multi\nline', 12.5], ['', null, 'é ü ł']] as const;
    expect(cells(csvText(['a', 'b', 'c'], rows))).toEqual([['a', 'b', 'c'], ['x, "y"', 'multi\nline', '12.5'], ['', '', 'é ü ł']]);
    expect(parseCsv('a\nb\nc\nd\n', 2)).toHaveLength(2);
  });
});
