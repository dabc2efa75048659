import { z } from 'zod';
import { itemImageKindValues, operatorCatalogMessages, operatorItemSchema } from './operator-catalog.ts';

/**
 * Issue 47: the operator imports catalogue items from a CSV file (OPS-160, OPS-161, OPS-162, OPS-163, OPS-164, OPS-165, OPS-166, OPS-167, OPS-168, OPS-169 in docs/rules.md):
 * a preview answers each row's item or errors, the import creates the valid rows in one transaction.
 * A row's fields are the single-item form's (operatorItemBodySchema) and get its messages.
 */

/** OPS-164: the most a file may weigh (bytes of UTF-8) and the most data rows it may hold. */
export const ITEM_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const ITEM_IMPORT_MAX_ROWS = 5000;

/** OPS-161: the columns a file may have, named as the form's fields; the required ones first. */
export const itemImportRequiredColumns = ['title', 'type', 'price', 'image_kind'] as const;
export const itemImportColumns = [
  ...itemImportRequiredColumns,
  'old_price',
  'quality',
  'exterior_name',
  'hero',
  'item_class',
  'subcategory',
  'is_new',
  'image_url',
  'float_value',
  'paint_seed',
  'phase',
  'stattrak',
  'souvenir',
  'inspect_link',
  'trade_lock_until',
  'steam_asset_id',
] as const;
export type ItemImportColumn = (typeof itemImportColumns)[number];
/** OPS-161: the template's example row, one cell per column of itemImportColumns. */
export const itemImportExample: Record<ItemImportColumn, string> = {
  title: 'AK-47 | Redline (Field-Tested)',
  type: 'Rifle',
  price: '24.90',
  image_kind: 'rifle',
  old_price: '29.90',
  quality: 'Classified',
  exterior_name: 'Field-Tested',
  hero: '',
  item_class: '',
  subcategory: '',
  is_new: 'yes',
  image_url: '',
  float_value: '0.25',
  paint_seed: '412',
  phase: '',
  stattrak: 'no',
  souvenir: 'no',
  inspect_link: '',
  trade_lock_until: '',
  steam_asset_id: '',
};

export const itemImportMessages = {
  yesNo: 'Enter yes or no (true/false, 1/0), or leave it empty',
  extraCells: 'This row has more cells than the header has columns',
  imageKind: `${operatorCatalogMessages.imageKind}: one of ${itemImageKindValues.join(', ')}`,
} as const;

/** OPS-162, OPS-165: POST /operator/items/import/preview { csv } and /operator/items/import { csv, skip_invalid }. */
export const itemImportPreviewBodySchema = z.object({
  csv: z.string({ error: 'Choose a CSV file' }),
});
export const itemImportBodySchema = itemImportPreviewBodySchema.extend({
  skip_invalid: z.boolean({ error: 'skip_invalid is true or false' }).default(false),
});
export type ItemImportBody = z.infer<typeof itemImportBodySchema>;

/** OPS-162: a valid row's item as it would be created (the form's parsed fields; stickers and charms are not imported). */
export const itemImportItemSchema = operatorItemSchema
  .pick({ title: true, type: true, quality: true, exterior_name: true, hero: true, item_class: true, subcategory: true, price: true, old_price: true, is_new: true, image_url: true, float_value: true, paint_seed: true, phase: true, stattrak: true, souvenir: true, inspect_link: true, trade_lock_until: true, steam_asset_id: true })
  .extend({ image_kind: z.enum(itemImageKindValues) });
export type ItemImportItem = z.infer<typeof itemImportItemSchema>;

/** OPS-162: one error of a row: the column and the form's message. */
export const itemImportErrorSchema = z.object({ field: z.string(), message: z.string() });
export type ItemImportError = z.infer<typeof itemImportErrorSchema>;

/** OPS-162: one data row: its number in the file (the header is row 1), and its item or its errors. */
export const itemImportRowSchema = z.object({
  row: z.number().int(),
  item: itemImportItemSchema.nullable(),
  errors: z.array(itemImportErrorSchema),
});
export type ItemImportRow = z.infer<typeof itemImportRowSchema>;

export const itemImportPreviewSchema = z.object({
  rows: z.array(itemImportRowSchema),
  totals: z.object({ rows: z.number().int(), valid: z.number().int(), invalid: z.number().int() }),
});
export type ItemImportPreview = z.infer<typeof itemImportPreviewSchema>;
export const itemImportPreviewResponseSchema = z.object({ status: z.literal('OK'), payload: itemImportPreviewSchema });

/** OPS-166, OPS-167: what an import did: how many items, their ids, the rows imported and the rows skipped. */
export const itemImportResultSchema = z.object({
  imported: z.number().int(),
  ids: z.array(z.number().int()),
  rows: z.array(z.number().int()),
  skipped_rows: z.array(z.number().int()),
});
export type ItemImportResult = z.infer<typeof itemImportResultSchema>;
export const itemImportResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: itemImportResultSchema });
