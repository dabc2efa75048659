import {
  ITEM_IMPORT_MAX_BYTES,
  ITEM_IMPORT_MAX_ROWS,
  errorCatalog,
  exteriorOfFloat,
  itemImportColumns,
  itemImportExample,
  itemImportMessages,
  itemImportRequiredColumns,
  operatorItemBodySchema,
  typedDecimal,
  type ItemImportBody,
  type ItemImportColumn,
  type ItemImportError,
  type ItemImportItem,
  type ItemImportPreview,
  type ItemImportResult,
  type ItemImportRow,
  type OperatorItemBody,
} from '@skins/contract';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { csvText } from '../../lib/csv.ts';
import { CsvSyntaxError, parseCsv } from '../../lib/csv-parse.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/index.ts';
import { itemsListed } from './listing-hooks.ts';
import { ROOT_CATEGORY_ID, shiftFacetCounts } from './facet-counts.ts';
import { bumpCatalogVersion } from './list-cache.ts';
import { columnsOf, picturePath, type OperatorCtx } from './operator-items.ts';
import { items } from './tables.ts';

/** OPS-161: GET /operator/items/import/template.csv: the header row and one example row. */
export const importTemplateCsv = (): string => csvText(itemImportColumns, [itemImportColumns.map((c) => itemImportExample[c])]);

const YES = new Set(['yes', 'true', '1', 'y']);
const NO = new Set(['no', 'false', '0', 'n', '']);
/** A yes/no cell: empty is no; anything but the known words is undefined (an error of the row). */
function yesNo(cell: string): boolean | undefined {
  const word = cell.trim().toLowerCase();
  return YES.has(word) ? true : NO.has(word) ? false : undefined;
}
const orNull = (cell: string) => (cell.trim() === '' ? null : cell);
const numberOrNull = (cell: string) => (cell.trim() === '' ? null : typedDecimal(cell));

/** A row's cells as the single-item form's body, before its schema. */
function formInput(cell: (c: ItemImportColumn) => string) {
  return {
    title: cell('title'),
    type: cell('type'),
    quality: cell('quality'),
    exterior_name: cell('exterior_name'),
    hero: cell('hero'),
    item_class: cell('item_class'),
    subcategory: cell('subcategory'),
    price: cell('price'),
    old_price: orNull(cell('old_price')),
    image_kind: cell('image_kind').trim().toLowerCase() || undefined,
    image_url: cell('image_url'),
    float_value: numberOrNull(cell('float_value')),
    paint_seed: numberOrNull(cell('paint_seed')),
    phase: orNull(cell('phase'))?.trim() ?? null,
    inspect_link: orNull(cell('inspect_link')),
    trade_lock_until: cell('trade_lock_until'),
    steam_asset_id: cell('steam_asset_id'),
  };
}

function previewItem(body: OperatorItemBody): ItemImportItem {
  const { stickers: _s, charms: _c, ...rest } = body;
  return { ...rest, exterior_name: body.float_value === null ? body.exterior_name : exteriorOfFloat(body.float_value) };
}

