import { formatMoney, PAGE_SIZE, payoutStatusValues, type OperatorPayout } from '@skins/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkPayouts } from '../api/bulk-calls';
import { settlePayout, useOperatorPayouts } from '../api/payouts-calls';
import { BulkBar, BulkResult, useBulk } from '../components/bulk-actions';
import { ConfirmDialog } from '../components/confirm-dialog';
import { when } from '../components/format';
import { DAY_RANGE_KEYS, listDays } from '../components/day-range-filter';
import { CellText, PagedTable, type Column } from '../components/paged-table';
import { csvUrl } from '../components/export-link';
import { useQueueActions } from '../components/queue-actions';
import { ReasonDialog } from '../components/reason-dialog';
import { StatusBadge } from '../components/status-badge';
import { useListParams } from '../components/use-list-params';
import { BankDetails } from './bank-details';

type Kind = 'complete' | 'fail' | 'bank';

const FILTERS = ['status', ...DAY_RANGE_KEYS] as const;

/** OPS-51: the payouts queue (OPS-185: processing ones completed or failed several at once): status filter and paging; complete or fail (with a reason) a processing payout; a bank payout's details on demand. */
export default function PayoutsPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const days = listDays(params);
  const query = useOperatorPayouts({ q: params.q, status: params.filters.status ?? '', ...days, page: params.page });
  const { open, close, button, acted } = useQueueActions<Kind, OperatorPayout>();
  const bulk = useBulk();
  const [bulkOpen, setBulkOpen] = useState<'complete' | 'fail' | null>(null);
  const count = bulk.selected.size;
  const columns: Column<OperatorPayout>[] = [
    { header: t('op_col_id'), cell: (p) => `#${p.id}` },
    { header: t('op_col_created'), cell: (p) => new Date(p.created_at * 1000).toISOString().slice(0, 16).replace('T', ' ') },
    {
      header: t('op_col_customer'),
      cell: (p) => (
        <div className="flex flex-col">
          <span>{p.user_email ?? '—'}</span>
          <span className="text-xs text-slate-400">{t('op_payout_offer', { id: p.offer_id })}</span>
        </div>
      ),
    },
    { header: t('op_payout_method'), cell: (p) => p.method },
    { header: t('op_col_amount'), cell: (p) => <span className="whitespace-nowrap">{formatMoney(p.amount, p.currency)}</span> },
    { header: t('op_payout_account'), cell: (p) => <CellText>{[p.holder_name, p.account_last4 && `…${p.account_last4}`].filter(Boolean).join(' ') || '—'}</CellText> },
    {
      header: t('op_col_status'),
      cell: (p) => (
        <div className="flex flex-col gap-1">
          <StatusBadge status={p.status} />
          {/* PROTECT-3: a held payout waits for Steam's trade protection; the sweep releases it then. */}
          {p.status === 'held' && p.release_at && <span className="text-xs whitespace-nowrap text-amber-300">{t('op_payout_release_at', { date: `${p.release_at.slice(0, 16).replace('T', ' ')} UTC` })}</span>}
          {p.message && <CellText className="text-xs text-slate-400">{p.message}</CellText>}
        </div>
      ),
    },
    {
      header: t('op_actions'),
      cell: (p) =>
        p.status === 'processing' &&
        // PAYOUT-10: the provider's payout is settled by its result, not by hand, until the hold ends.
        (p.provider_holds_until ? (
          <span className="text-xs whitespace-nowrap text-slate-400">{t('op_payout_held', { date: when(p.provider_holds_until) })}</span>
        ) : (
          <div className="flex flex-wrap gap-1">
            {p.method === 'sepa' && button('bank', p, t('op_bank_details'))}
            {button('complete', p, t('op_complete'))}
            {button('fail', p, t('op_fail'))}
          </div>
        )),
    },
  ];
  const payout = open?.row;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{t('op_payouts')}</h2>
      <PagedTable
        caption={t('op_payouts')}
        params={params}
        searchLabel={t('op_payouts_search')}
        filters={[{ key: 'status', label: t('op_status'), options: payoutStatusValues.map((s) => ({ value: s, label: s })) }]}
        dayRange
        columns={columns}
        rowKey={(p) => p.id}
        query={query}
        pageSize={PAGE_SIZE.operator}
        selection={{ selected: bulk.selected, onChange: bulk.setSelected, id: (p) => p.id, selectable: (p) => p.status === 'processing' }}
        above={
          <>
            <BulkBar
              count={count}
              actions={[
                { key: 'complete', label: t('op_bulk_complete') },
                { key: 'fail', label: t('op_bulk_fail') },
              ]}
              onAction={(key) => setBulkOpen(key as 'complete' | 'fail')}
              onClear={() => bulk.setSelected(new Set())}
            />
            <BulkResult outcome={bulk.outcome} onDismiss={bulk.dismiss} />
          </>
        }
        exportHref={csvUrl('/operator/payouts.csv', { q: params.q, status: params.filters.status, ...days })}
      />
      <ConfirmDialog
        open={bulkOpen === 'complete'}
        title={t('op_bulk_complete_title', { count })}
        message={t('op_bulk_complete_text')}
        confirmLabel={t('op_bulk_complete')}
        onConfirm={() => bulk.run((ids) => bulkPayouts({ action: 'complete', ids }))}
        onClose={() => setBulkOpen(null)}
      />
      <ReasonDialog
        open={bulkOpen === 'fail'}
        title={t('op_bulk_fail_title', { count })}
        message={t('op_bulk_fail_text')}
        label={t('op_fail_reason')}
        required
        destructive
        confirmLabel={t('op_bulk_fail')}
        onConfirm={(reason) => bulk.run((ids) => bulkPayouts({ action: 'fail', ids, reason }))}
        onClose={() => setBulkOpen(null)}
      />
      {payout && (
        <>
          <ConfirmDialog
            open={open.kind === 'complete'}
            title={t('op_complete_title', { id: payout.id })}
            message={t('op_complete_text', { amount: formatMoney(payout.amount, payout.currency) })}
            confirmLabel={t('op_complete')}
            onConfirm={() => acted(() => settlePayout(payout.id, 'complete'))}
            onClose={close}
          />
          <ReasonDialog
            open={open.kind === 'fail'}
            title={t('op_fail_title', { id: payout.id })}
            label={t('op_fail_reason')}
            required
            destructive
            confirmLabel={t('op_fail')}
            onConfirm={(reason) => acted(() => settlePayout(payout.id, 'fail', reason))}
            onClose={close}
          />
          {open.kind === 'bank' && <BankDetails payoutId={payout.id} onClose={close} />}
        </>
      )}
    </div>
  );
}
