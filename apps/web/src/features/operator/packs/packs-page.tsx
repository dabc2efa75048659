import { PAGE_SIZE, type OperatorPack } from '@skins/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { RowButton } from '../components/row-button';
import { CellText, PagedTable, type Column } from '../components/paged-table';
import { StatusBadge } from '../components/status-badge';
import { useListParams } from '../components/use-list-params';
import { usePacks } from '../api/get-packs';
import { useSetPackActive } from '../api/set-pack-active';
import { PackFormDialog } from './pack-form-dialog';

const FILTERS = ['active'] as const;

type Dialog = { kind: 'form'; pack: OperatorPack | null } | { kind: 'withdraw' | 'restore'; pack: OperatorPack } | null;

/** OPS-79: the packs: search, filter, paging; create, edit, withdraw and restore. */
export default function PacksPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const query = usePacks({ page: params.page, search: params.q, active: params.filters.active ?? '' });
  const setActive = useSetPackActive();
  const [dialog, setDialog] = useState<Dialog>(null);
  const activeLabel = (active: boolean) => (active ? t('opc_pack_active_true') : t('opc_pack_active_false'));

  const columns: Column<OperatorPack>[] = [
    { header: t('opc_id'), cell: (p) => p.id },
    { header: t('opc_title'), cell: (p) => <CellText className="font-medium text-white">{p.title}</CellText> },
    { header: t('opc_price'), cell: (p) => `€${p.price.toFixed(2)}` },
    { header: t('opc_pack_items_total'), cell: (p) => `€${p.items_total.toFixed(2)}` },
    { header: t('opc_pack_skins'), cell: (p) => p.item_ids.join(', ') },
    { header: t('opc_pack_available'), cell: (p) => (p.available ? t('opc_yes') : t('opc_no')) },
    { header: t('opc_pack_active'), cell: (p) => <StatusBadge status={p.active ? 'active' : 'withdrawn'} tone={p.active ? 'success' : 'failure'} label={activeLabel(p.active)} /> },
    {
      header: t('op_actions'),
      cell: (p) => (
        <div className="flex flex-wrap gap-2">
          <RowButton name={`${t('opc_edit')} #${p.id}`} onClick={() => setDialog({ kind: 'form', pack: p })}>
            {t('opc_edit')}
          </RowButton>
          <RowButton name={`${p.active ? t('opc_withdraw') : t('opc_restore')} #${p.id}`} onClick={() => setDialog({ kind: p.active ? 'withdraw' : 'restore', pack: p })}>
            {p.active ? t('opc_withdraw') : t('opc_restore')}
          </RowButton>
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-white">{t('op_packs')}</h2>
        <Button onClick={() => setDialog({ kind: 'form', pack: null })}>{t('opc_new_pack')}</Button>
      </div>
      <PagedTable
        caption={t('op_packs')}
        params={params}
        searchLabel={t('opc_packs_search')}
        filters={[{ key: 'active', label: t('opc_pack_active'), options: [true, false].map((a) => ({ value: String(a), label: activeLabel(a) })) }]}
        columns={columns}
        rowKey={(p) => p.id}
        query={query}
        pageSize={PAGE_SIZE.operator}
      />
      {dialog?.kind === 'form' && <PackFormDialog pack={dialog.pack} onClose={() => setDialog(null)} />}
      {(dialog?.kind === 'withdraw' || dialog?.kind === 'restore') && (
        <ConfirmDialog
          open
          destructive={dialog.kind === 'withdraw'}
          title={t(`opc_pack_${dialog.kind}_title`, { id: dialog.pack.id })}
          message={t(`opc_pack_${dialog.kind}_text`, { title: dialog.pack.title })}
          confirmLabel={t(`opc_${dialog.kind}`)}
          onConfirm={() => setActive.mutateAsync({ id: dialog.pack.id, active: dialog.kind === 'restore' })}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
