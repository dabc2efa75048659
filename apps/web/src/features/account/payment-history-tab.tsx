import '../../i18n/accounts';
import '../../i18n/payments';
import { PAGE_SIZE, type PaymentHistoryRow } from '@skins/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { labelOf } from '../../i18n/labels';
import { Pagination } from '../../ui/pagination';
import { PageSpinner } from '../../ui/spinner';
import { errorMessage } from '../../api/error-message';
import { toast } from '../../ui/toast';
import { depositHistoryQueryOptions, useCancelTopUp } from './api/payments-calls';
import { formatDateTime } from '../../ui/format-date';
import { formatHistoryAmount, pageOf } from './history-format';
import { paymentStatusKind, StatusIcon } from './status-icon';

const cell = 'px-3 py-3 align-middle';

/**
 * BUDGET-12: below 768 px (spec §1 mobile layout) the table is a list of cards, each cell naming its
 * column, so every value is read on a phone without a sideways scroll; from 768 px the cells sit
 * under the table's header as usual and the names are gone (display none: not read twice).
 */
function Cell({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={`flex min-w-0 flex-col gap-0.5 md:table-cell md:px-3 md:py-3 md:align-middle ${className}`}>
      <span className="text-xs font-normal tracking-wider text-slate-400 uppercase md:hidden">{label}</span>
      {children}
    </td>
  );
}

/** Spec §2 Account, Payment history: rows of spec §3, 5 per page, status icons of spec §4. */
export function PaymentHistoryTab() {
  const { t, i18n } = useTranslation();
  const history = useQuery(depositHistoryQueryOptions());
  const cancel = useCancelTopUp();
  const [page, setPage] = useState(1);
  const cancelRow = (id: number) =>
    cancel.mutate(id, {
      onSuccess: () => toast.success(t('history_top_up_cancelled')),
      onError: (err) => toast.error(errorMessage(err, t('history_top_up_cancel_failed'))),
    });
  // PAY-33, PAY-35: spec §4 folds a cancelled or expired top-up into failure; the row says which.
  const endedText = (state: PaymentHistoryRow['state']) => (state === 'cancelled' ? t('history_state_cancelled') : state === 'expired' ? t('history_state_expired') : undefined);
  if (history.isPending) return <PageSpinner />;
  if (history.isError)
    return (
      <p role="alert" className="rounded-2xl border border-red-500/40 bg-red-500/10 px-4 py-10 text-center text-red-300">
        {t('history_load_error')}
      </p>
    );
  const rows = history.data;
  if (rows.length === 0) return <p className="rounded-2xl border border-dashed border-ink-600 px-4 py-16 text-center text-slate-400">{t('account_no_transactions')}</p>;
  const pages = Math.ceil(rows.length / PAGE_SIZE.history);
  const current = Math.min(page, pages);
  return (
    <div>
      <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-ink-700 md:bg-ink-900/80">
        <table className="block w-full text-left text-sm text-slate-200 md:table md:min-w-[44rem]">
          <thead className="hidden border-b border-ink-700 text-xs tracking-wider text-slate-400 uppercase md:table-header-group">
            <tr>
              <th className={cell}>{t('history_id')}</th>
              <th className={cell}>{t('history_date')}</th>
              <th className={cell}>{t('history_description')}</th>
              <th className={cell}>{t('history_sum')}</th>
              <th className={cell}>{t('history_payment_type')}</th>
              <th className={cell}>{t('history_internal_sum')}</th>
              <th className={cell}>{t('history_status')}</th>
            </tr>
          </thead>
          <tbody className="flex flex-col gap-3 md:table-row-group">
            {pageOf(rows, current, PAGE_SIZE.history).map((row) => (
              <tr
                key={row.id}
                className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-2xl border border-ink-700 bg-ink-900/80 p-4 md:table-row md:rounded-none md:border-0 md:border-b md:border-ink-800 md:bg-transparent md:p-0 md:last:border-0"
                data-testid="payment-row"
              >
                <Cell label={t('history_id')} className="text-slate-400">
                  #{row.id}
                </Cell>
                <Cell label={t('history_date')} className="whitespace-nowrap">
                  {formatDateTime(row.created_at, i18n.language)}
                </Cell>
                <Cell label={t('history_description')} className="col-span-2 break-words">
                  {row.description || t('history_default_description')}
                </Cell>
                <Cell label={t('history_sum')} className="font-semibold whitespace-nowrap">
                  {formatHistoryAmount(row.sum, row.currency)}
                </Cell>
                <Cell label={t('history_payment_type')}>
                  {labelOf(t, 'payment', row.payment_type || 'card')}
                </Cell>
                <Cell label={t('history_internal_sum')} className="whitespace-nowrap">
                  {row.internal_currency_sum != null ? row.internal_currency_sum.toFixed(2) : '—'}
                </Cell>
                <Cell label={t('history_status')}>
                  <StatusIcon kind={paymentStatusKind(row.status)} raw={row.status} text={endedText(row.state)} />
                  {/* PAY-33: a top-up waiting for its payment is paid on the provider's page, or cancelled. */}
                  {row.state === 'pending' && (
                    <div className="mt-2 flex flex-wrap gap-2">
                      {row.payment_url && (
                        <a href={row.payment_url} className="inline-flex min-h-9 items-center rounded-lg bg-accent-500 px-3 text-sm font-semibold text-ink-950 hover:bg-accent-400">
                          {t('history_pay_now')}
                        </a>
                      )}
                      <button
                        type="button"
                        disabled={cancel.isPending}
                        onClick={() => cancelRow(row.id)}
                        className="inline-flex min-h-9 items-center rounded-lg border border-ink-600 px-3 text-sm text-slate-200 hover:border-slate-400 disabled:opacity-60"
                      >
                        {t('history_cancel_top_up')}
                      </button>
                    </div>
                  )}
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={current} pages={pages} total={rows.length} pageSize={PAGE_SIZE.history} onPageChange={setPage} />
    </div>
  );
}
