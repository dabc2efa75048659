import { formatMoney, PAGE_SIZE, type OperatorPayoutConflict } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { resolvePayoutConflict, useOperatorPayoutConflicts } from '../api/payouts-calls';
import { when } from '../components/format';
import { CellText, PagedTable, type Column } from '../components/paged-table';
import { useQueueActions } from '../components/queue-actions';
import { ReasonDialog } from '../components/reason-dialog';
import { StatusBadge } from '../components/status-badge';
import { useListParams } from '../components/use-list-params';

type Kind = 'provider' | 'recorded';

const FILTERS = ['state'] as const;

/** One side of a conflict: the status, then who or what said it and when. */
function Fact({ status, detail, at }: { status: string; detail: string; at: number }) {
  return (
    <div className="flex flex-col gap-1">
      <StatusBadge status={status} />
      <span className="text-xs text-slate-400">{detail}</span>
      <span className="text-xs text-slate-400">{when(at)}</span>
    </div>
  );
}

/**
 * PAYOUT-11, PAYOUT-12: the payout conflicts queue: a provider result that contradicts the recorded
 * settlement, both facts side by side; the operator takes the provider's result or keeps the record,
 * always with a note of what was done. Resolved conflicts stay readable (state filter).
 */
export default function PayoutConflictsPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const state = params.filters.state === 'resolved' ? 'resolved' : 'open';
  const query = useOperatorPayoutConflicts({ state, page: params.page });
  const { open, close, button, acted } = useQueueActions<Kind, OperatorPayoutConflict>();
  const columns: Column<OperatorPayoutConflict>[] = [
    { header: t('op_col_id'), cell: (c) => `#${c.payout.id}` },
    {
      header: t('op_col_customer'),
      cell: (c) => (
        <div className="flex flex-col">
          <span>{c.payout.user_email ?? '—'}</span>
          <span className="text-xs text-slate-400">{t('op_payout_offer', { id: c.payout.offer_id })}</span>
        </div>
      ),
    },
    { header: t('op_payout_method'), cell: (c) => c.payout.method },
    { header: t('op_col_amount'), cell: (c) => <span className="whitespace-nowrap">{formatMoney(c.payout.amount, c.payout.currency)}</span> },
    { header: t('op_conflict_recorded'), cell: (c) => <Fact status={c.recorded.status} detail={t('op_conflict_by', { actor: c.recorded.by_email ?? c.recorded.by ?? '—' })} at={c.recorded.at} /> },
    { header: t('op_conflict_provider'), cell: (c) => <Fact status={c.provider.status} detail={t('op_conflict_event', { id: c.provider.event_id })} at={c.provider.at} /> },
    {
      header: state === 'open' ? t('op_actions') : t('op_conflict_resolution'),
      cell: (c) =>
        c.resolution ? (
          <div className="flex flex-col gap-1">
            <span>{c.resolution === 'provider' ? t('op_conflict_took_provider') : t('op_conflict_kept_record')}</span>
            {c.note && <CellText className="text-xs text-slate-300">{c.note}</CellText>}
            {c.resolved_at !== null && <span className="text-xs text-slate-400">{t('op_conflict_resolved_by', { email: c.resolved_by_email ?? '—', when: when(c.resolved_at) })}</span>}
          </div>
        ) : (
          <div className="flex flex-wrap gap-1">
            {button('provider', c, t('op_conflict_take_provider'))}
            {button('recorded', c, t('op_conflict_keep_record'))}
          </div>
        ),
    },
  ];
  const conflict = open?.row;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{t('op_payout_conflicts')}</h2>
      <p className="max-w-3xl text-sm text-slate-300">{t('op_conflicts_intro')}</p>
      <div role="group" aria-label={t('op_conflict_state')} className="flex gap-2">
        {(['open', 'resolved'] as const).map((s) => (
          <Button key={s} variant={s === state ? 'primary' : 'secondary'} aria-pressed={s === state} className="h-9" onClick={() => params.change({ state: s === 'open' ? '' : s })}>
            {t(s === 'open' ? 'op_conflict_open' : 'op_conflict_resolved')}
          </Button>
        ))}
      </div>
      <PagedTable
        caption={t('op_payout_conflicts')}
        params={params}
        columns={columns}
        rowKey={(c) => c.id}
        query={query}
        pageSize={PAGE_SIZE.operator}
      />
      {conflict && (
        <ReasonDialog
          open
          title={open.kind === 'provider' ? t('op_conflict_take_title', { id: conflict.payout.id }) : t('op_conflict_keep_title', { id: conflict.payout.id })}
          message={open.kind === 'provider' ? t('op_conflict_take_text', { status: conflict.provider.status }) : t('op_conflict_keep_text', { status: conflict.recorded.status })}
          label={t('op_conflict_note')}
          required
          confirmLabel={open.kind === 'provider' ? t('op_conflict_take_provider') : t('op_conflict_keep_record')}
          onConfirm={(note) => acted(() => resolvePayoutConflict(conflict.id, { resolution: open.kind, note }))}
          onClose={close}
        />
      )}
    </div>
  );
}
