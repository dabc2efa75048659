import { PAGE_SIZE, type OperatorBalanceChange } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { decideBalanceChange, useBalanceChanges } from '../api/balance-changes-calls';
import { ConfirmDialog } from '../components/confirm-dialog';
import { signedCredits, when } from '../components/format';
import { DAY_RANGE_KEYS, listDays } from '../components/day-range-filter';
import { CellText, PagedTable, type Column } from '../components/paged-table';
import { useQueueActions } from '../components/queue-actions';
import { useListParams } from '../components/use-list-params';

type Kind = 'approve' | 'reject';

const FILTERS = DAY_RANGE_KEYS;
const linkClass = 'text-sm text-accent-300 underline-offset-4 hover:underline';

/** The customer of a change as the back office names a customer: email, else the id. */
const customerOf = (c: OperatorBalanceChange) => c.user_email ?? `#${c.user_id}`;

/**
 * OPS-134: the balance changes waiting for a second operator (four eyes): customer, amount,
 * reason, who asked and when; Approve or Reject, each confirmed. A change the reader asked for
 * has no buttons and says why (the API refuses it too).
 */
export default function BalanceChangesList() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const query = useBalanceChanges({ page: params.page, status: 'pending', ...listDays(params) });
  const { open, close, button, acted } = useQueueActions<Kind, OperatorBalanceChange>();
  const columns: Column<OperatorBalanceChange>[] = [
    {
      header: t('op_col_customer'),
      cell: (c) => (
        <Link to={`/operator/customers/${c.user_id}`} className="font-medium text-accent-300 [overflow-wrap:anywhere] underline-offset-4 hover:underline">
          {customerOf(c)}
        </Link>
      ),
    },
    { header: t('op_balance_change_amount'), cell: (c) => <span className="whitespace-nowrap">{signedCredits(c.amount)}</span> },
    { header: t('op_ledger_reason'), cell: (c) => <CellText>{c.reason}</CellText> },
    { header: t('op_balance_change_asked'), cell: (c) => <CellText>{t('op_balance_change_asked_by', { who: c.requested_by_email ?? `#${c.requested_by}`, when: when(c.created_at) })}</CellText> },
    {
      header: t('op_actions'),
      cell: (c) =>
        c.mine ? (
          <span className="text-xs text-slate-400">{t('op_balance_change_mine')}</span>
        ) : (
          <div className="flex flex-wrap gap-1">
            {button('approve', c, t('op_balance_change_approve'))}
            {button('reject', c, t('op_balance_change_reject'))}
          </div>
        ),
    },
  ];
  const change = open?.row;
  const about = change && { amount: signedCredits(change.amount), who: customerOf(change) };
  const asked = change && { asker: change.requested_by_email ?? `#${change.requested_by}`, reason: change.reason };
  return (
    <div className="flex flex-col gap-4">
      <Link to="/operator/customers" className={linkClass}>
        {t('op_back_to_list')}
      </Link>
      <h2 className="text-xl font-semibold text-white">{t('op_balance_changes')}</h2>
      <p className="text-sm text-slate-400">{t('op_balance_changes_text')}</p>
      <PagedTable caption={t('op_balance_changes')} params={params} dayRange columns={columns} rowKey={(c) => c.id} query={query} pageSize={PAGE_SIZE.operator} />
      {change && (
        <>
          <ConfirmDialog
            open={open.kind === 'approve'}
            title={t('op_balance_change_approve_title', about)}
            message={t('op_balance_change_approve_text', asked)}
            confirmLabel={t('op_balance_change_approve')}
            onConfirm={() => acted(() => decideBalanceChange(change.id, 'approve'))}
            onClose={close}
          />
          <ConfirmDialog
            open={open.kind === 'reject'}
            title={t('op_balance_change_reject_title', about)}
            message={t('op_balance_change_reject_text', asked)}
            confirmLabel={t('op_balance_change_reject')}
            destructive
            onConfirm={() => acted(() => decideBalanceChange(change.id, 'reject'))}
            onClose={close}
          />
        </>
      )}
    </div>
  );
}
