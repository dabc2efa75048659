import { PAGE_SIZE, operatorPromoStatusValues, type OperatorPromo } from '@skins/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../components/confirm-dialog';
import { RowButton } from '../components/row-button';
import { PagedTable, type Column } from '../components/paged-table';
import { StatusBadge } from '../components/status-badge';
import { useListParams } from '../components/use-list-params';
import { usePromos } from '../api/get-promos';
import { useDisablePromo } from '../api/disable-promo';
import { PromoFormDialog } from './promo-form-dialog';

const FILTERS = ['status'] as const;

type Dialog = { kind: 'form'; promo: OperatorPromo | null } | { kind: 'disable'; promo: OperatorPromo } | null;

/** OPS-79: the promo codes: search, state filter, paging; create, change limit, expiry and (PROMO-7) minimum cart value, disable. */
export default function PromosPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const query = usePromos({ page: params.page, search: params.q, status: params.filters.status ?? '' });
  const disable = useDisablePromo();
  const [dialog, setDialog] = useState<Dialog>(null);
  const statusLabel = (s: OperatorPromo['status']) => t(`opc_promo_status_${s}`);

  const columns: Column<OperatorPromo>[] = [
    { header: t('opc_code'), cell: (p) => <code className="font-medium text-white">{p.code}</code> },
    { header: t('opc_discount'), cell: (p) => (p.discount_type === 'percentage' ? `${p.discount_amount}%` : `€${p.discount_amount.toFixed(2)}`) },
    { header: t('opc_uses'), cell: (p) => `${p.used_count} / ${p.max_uses ?? t('opc_unlimited')}` },
    { header: t('opc_per_customer'), cell: (p) => p.per_customer_limit },
    { header: t('opc_min_cart'), cell: (p) => (p.min_subtotal === null ? t('opc_no_minimum') : `€${p.min_subtotal.toFixed(2)}`) },
    { header: t('opc_expires'), cell: (p) => (p.expires_at ? <time dateTime={p.expires_at}>{new Date(p.expires_at).toLocaleString()}</time> : t('opc_never')) },
    { header: t('opc_status'), cell: (p) => <StatusBadge status={p.status} tone={p.status === 'active' ? 'success' : undefined} label={statusLabel(p.status)} /> },
    {
      header: t('op_actions'),
      cell: (p) => (
        <div className="flex flex-wrap gap-2">
          <RowButton name={`${t('opc_edit')} ${p.code}`} onClick={() => setDialog({ kind: 'form', promo: p })}>
            {t('opc_edit')}
          </RowButton>
          {p.status !== 'expired' && (
            <RowButton name={`${t('opc_disable')} ${p.code}`} onClick={() => setDialog({ kind: 'disable', promo: p })}>
              {t('opc_disable')}
            </RowButton>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-white">{t('op_promos')}</h2>
        <Button onClick={() => setDialog({ kind: 'form', promo: null })}>{t('opc_new_promo')}</Button>
      </div>
      <PagedTable
        caption={t('op_promos')}
        params={params}
        searchLabel={t('opc_promos_search')}
        filters={[{ key: 'status', label: t('opc_status'), options: operatorPromoStatusValues.map((s) => ({ value: s, label: statusLabel(s) })) }]}
        columns={columns}
        rowKey={(p) => p.id}
        query={query}
        pageSize={PAGE_SIZE.operator}
      />
      {dialog?.kind === 'form' && <PromoFormDialog promo={dialog.promo} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'disable' && (
        <ConfirmDialog
          open
          destructive
          title={t('opc_disable_title', { code: dialog.promo.code })}
          message={t('opc_disable_text')}
          confirmLabel={t('opc_disable')}
          onConfirm={() => disable.mutateAsync(dialog.promo.id)}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