/** One data row: its item, or each field's first message (the form's messages; OPS-162). */
function readRow(row: number, cells: string[], columns: (ItemImportColumn | null)[], subcategories: ReadonlySet<string>): { result: ItemImportRow; body: OperatorItemBody | null } {
  const byColumn = new Map<ItemImportColumn, string>();
  columns.forEach((c, i) => c && byColumn.set(c, cells[i] ?? ''));
  const cell = (c: ItemImportColumn) => byColumn.get(c) ?? '';
  const errors: ItemImportError[] = [];
  const fail = (field: string, message: string) => {
    if (!errors.some((e) => e.field === field)) errors.push({ field, message });
  };
  if (cells.length > columns.length && cells.slice(columns.length).some((c) => c.trim() !== '')) fail('row', itemImportMessages.extraCells);
  const flags = { is_new: yesNo(cell('is_new')), stattrak: yesNo(cell('stattrak')), souvenir: yesNo(cell('souvenir')) };
  for (const [field, value] of Object.entries(flags)) if (value === undefined) fail(field, itemImportMessages.yesNo);
  const parsed = operatorItemBodySchema.safeParse({ ...formInput(cell), is_new: flags.is_new ?? false, stattrak: flags.stattrak ?? false, souvenir: flags.souvenir ?? false });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'row');
      fail(field, field === 'image_kind' ? itemImportMessages.imageKind : issue.message);
    }
  }
  const subcategory = cell('subcategory').trim();
  if (subcategory !== '' && !subcategories.has(subcategory)) fail('subcategory', errorCatalog.OPS_SUBCATEGORY_UNKNOWN.message);
  // The form's columns order the errors, so a row reads left to right.
  const order = (field: string) => (itemImportColumns as readonly string[]).indexOf(field);
  errors.sort((a, b) => order(a.field) - order(b.field));
  const body = errors.length === 0 && parsed.success ? parsed.data : null;
  return { result: { row, item: body && previewItem(body), errors }, body };
}

const urlRow = z.object({ url: z.string(), id: z.number().int() });
/** The root category's subcategories, url -> id (an item's subcategory is one of them, OPS-61). */
async function subcategoryIds(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await queryRows(db, urlRow, sql`SELECT url, id FROM categories WHERE parent_id = ${ROOT_CATEGORY_ID}`);
  return new Map(rows.map((r) => [r.url, r.id]));
}

/** The file's header: each cell's column (null: an empty heading, its cells ignored); OPS-163 refuses unknown, missing and doubled columns. */
function headerColumns(header: string[]): (ItemImportColumn | null)[] {
  const names = header.map((h) => h.trim().toLowerCase());
  const known = new Set<string>(itemImportColumns);
  const unknown = names.filter((n) => n !== '' && !known.has(n));
  if (unknown.length > 0) throw new AppError('OPS_IMPORT_UNKNOWN_COLUMNS', { params: { columns: unknown.join(', ') } });
  const twice = [...new Set(names.filter((n, i) => n !== '' && names.indexOf(n) !== i))];
  if (twice.length > 0) throw new AppError('OPS_IMPORT_DUPLICATE_COLUMNS', { params: { columns: twice.join(', ') } });
  const missing = itemImportRequiredColumns.filter((c) => !names.includes(c));
  if (missing.length > 0) throw new AppError('OPS_IMPORT_MISSING_COLUMNS', { params: { columns: missing.join(', ') } });
  return names.map((n) => (n === '' ? null : (n as ItemImportColumn)));
}

interface ReadImport {
  preview: ItemImportPreview;
  /** The valid rows' bodies, in file order. */
  valid: { row: number; body: OperatorItemBody }[];
  subcategories: Map<string, number>;
}

/**
 * OPS-162, OPS-163, OPS-164: reads a file: at most 2 MB and 5,000 data rows (413 OPS_IMPORT_TOO_LARGE),
 * CSV (422 OPS_IMPORT_NOT_CSV naming the row), a header of known columns with the required ones,
 * and at least one data row; blank lines are left out. Each data row is checked as the form checks an item.
 */
async function readImport(db: DbOrTx, csv: string): Promise<ReadImport> {
  if (Buffer.byteLength(csv, 'utf8') > ITEM_IMPORT_MAX_BYTES) throw new AppError('OPS_IMPORT_TOO_LARGE');
  let records;
  try {
    records = parseCsv(csv);
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw new AppError('OPS_IMPORT_NOT_CSV', { params: { row: String(err.row) } });
    throw err;
  }
  const filled = records.filter((r) => r.cells.some((c) => c.trim() !== ''));
  const [header, ...data] = filled;
  if (!header) throw new AppError('OPS_IMPORT_EMPTY');
  const columns = headerColumns(header.cells);
  if (data.length === 0) throw new AppError('OPS_IMPORT_EMPTY');
  if (data.length > ITEM_IMPORT_MAX_ROWS) throw new AppError('OPS_IMPORT_TOO_LARGE');
  const subcategories = await subcategoryIds(db);
  const known = new Set(subcategories.keys());
  const rows: ItemImportRow[] = [];
  const valid: ReadImport['valid'] = [];
  for (const record of data) {
    const { result, body } = readRow(record.row, record.cells, columns, known);
    rows.push(result);
    if (body) valid.push({ row: record.row, body });
  }
  return { preview: { rows, totals: { rows: rows.length, valid: valid.length, invalid: rows.length - valid.length } }, valid, subcategories };
}

