import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PaymentHistoryRow } from '@skins/contract';
import { errorMessage } from '../../api/error-message';
import { formatDateTime } from '../../ui/format-date';
import { toast } from '../../ui/toast';
import { depositHistoryQueryOptions, useCancelTopUp } from './api/payments-calls';
import { formatHistoryAmount } from './history-format';
import { paymentStatusKind, StatusIcon } from '../../ui/status-icon';
import { PayOrCancel } from './pay-or-cancel';

/** An ended top-up that took no money is shown for a week after it ended, so the customer sees what became of it. */
const ENDED_SHOWN_S = 7 * 24 * 60 * 60;

/**
 * PAY-33, PAY-35: the top-ups that moved no money, above the statement (which lists only what did):
 * one waiting for its payment is paid on the provider's page (Pay now) or cancelled; a cancelled or
 * expired one says so in words. Nothing shows when there are none.
 */
export function PendingTopUps() {
  const { t, i18n } = useTranslation();
  const history = useQuery(depositHistoryQueryOptions());
  const cancel = useCancelTopUp();
  const since = Date.now() / 1000 - ENDED_SHOWN_S;
  const rows = (history.data ?? []).filter((r) => r.state === 'pending' || ((r.state === 'cancelled' || r.state === 'expired') && r.created_at >= since));
  if (rows.length === 0) return null;
  const cancelRow = (id: number) =>
    cancel.mutate(id, {
      onSuccess: () => toast.success(t('history_top_up_cancelled')),
      onError: (err) => toast.error(errorMessage(err, t('history_top_up_cancel_failed'))),
    });
  const ended = (state: PaymentHistoryRow['state']) => (state === 'cancelled' ? t('history_state_cancelled') : state === 'expired' ? t('history_state_expired') : undefined);
  return (
    <section aria-labelledby="pending-top-ups" className="mb-6">
      <h3 id="pending-top-ups" className="mb-2 text-sm font-semibold text-slate-200">
        {t('history_top_ups_unpaid')}
      </h3>
      <ul className="flex flex-col gap-2">
        {rows.map((row) => (
          <li key={row.id} data-testid="top-up-row" className="flex flex-wrap items-center gap-3 rounded-2xl border border-ink-700 bg-ink-900/80 p-3">
            <div className="min-w-0 flex-1">
              <p className="text-xs text-slate-500">
                #{row.id} · {formatDateTime(row.created_at, i18n.language)}
              </p>
              <p className="font-semibold whitespace-nowrap text-white">{formatHistoryAmount(row.sum, row.currency)}</p>
            </div>
            <StatusIcon kind={paymentStatusKind(row.status)} raw={row.status} text={ended(row.state)} />
            {row.state === 'pending' && <PayOrCancel paymentUrl={row.payment_url} cancelLabel={t('history_cancel_top_up')} busy={cancel.isPending} onCancel={() => cancelRow(row.id)} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
