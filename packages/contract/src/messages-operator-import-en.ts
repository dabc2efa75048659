/**
 * OPS-169: the catalogue's CSV import dialog (issue 47), English only like the rest of the back
 * office (messages-operator-en.ts spreads them in).
 */
export const messagesOperatorImportEn = {
  opi_open: 'Import CSV',
  opi_title: 'Import items from CSV',
  opi_file: 'CSV file',
  opi_template: 'Download the template',
  opi_hint: 'One item a row, with the columns of the template; prices in euros with at most 2 decimals. At most 2 MB and 5,000 rows.',
  opi_too_large: 'A file may hold at most 2 MB and 5,000 rows of items: split it into smaller files.',
  opi_reading: 'Checking the file...',
  opi_totals: '{{rows}} rows: {{valid}} valid, {{invalid}} invalid',
  opi_preview: 'Preview of the file',
  opi_row: 'Row',
  opi_item: 'Item',
  opi_result: 'Check',
  opi_ok: 'OK',
  opi_skip_note: 'Rows {{rows}} are invalid and will be skipped: only the valid rows are imported. Fix them in the file and choose it again to import them too.',
  opi_nothing_valid: 'No row is valid: fix the file and choose it again.',
  opi_import_one: 'Import {{count}} item',
  opi_import_other: 'Import {{count}} items',
  opi_done_one: '{{count}} item imported',
  opi_done_other: '{{count}} items imported',
  opi_done_skipped_one: '{{count}} item imported, invalid rows skipped: {{rows}}',
  opi_done_skipped_other: '{{count}} items imported, invalid rows skipped: {{rows}}',
} as const;
