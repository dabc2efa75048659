import { PAGE_SIZE, operatorItemStatusValues, type OperatorItem } from '@skins/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { BulkBar, BulkResult, useBulk } from '../components/bulk-actions';
import { ConfirmDialog } from '../components/confirm-dialog';
import { RowButton } from '../components/row-button';
import { CellText, PagedTable, type Column } from '../components/paged-table';
import { csvUrl } from '../components/export-link';
import { StatusBadge } from '../components/status-badge';
import { useListParams } from '../components/use-list-params';
import { bulkItems } from '../api/bulk-calls';
import { useItems } from '../api/get-items';
import { useSubcategories } from '../api/get-subcategories';
import { useSetItemWithdrawn } from '../api/set-item-withdrawn';
import { BulkPriceDialog } from './bulk-price-dialog';
import { ImportDialog } from './import-dialog';
import { BulkRepriceDialog } from './bulk-reprice-dialog';
import { ItemFormDialog } from './item-form-dialog';

const FILTERS = ['status', 'subcategory'] as const;
const eur = (n: number) => `€${n.toFixed(2)}`;

type Dialog = { kind: 'form'; item: OperatorItem | null } | { kind: 'withdraw' | 'restore'; item: OperatorItem } | { kind: 'bulk' } | { kind: 'import' } | null;

/** OPS-79: the catalogue: every item with search, filters and paging; create, edit, withdraw, restore, bulk price changes and (OPS-169) the CSV import; OPS-185: several withdrawn or repriced at once. */
export default function CatalogPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const filter = { search: params.q, status: params.filters.status ?? '', subcategory: params.filters.subcategory ?? '' };
  const query = useItems({ page: params.page, ...filter });
  const subcategories = useSubcategories();
  const withdraw = useSetItemWithdrawn();
  const [dialog, setDialog] = useState<Dialog>(null);
  const bulk = useBulk();
  const [bulkOpen, setBulkOpen] = useState<'withdraw' | 'reprice' | null>(null);
  const statusLabel = (s: OperatorItem['status']) => t(`opc_status_${s}`);

  const columns: Column<OperatorItem>[] = [
    { header: t('opc_id'), cell: (i) => i.id },
    { header: t('opc_title'), cell: (i) => <CellText className="font-medium text-white">{i.title}</CellText> },
    { header: t('opc_type'), cell: (i) => i.type },
    { header: t('opc_price'), cell: (i) => (i.old_price === null ? eur(i.price) : `${eur(i.price)} (${eur(i.old_price)})`) },
    { header: t('opc_status'), cell: (i) => <StatusBadge status={i.status} tone={i.status === 'available' ? 'success' : undefined} label={statusLabel(i.status)} /> },
    {
      header: t('op_actions'),
      cell: (i) =>
        i.status === 'sold' ? null : (
          <div className="flex flex-wrap gap-2">
            <RowButton name={`${t('opc_edit')} #${i.id}`} onClick={() => setDialog({ kind: 'form', item: i })}>
              {t('opc_edit')}
            </RowButton>
            {i.status === 'available' && (
              <RowButton name={`${t('opc_withdraw')} #${i.id}`} onClick={() => setDialog({ kind: 'withdraw', item: i })}>
                {t('opc_withdraw')}
              </RowButton>
            )}
            {i.status === 'withdrawn' && (
              <RowButton name={`${t('opc_restore')} #${i.id}`} onClick={() => setDialog({ kind: 'restore', item: i })}>
                {t('opc_restore')}
              </RowButton>
            )}
          </div>
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-white">{t('op_catalog')}</h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setDialog({ kind: 'bulk' })}>
            {t('opc_bulk')}
          </Button>
          <Button variant="secondary" onClick={() => setDialog({ kind: 'import' })}>
            {t('opi_open')}
          </Button>
          <Button onClick={() => setDialog({ kind: 'form', item: null })}>{t('opc_new_item')}</Button>
        </div>
      </div>
      <PagedTable
        caption={t('op_catalog')}
        params={params}
        searchLabel={t('opc_items_search')}
        filters={[
          { key: 'status', label: t('opc_status'), options: operatorItemStatusValues.map((s) => ({ value: s, label: statusLabel(s) })) },
          { key: 'subcategory', label: t('opc_subcategory'), options: (subcategories.data ?? []).map((s) => ({ value: s.url, label: s.name })) },
        ]}
        columns={columns}
        rowKey={(i) => i.id}
        query={query}
        pageSize={PAGE_SIZE.operator}
        selection={{ selected: bulk.selected, onChange: bulk.setSelected, id: (i) => i.id, selectable: (i) => i.status !== 'sold' }}
        above={
          <>
            <BulkBar
              count={bulk.selected.size}
              actions={[
                { key: 'withdraw', label: t('op_bulk_withdraw') },
                { key: 'reprice', label: t('op_bulk_reprice') },
              ]}
              onAction={(key) => setBulkOpen(key as 'withdraw' | 'reprice')}
              onClear={() => bulk.setSelected(new Set())}
            />
            <BulkResult outcome={bulk.outcome} onDismiss={bulk.dismiss} />
          </>
        }
        exportHref={csvUrl('/operator/items.csv', filter)}
      />
      <ConfirmDialog
        open={bulkOpen === 'withdraw'}
        destructive
        title={t('op_bulk_withdraw_title', { count: bulk.selected.size })}
        message={t('op_bulk_withdraw_text')}
        confirmLabel={t('op_bulk_withdraw')}
        onConfirm={() => bulk.run((ids) => bulkItems({ action: 'withdraw', ids }))}
        onClose={() => setBulkOpen(null)}
      />
      <BulkRepriceDialog open={bulkOpen === 'reprice'} ids={bulk.ids} run={bulk.run} onClose={() => setBulkOpen(null)} />
      {dialog?.kind === 'form' && <ItemFormDialog item={dialog.item} onClose={() => setDialog(null)} />}
      {(dialog?.kind === 'withdraw' || dialog?.kind === 'restore') && (
        <ConfirmDialog
          open
          destructive={dialog.kind === 'withdraw'}
          title={t(`opc_${dialog.kind}_title`, { id: dialog.item.id })}
          message={t(`opc_${dialog.kind}_text`, { title: dialog.item.title })}
          confirmLabel={t(`opc_${dialog.kind}`)}
          onConfirm={() => withdraw.mutateAsync({ id: dialog.item.id, withdrawn: dialog.kind === 'withdraw' })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'import' && <ImportDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'bulk' && <BulkPriceDialog ids={bulk.ids} filter={filter} onClose={() => setDialog(null)} onDone={() => bulk.setSelected(new Set())} />}
    </div>
  );
}