/** OPS-162: POST /operator/items/import/preview: each row's item or errors, and the totals; nothing is written. */
export async function previewImport(db: DbOrTx, csv: string): Promise<ItemImportPreview> {
  return (await readImport(db, csv)).preview;
}

/** Rows named in a refusal: the first 20, then how many more. */
function rowList(rows: number[]): string {
  const shown = rows.slice(0, 20).join(', ');
  return rows.length > 20 ? `${shown} and ${rows.length - 20} more` : shown;
}

const INSERT_CHUNK = 500;

/**
 * OPS-165, OPS-166, OPS-167, OPS-168: POST /operator/items/import. An invalid row refuses the whole
 * file (422 OPS_IMPORT_INVALID_ROWS naming the rows) unless skip_invalid; the valid rows are then
 * created on sale in ONE transaction (all or nothing) with their facet counts and the list cache
 * dropped (as OPS-61 creates one), and one audit row names the count and the file's rows.
 * WATCH-4: watchers are mailed after the commit.
 */
export async function importItems(ctx: OperatorCtx, body: ItemImportBody): Promise<ItemImportResult> {
  const { preview, valid, subcategories } = await readImport(ctx.db, body.csv);
  const skipped = preview.rows.filter((r) => r.item === null).map((r) => r.row);
  if (valid.length === 0 || (skipped.length > 0 && !body.skip_invalid)) throw new AppError('OPS_IMPORT_INVALID_ROWS', { params: { rows: rowList(skipped) } });
  const [root] = await queryRows(ctx.db, z.object({ id: z.number().int().nullable() }), sql`SELECT ${ROOT_CATEGORY_ID} AS id`);
  if (!root?.id) throw new AppError('COMMON_NOT_FOUND');
  const categoryId = root.id;
  const ids = await withTransaction(ctx, async (tx) => {
    const created: number[] = [];
    for (let i = 0; i < valid.length; i += INSERT_CHUNK) {
      const chunk = valid.slice(i, i + INSERT_CHUNK);
      const inserted = await tx
        .insert(items)
        .values(
          chunk.map(({ body: b }) => ({
            ...columnsOf(b),
            categoryId,
            subcategoryId: b.subcategory === null ? null : (subcategories.get(b.subcategory) ?? null),
            imgUrl: picturePath(0, b.image_kind, b.title, null),
          })),
        )
        .returning({ id: items.id });
      created.push(...inserted.map((r) => r.id));
    }
    // ART-2: a Steam picture's path names the item's id, known once inserted.
    for (const [k, { body: b }] of valid.entries()) {
      const id = created[k];
      if (b.image_url && id !== undefined) await tx.update(items).set({ imgUrl: picturePath(id, b.image_kind, b.title, b.image_url) }).where(eq(items.id, id));
    }
    for (let i = 0; i < created.length; i += INSERT_CHUNK) await shiftFacetCounts(tx, created.slice(i, i + INSERT_CHUNK), 1);
    await bumpCatalogVersion(tx);
    await recordAudit(tx, {
      actorId: ctx.userId,
      action: 'item.import',
      target: { type: 'item', id: created[0] ?? 0 },
      after: { count: created.length, rows: valid.map((v) => v.row), skipped_rows: skipped, ids: created },
    });
    return created;
  });
  await itemsListed(ctx, ids);
  return { imported: ids.length, ids, rows: valid.map((v) => v.row), skipped_rows: skipped };
}
