import type { PaginationMeta } from '@skins/contract';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { Button } from '../../../ui/button';
import { FormMessage, inputClass } from '../../../ui/field';
import { Pagination } from '../../../ui/pagination';
import { Select, type SelectOption } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { ExportCsvLink } from './export-link';
import { TableRegion } from './table-region';
import type { useListParams } from './use-list-params';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/** A filter of a list: a select when it has options (plus "All"), else a text box applied with the search. */
export interface ListFilter {
  key: string;
  label: string;
  options?: SelectOption[];
  /** A text filter that is a day (`YYYY-MM-DD`, the browser's date picker). */
  type?: 'date';
}

/**
 * Free text in a cell (a reason, a title, a message), narrow or `wide`. A long unbroken word would set
 * its column's least width (a 4,000 px table on a phone, the actions off the card): overflow-wrap
 * anywhere, unlike break-words, lowers that width, and the bound keeps the other columns in view.
 */
export function CellText({ wide = false, className = '', children }: { wide?: boolean; className?: string; children: ReactNode }) {
  return <span className={`block [overflow-wrap:anywhere] ${wide ? 'max-w-md' : 'max-w-xs'} ${className}`}>{children}</span>;
}

/** What a list's useQuery gives the table: a page of rows and meta { total, pages }. */
export interface PagedQuery<Row> {
  data?: { payload: Row[]; meta: PaginationMeta };
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * OPS-185: rows the operator may select for a bulk action: a checkbox per selectable row and
 * 'Select all on this page'. `selected` holds the chosen rows' ids (useSelection).
 */
export interface TableSelection<Row> {
  selected: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  id: (row: Row) => number;
  /** Whether a row may be chosen (e.g. an unsold item, a processing payout); all rows when left out. */
  selectable?: (row: Row) => boolean;
}

export interface PagedTableProps<Row> {
  /** The table's caption (its accessible name), e.g. 'Offers'. */
  caption: string;
  params: ReturnType<typeof useListParams>;
  /** Shows a search box (`?q=`) with this label. */
  searchLabel?: string;
  filters?: ListFilter[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  query: PagedQuery<Row>;
  pageSize: number;
  /** OPS-185: a checkbox per row and 'Select all on this page' (the bulk bar sits above the table). */
  selection?: TableSelection<Row>;
  /** OPS-185: shown between the filters and the rows: the bulk bar and the last bulk action's result. */
  above?: ReactNode;
  /** OPS-155: the list's CSV download with its current filters (components/export-link.tsx csvUrl); shows 'Export CSV'. */
  exportHref?: string;
  /** What an empty list says (OPS-172: whose list it is); 'Nothing here.' when left out. */
  empty?: string;
  /** OPS-178: From and To day pickers after the filters (`?from=&to=`, UTC days: DAY_RANGE_KEYS in the list's useListParams, listDays for its query). */
  dayRange?: boolean;
}

/**
 * OPS-186: below md (768 px) the table is a list of cards: each row a block, each cell a
 * 'header: value' line (the header drawn from data-label, as the column header is hidden), the
 * row's checkbox first and its actions last, on a line of their own, so nothing leaves the screen.
 * From md it is the table as before (sideways scroll past its least width).
 */
const card = {
  table: 'block w-full text-left text-sm md:table md:min-w-[40rem]',
  thead: 'hidden bg-ink-800 text-xs tracking-wide text-slate-300 uppercase md:table-header-group',
  tbody: 'block divide-y divide-ink-700 md:table-row-group',
  row: 'flex flex-col gap-1.5 p-3 align-top md:table-row md:p-0',
  cell: 'flex min-w-0 items-baseline gap-3 text-slate-200 before:w-24 before:shrink-0 before:text-xs before:font-semibold before:tracking-wide before:text-slate-400 before:uppercase before:content-[attr(data-label)] md:table-cell md:px-3 md:py-2 md:before:content-none',
  select: 'order-first text-slate-200 md:table-cell md:px-3 md:py-2',
  actions: 'order-last border-t border-ink-700 pt-2 text-slate-200 md:table-cell md:border-0 md:px-3 md:py-2',
} as const;

/**
 * The back office's list: a search box and filters synced to the URL query (`?q=&status=&page=`,
 * use-list-params.ts), the rows as a table (OPS-186: cards on a phone), the total, and the pager.
 * OPS-185: with `selection`, rows are chosen for a bulk action (BulkBar, components/bulk-actions.tsx).
 * Text fields apply on Enter or Apply; a select applies at once; Clear empties them all.
 */
export function PagedTable<Row>({ caption, params, searchLabel, filters: ownFilters = [], columns, rowKey, query, pageSize, selection, above, exportHref, empty, dayRange = false }: PagedTableProps<Row>) {
  const { t } = useTranslation();
  const id = useId();
  const filters: ListFilter[] = dayRange
    ? [...ownFilters, { key: 'from', label: t('op_list_from'), type: 'date' }, { key: 'to', label: t('op_list_to'), type: 'date' }]
    : ownFilters;
  const textKeys = [...(searchLabel ? ['q'] : []), ...filters.filter((f) => !f.options).map((f) => f.key)];
  const applied = (key: string) => (key === 'q' ? params.q : (params.filters[key] ?? ''));
  // The text fields' drafts start from the URL; when the URL's texts change (Apply, Back, Clear), they follow it.
  const urlTexts = textKeys.map(applied).join('\u0000');
  const fromUrl = () => Object.fromEntries(textKeys.map((k) => [k, applied(k)]));
  const [drafts, setDrafts] = useState(() => ({ url: urlTexts, values: fromUrl() }));
  if (drafts.url !== urlTexts) setDrafts({ url: urlTexts, values: fromUrl() });
  const values = drafts.url === urlTexts ? drafts.values : fromUrl();
  const setDraft = (key: string, value: string) => setDrafts({ url: urlTexts, values: { ...values, [key]: value } });
  const apply = (e: FormEvent) => {
    e.preventDefault();
    params.change(values);
  };
  const anySet = params.q !== '' || Object.values(params.filters).some((v) => v !== '');
  const rows = query.data?.payload ?? [];
  const meta = query.data?.meta;
  const pageIds = selection ? rows.filter((r) => selection.selectable?.(r) ?? true).map(selection.id) : [];
  const allOnPage = pageIds.length > 0 && pageIds.every((rowId) => selection?.selected.has(rowId));
  const selectPage = (on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const rowId of pageIds) {
      if (on) next.add(rowId);
      else next.delete(rowId);
    }
    selection.onChange(next);
  };
  const toggleRow = (rowId: number) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (!next.delete(rowId)) next.add(rowId);
    selection.onChange(next);
  };
  const actionsHeader = t('op_actions');

