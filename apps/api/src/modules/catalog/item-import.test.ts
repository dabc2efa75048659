import { ITEM_IMPORT_MAX_BYTES, itemImportColumns } from '@skins/contract';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { person } from '../../../test/offer-helpers.ts';
import { parseCsv } from '../../lib/csv-parse.ts';
import { auditLog } from '../audit/tables.ts';
import { items } from './tables.ts';

let t: TestApp;
let operator: { id: number; headers: Record<string, string> };
beforeAll(async () => {
  t = await createTestApp({ JOBS_INTERVAL_MS: '0' });
  operator = await person(t.db, 'operator');
});
afterAll(() => t.close());

const HEADER = 'title,type,price,image_kind,old_price,subcategory,is_new,float_value';
const file = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';
const post = (url: string, payload: object, headers = operator.headers) => t.app.inject({ method: 'POST', url: `/api/operator/items/${url}`, headers, payload });
const preview = async (csv: string) => post('import/preview', { csv });
const titled = (prefix: string) => t.db.select().from(items).where(like(items.title, `${prefix}%`));
const listed = async (search: string) => json(await t.app.inject({ url: `/api/items/list?search=${encodeURIComponent(search)}` })).payload as { id: number; title: string }[];
const imports = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'item.import'));

describe('operator: catalogue import from CSV', () => {
  it('OPS-161: the template is the header of every column and one example row, which previews as valid', async () => {
    const res = await t.app.inject({ url: '/api/operator/items/import/template.csv', headers: operator.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment; filename="items-import-template.csv"');
    const records = parseCsv(res.body);
    expect(records).toHaveLength(2);
    expect(records[0]!.cells).toEqual([...itemImportColumns]);
    const checked = json(await preview(res.body)).payload;
    expect(checked.totals).toEqual({ rows: 1, valid: 1, invalid: 0 });
    expect(checked.rows[0]).toMatchObject({ row: 2, errors: [], item: { title: 'AK-47 | Redline (Field-Tested)', price: 24.9, old_price: 29.9, is_new: true, float_value: 0.25 } });
    const customer = await person(t.db);
    expect((await t.app.inject({ url: '/api/operator/items/import/template.csv', headers: customer.headers })).statusCode).toBe(403);
  });

  it("OPS-162: the preview answers each row by its number in the file, with its item or each field's form message, and the totals; nothing is written", async () => {
    const csv = file(
      'Preview Ok One,Rifle,12.50,rifle,15,rifles,yes,0.07',
      'Preview Bad Price,Rifle,10.999,rifle,,,,',
      ',Rifle,5,rifle,,,,',
      '',
      '"Preview, ""Quoted""",Knife,7,KNIFE,,,no,',
      'Preview Bad Many,,0,drum,1,nowhere,maybe,1.5',
    );
    const res = await preview(csv);
    expect(res.statusCode).toBe(200);
    const { rows, totals } = json(res).payload;
    expect(totals).toEqual({ rows: 5, valid: 2, invalid: 3 });
    expect(rows.map((r: { row: number }) => r.row)).toEqual([2, 3, 4, 6, 7]);
    expect(rows[0]).toMatchObject({ item: { title: 'Preview Ok One', price: 12.5, old_price: 15, subcategory: 'rifles', is_new: true, float_value: 0.07, exterior_name: 'Minimal Wear' }, errors: [] });
    expect(rows[1]).toEqual({ row: 3, item: null, errors: [{ field: 'price', message: 'Use at most 2 decimals' }] });
    expect(rows[2]).toEqual({ row: 4, item: null, errors: [{ field: 'title', message: 'Title is required' }] });
    expect(rows[3]).toMatchObject({ row: 6, item: { title: 'Preview, "Quoted"', image_kind: 'knife' } });
    expect(rows[4].errors).toEqual([
      { field: 'type', message: 'Type is required' },
      { field: 'price', message: 'Price must be at least 0.01' },
      { field: 'image_kind', message: 'Choose a picture: one of rifle, pistol, smg, sniper, shotgun, machinegun, knife, gloves, agent, sticker' },
      { field: 'subcategory', message: 'This subcategory does not exist.' },
      { field: 'is_new', message: 'Enter yes or no (true/false, 1/0), or leave it empty' },
      { field: 'float_value', message: 'Float must be between 0 and 1' },
    ]);
    expect(await titled('Preview')).toEqual([]);
  });

  it("OPS-162: the web's e2e fixture (items-50.csv) previews as that test expects: 50 rows, row 18's price and row 37's title refused", async () => {
    const fixture = readFileSync(new URL('../../../../web/e2e/fixtures/items-50.csv', import.meta.url), 'utf8');
    const { rows, totals } = json(await preview(fixture)).payload;
    expect(totals).toEqual({ rows: 50, valid: 48, invalid: 2 });
    expect(rows.map((r: { row: number }) => r.row)).toEqual(Array.from({ length: 50 }, (_, i) => i + 2));
    expect(rows.filter((r: { item: unknown }) => r.item === null)).toEqual([
      { row: 18, item: null, errors: [{ field: 'price', message: 'Use at most 2 decimals' }] },
      { row: 37, item: null, errors: [{ field: 'title', message: 'Title is required' }] },
    ]);
  });

  it('OPS-163: unknown, missing or doubled columns, a file that is not CSV and one without items are file-level 422s naming what is wrong', async () => {
    const refusal = async (csv: string) => {
      const res = await preview(csv);
      return { status: res.statusCode, code: json(res).code, message: json(res).message };
    };
    expect(await refusal('title,type,price,image_kind,colour,Weight\nA,B,1,rifle,red,2')).toEqual({ status: 422, code: 'OPS_IMPORT_UNKNOWN_COLUMNS', message: 'The file has columns the import does not know: colour, weight. The template names every column a file may have.' });
    expect(await refusal('title,type\nA,B')).toEqual({ status: 422, code: 'OPS_IMPORT_MISSING_COLUMNS', message: 'The file lacks required columns: price, image_kind.' });
    expect(await refusal('title,type,price,image_kind,Title\nA,B,1,rifle,C')).toMatchObject({ code: 'OPS_IMPORT_DUPLICATE_COLUMNS', message: 'The file has columns twice: title.' });
    expect(await refusal(`${HEADER}\nA,B,1,rifle\n"open,B,1,rifle`)).toMatchObject({ status: 422, code: 'OPS_IMPORT_NOT_CSV', message: expect.stringContaining('row 3 has a quote that is not closed') });
    expect(await refusal(`${HEADER}\r\n\r\n`)).toMatchObject({ status: 422, code: 'OPS_IMPORT_EMPTY' });
    expect(await refusal('')).toMatchObject({ code: 'OPS_IMPORT_EMPTY' });
    // A header cell left empty (a spreadsheet's trailing comma) is no column; a BOM is no part of the first name.
    expect((await preview(`\ufeff${HEADER},\nBom Row,Rifle,1,rifle,,,,,\n`)).statusCode).toBe(200);
    const missing = await post('import/preview', {});
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors.csv).toEqual(['Choose a CSV file']);
  });

  it('OPS-164: a file over 2 MB or over 5,000 rows is a clear refusal, before any row is checked', async () => {
    const big = file('Big,Rifle,1,rifle,,,,') + 'x'.repeat(ITEM_IMPORT_MAX_BYTES);
    const tooBig = await preview(big);
    expect(tooBig.statusCode).toBe(413);
    expect(json(tooBig)).toMatchObject({ code: 'OPS_IMPORT_TOO_LARGE', message: 'A file may hold at most 2 MB and 5,000 rows of items: split it into smaller files.' });
    const many = file(...Array.from({ length: 5001 }, (_, i) => `Many ${i},Rifle,1,rifle,,,,`));
    expect(json(await preview(many)).code).toBe('OPS_IMPORT_TOO_LARGE');
    const most = await preview(file(...Array.from({ length: 5000 }, (_, i) => `Most ${i},Rifle,1,rifle,,,,`)));
    expect(json(most).payload.totals).toEqual({ rows: 5000, valid: 5000, invalid: 0 });
  }, 60_000);

  it('OPS-165: an import with an invalid row and skip_invalid false is a 422 naming the rows, and imports nothing', async () => {
    const csv = file('Refused Ok,Rifle,3,rifle,,,,', 'Refused Bad,Rifle,10.999,rifle,,,,', ',Rifle,4,rifle,,,,');
    const before = (await imports()).length;
    const res = await post('import', { csv, skip_invalid: false });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ code: 'OPS_IMPORT_INVALID_ROWS', message: 'Nothing was imported: rows 3, 4 are invalid. Fix them, or import the valid rows and skip these.' });
    expect((await post('import', { csv })).statusCode).toBe(422); // skip_invalid is false unless said
    expect(await titled('Refused')).toEqual([]);
    expect(await imports()).toHaveLength(before);
    const german = await t.app.inject({ method: 'POST', url: '/api/operator/items/import?lang_id=2', headers: operator.headers, payload: { csv } });
    expect(german.statusCode).toBe(422);
  });

  it('OPS-166, OPS-168: a valid file is created on sale in one go, listed at once, with one audit row naming the count and the rows', async () => {
    await listed('Imported Together'); // a cached page that must not outlive the import
    const csv = file('Imported Together A,Rifle,3.10,rifle,4,rifles,yes,', 'Imported Together B,Pistol,2,pistol,,,,', '', 'Imported Together C,Knife,99.99,knife,,,1,0.5');
    const res = await post('import', { csv, skip_invalid: false });
    expect(res.statusCode).toBe(200);
    const result = json(res);
    expect(result.message).toBe('Items imported: 3');
    expect(result.payload).toMatchObject({ imported: 3, rows: [2, 3, 5], skipped_rows: [] });
    const created = await titled('Imported Together');
    expect(created.map((i) => [i.title, i.priceCents, i.oldPriceCents, i.status, i.isNew]).sort()).toEqual([
      ['Imported Together A', 310, 400, 'available', true],
      ['Imported Together B', 200, null, 'available', false],
      ['Imported Together C', 9999, null, 'available', true],
    ]);
    expect(created.map((i) => i.id).sort()).toEqual([...result.payload.ids].sort());
    expect(created.find((i) => i.title.endsWith('C'))?.exteriorName).toBe('Battle-Scarred');
    expect((await listed('Imported Together')).map((p) => p.title).sort()).toEqual(['Imported Together A', 'Imported Together B', 'Imported Together C']);
    const audit = (await imports()).filter((a) => (a.after as { ids: number[] }).ids.includes(result.payload.ids[0]));
    expect(audit).toEqual([expect.objectContaining({ actorId: operator.id, action: 'item.import', targetType: 'item', after: { count: 3, rows: [2, 3, 5], skipped_rows: [], ids: result.payload.ids } })]);
    // One row, not one per item: the items have no item.create rows.
    expect(await t.db.select().from(auditLog).where(inArray(auditLog.targetId, result.payload.ids.map(String)))).toHaveLength(1);
  });

  it('OPS-166: all or nothing: a failure while creating the rows leaves no item and no audit row', async () => {
    await t.db.execute(sql`CREATE FUNCTION refuse_boom() RETURNS trigger AS $$ BEGIN IF NEW.title = 'Atomic Boom' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await t.db.execute(sql`CREATE TRIGGER refuse_boom BEFORE INSERT ON items FOR EACH ROW EXECUTE FUNCTION refuse_boom()`);
    try {
      const before = (await imports()).length;
      const res = await post('import', { csv: file('Atomic First,Rifle,1,rifle,,,,', 'Atomic Boom,Rifle,1,rifle,,,,', 'Atomic Last,Rifle,1,rifle,,,,') });
      expect(res.statusCode).toBe(500);
      expect(await titled('Atomic')).toEqual([]);
      expect(await imports()).toHaveLength(before);
    } finally {
      await t.db.execute(sql`DROP TRIGGER refuse_boom ON items`);
      await t.db.execute(sql`DROP FUNCTION refuse_boom()`);
    }
  });

  it('OPS-167: with skip_invalid the valid rows are imported and the answer names the skipped ones; a file with no valid row imports nothing', async () => {
    const csv = file('Skipping Ok A,Rifle,1,rifle,,,,', 'Skipping Bad,Rifle,10.999,rifle,,,,', 'Skipping Ok B,Rifle,2,rifle,,,,', ',Rifle,2,rifle,,,,');
    const res = await post('import', { csv, skip_invalid: true });
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toMatchObject({ imported: 2, rows: [2, 4], skipped_rows: [3, 5] });
    expect((await titled('Skipping')).map((i) => i.title).sort()).toEqual(['Skipping Ok A', 'Skipping Ok B']);
    const [audit] = (await imports()).filter((a) => (a.after as { ids: number[] }).ids.includes(json(res).payload.ids[0]));
    expect(audit?.after).toMatchObject({ count: 2, rows: [2, 4], skipped_rows: [3, 5] });
    const none = await post('import', { csv: file('None Bad,Rifle,0,rifle,,,,'), skip_invalid: true });
    expect(none.statusCode).toBe(422);
    expect(json(none).code).toBe('OPS_IMPORT_INVALID_ROWS');
    expect(await titled('None Bad')).toEqual([]);
  });

  it('OPS-168: the import and its preview are for operators only', async () => {
    const customer = await person(t.db);
    expect((await post('import/preview', { csv: file('Guarded,Rifle,1,rifle,,,,') }, customer.headers)).statusCode).toBe(403);
    expect((await post('import', { csv: file('Guarded,Rifle,1,rifle,,,,') }, customer.headers)).statusCode).toBe(403);
    expect((await post('import', { csv: file('Guarded,Rifle,1,rifle,,,,') }, {})).statusCode).toBe(401);
    expect(await titled('Guarded')).toEqual([]);
  });
});
