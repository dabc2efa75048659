import { ITEM_IMPORT_MAX_BYTES, type ItemImportPreview, type ItemImportRow } from '@skins/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { toast } from '../../../ui/toast';
import { importTemplateUrl, previewImport, useImportItems } from '../api/import-items';
import { TableRegion } from '../components/table-region';

const eur = (n: number) => `€${n.toFixed(2)}`;
const failureOf = (err: unknown, fallback: string) => (err instanceof ApiError && err.message ? err.message : fallback);

/** OPS-169: one previewed row: its item, or its errors highlighted (each with its column). */
function PreviewRow({ row }: { row: ItemImportRow }) {
  const { t } = useTranslation();
  const bad = row.item === null;
  return (
    <tr className={bad ? 'bg-red-500/10' : undefined} data-invalid={bad || undefined}>
      <td className="px-2 py-1.5 align-top tabular-nums text-slate-400">{row.row}</td>
      <td className="px-2 py-1.5 align-top break-words text-slate-100">{row.item ? `${row.item.title} · ${eur(row.item.price)}` : '—'}</td>
      <td className="px-2 py-1.5 align-top">
        {bad ? (
          <ul className="flex flex-col gap-0.5 text-red-300">
            {row.errors.map((e) => (
              <li key={e.field} className="break-words">
                <span className="font-mono text-xs">{e.field}</span>: {e.message}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-emerald-300">{t('opi_ok')}</span>
        )}
      </td>
    </tr>
  );
}

/**
 * OPS-169: the catalogue's CSV import: choose a file (or download the template), see each row
 * checked by the API (the single-item form's messages), then import the valid rows in one go,
 * saying plainly which invalid rows are skipped. The list refreshes after (useListMutation).
 */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const fileId = useId();
  const importing = useImportItems();
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ItemImportPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setPreview(null);
    setCsv(null);
    setFailure(null);
    if (!file) return;
    // OPS-164: a file over the limit is not sent at all.
    if (file.size > ITEM_IMPORT_MAX_BYTES) return setFailure(t('opi_too_large'));
    setReading(true);
    try {
      const text = await file.text();
      const res = await previewImport(text);
      setCsv(text);
      setPreview(res.payload);
    } catch (err) {
      setFailure(failureOf(err, t('opc_fix_fields')));
    } finally {
      setReading(false);
    }
  };

  const invalidRows = preview?.rows.filter((r) => r.item === null).map((r) => r.row) ?? [];
  const valid = preview?.totals.valid ?? 0;
  const run = async () => {
    if (csv === null) return;
    setFailure(null);
    try {
      const res = await importing.mutateAsync({ csv, skip_invalid: invalidRows.length > 0 });
      const { imported, skipped_rows: skipped } = res.payload;
      toast.success(skipped.length > 0 ? t('opi_done_skipped', { count: imported, rows: skipped.join(', ') }) : t('opi_done', { count: imported }));
      onClose();
    } catch (err) {
      setFailure(failureOf(err, t('opc_fix_fields')));
    }
  };

  return (
    <Modal open title={t('opi_title')} onClose={onClose} closeLabel={t('op_close')}>
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium text-slate-300">
            {t('opi_file')}
          </label>
          <input id={fileId} type="file" accept=".csv,text/csv" onChange={choose} disabled={reading || importing.isPending} className="w-full min-w-0 text-sm text-slate-300 file:mr-3 file:rounded-lg file:border-0 file:bg-ink-700 file:px-3 file:py-2 file:text-slate-100" />
          <p className="text-sm text-slate-400">{t('opi_hint')}</p>
          <a href={importTemplateUrl} download="items-import-template.csv" className="self-start text-sm text-accent-400 underline hover:text-accent-300">
            {t('opi_template')}
          </a>
        </div>
        {reading && <p role="status" className="text-sm text-slate-400">{t('opi_reading')}</p>}
        {preview && (
          <>
            <p role="status" className="text-sm font-medium text-slate-200">
              {t('opi_totals', { rows: preview.totals.rows, valid: preview.totals.valid, invalid: preview.totals.invalid })}
            </p>
            {/* A scrolled region is reached by the keyboard too (axe scrollable-region-focusable). */}
            <TableRegion caption={t('opi_preview')} box="max-h-72 overflow-auto rounded-lg border border-ink-600" table="w-full table-fixed text-left text-sm">
                <thead className="sticky top-0 bg-ink-800 text-slate-400">
                  <tr>
                    <th scope="col" className="w-12 px-2 py-1.5 font-medium">
                      {t('opi_row')}
                    </th>
                    <th scope="col" className="px-2 py-1.5 font-medium">
                      {t('opi_item')}
                    </th>
                    <th scope="col" className="px-2 py-1.5 font-medium">
                      {t('opi_result')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink-700">
                  {preview.rows.map((r) => (
                    <PreviewRow key={r.row} row={r} />
                  ))}
                </tbody>
              </TableRegion>
            {invalidRows.length > 0 && valid > 0 && <p className="text-sm text-amber-300">{t('opi_skip_note', { rows: invalidRows.join(', ') })}</p>}
            {valid === 0 && <p className="text-sm text-red-300">{t('opi_nothing_valid')}</p>}
          </>
        )}
        {failure && <FormMessage>{failure}</FormMessage>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={importing.isPending}>
            {t('op_cancel')}
          </Button>
          {preview && valid > 0 && (
            <Button onClick={run} disabled={importing.isPending}>
              {importing.isPending ? t('op_working') : t('opi_import', { count: valid })}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