  const textBox = (key: string, label: string, type: 'text' | 'date' = 'text') => (
    <div key={key} className="flex min-w-40 flex-1 flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-xs font-medium text-slate-300">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type={key === 'q' ? 'search' : type}
        value={values[key] ?? ''}
        onChange={(e) => setDraft(key, e.target.value)}
        placeholder={key === 'q' ? t('op_search_placeholder') : undefined}
        autoComplete="off"
        className={`${inputClass} h-9`}
      />
    </div>
  );

  return (
    <div className="flex flex-col gap-4">
      {(searchLabel || filters.length > 0) && (
        <form role="search" aria-label={caption} onSubmit={apply} className="flex flex-wrap items-end gap-3">
          {searchLabel && textBox('q', searchLabel)}
          {filters.map((f) =>
            f.options ? (
              <Select
                key={f.key}
                label={f.label}
                showLabel
                value={params.filters[f.key] ?? ''}
                options={[{ value: '', label: t('op_all') }, ...f.options]}
                onChange={(e) => params.change({ [f.key]: e.target.value })}
              />
            ) : (
              textBox(f.key, f.label, f.type)
            ),
          )}
          {textKeys.length > 0 && (
            <Button type="submit" variant="secondary" className="h-9">
              {t('op_apply')}
            </Button>
          )}
          {anySet && (
            <Button variant="ghost" className="h-9" onClick={() => params.change(Object.fromEntries([...textKeys, ...filters.map((f) => f.key)].map((k) => [k, ''])))}>
              {t('op_clear')}
            </Button>
          )}
        </form>
      )}
      {exportHref && <ExportCsvLink href={exportHref} />}

      {above}
      {query.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : query.error ? (
        <div className="flex flex-col items-start gap-3">
          <FormMessage>{errorMessage(query.error, t('op_load_failed'))}</FormMessage>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('op_retry')}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="py-6 text-sm text-slate-400">{empty ?? t('op_empty')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {meta && <p className="text-sm text-slate-400">{t('op_count', { count: meta.total })}</p>}
            {selection && pageIds.length > 0 && (
              <label className="flex items-center gap-2 text-sm text-slate-300">
                <input type="checkbox" checked={allOnPage} onChange={(e) => selectPage(e.target.checked)} className="size-4 accent-accent-400" />
                {t('op_bulk_select_page')}
              </label>
            )}
          </div>
          {/* Focusable so a keyboard can scroll it sideways (axe: scrollable-region-focusable); a phone shows cards (OPS-186). */}
          <TableRegion caption={caption} table={card.table}>
              <thead className={card.thead}>
                <tr>
                  {selection && (
                    <th scope="col" className="px-3 py-2 font-semibold">
                      <span className="sr-only">{t('op_bulk_select_page')}</span>
                    </th>
                  )}
                  {columns.map((c) => (
                    <th key={c.header} scope="col" className="px-3 py-2 font-semibold">
                      {c.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className={card.tbody}>
                {rows.map((row) => (
                  <tr key={rowKey(row)} className={card.row}>
                    {selection && (
                      <td className={card.select}>
                        {(selection.selectable?.(row) ?? true) && (
                          <input
                            type="checkbox"
                            aria-label={t('op_bulk_select_row', { id: selection.id(row) })}
                            checked={selection.selected.has(selection.id(row))}
                            onChange={() => toggleRow(selection.id(row))}
                            className="size-5 accent-accent-400 md:size-4"
                          />
                        )}
                      </td>
                    )}
                    {columns.map((c) => (
                      <td key={c.header} data-label={c.header} className={c.header === actionsHeader ? card.actions : card.cell}>
                        <div className="min-w-0 flex-1">{c.cell(row)}</div>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </TableRegion>
        </>
      )}
      {meta && <Pagination page={params.page} pages={meta.pages} total={meta.total} pageSize={pageSize} onPageChange={(page) => params.change({ page })} />}
    </div>
  );
}
