import '../../i18n/accounts';
import '../../i18n/payments';
import { PAGE_SIZE } from '@skins/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../ui/pagination';
import { PageSpinner } from '../../ui/spinner';
import { depositHistoryQueryOptions } from './api/payments-calls';
import { formatDateTime, formatHistoryAmount, pageOf } from './history-format';
import { paymentStatusKind, StatusIcon } from './status-icon';

const cell = 'px-3 py-3 align-middle';

/** Spec §2 Account, Payment history: rows of spec §3, 5 per page, status icons of spec §4. */
export function PaymentHistoryTab() {
  const { t } = useTranslation();
  const history = useQuery(depositHistoryQueryOptions());
  const [page, setPage] = useState(1);
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
      <div className="overflow-x-auto rounded-2xl border border-ink-700 bg-ink-900/80">
        <table className="w-full min-w-[44rem] text-left text-sm text-slate-200">
          <thead className="border-b border-ink-700 text-xs tracking-wider text-slate-400 uppercase">
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
          <tbody>
            {pageOf(rows, current, PAGE_SIZE.history).map((row) => (
              <tr key={row.id} className="border-b border-ink-800 last:border-0" data-testid="payment-row">
                <td className={`${cell} text-slate-400`}>#{row.id}</td>
                <td className={`${cell} whitespace-nowrap`}>{formatDateTime(row.created_at)}</td>
                <td className={cell}>{row.description || t('history_default_description')}</td>
                <td className={`${cell} font-semibold whitespace-nowrap`}>{formatHistoryAmount(row.sum, row.currency)}</td>
                <td className={`${cell} capitalize`}>{row.payment_type || 'card'}</td>
                <td className={`${cell} whitespace-nowrap`}>{row.internal_currency_sum != null ? row.internal_currency_sum.toFixed(2) : '—'}</td>
                <td className={cell}>
                  <StatusIcon kind={paymentStatusKind(row.status)} raw={row.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={current} pages={pages} total={rows.length} pageSize={PAGE_SIZE.history} onPageChange={setPage} />
    </div>
  );
}
