import { formatMoney, PAGE_SIZE, type OperatorDelivery } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { refundDelivery, retryDelivery, useFailedDeliveries } from '../api/deliveries-calls';
import { ConfirmDialog } from '../components/confirm-dialog';
import { CellText, PagedTable, type Column } from '../components/paged-table';
import { useQueueActions } from '../components/queue-actions';
import { ReasonDialog } from '../components/reason-dialog';
import { useListParams } from '../components/use-list-params';

type Kind = 'retry' | 'refund';

const FILTERS = [] as const;

/**
 * DELIV-5: the failed-delivery queue: each paid order whose trade offer failed, with the bot's reason
 * and (DELIV-10) the link it went to and the buyer's current one; retry the offer (to the current
 * link), or refund the order to the balance (with a reason).
 */
export default function DeliveriesPage() {
  const { t } = useTranslation();
  const params = useListParams(FILTERS);
  const query = useFailedDeliveries({ page: params.page });
  const { open, close, button, acted } = useQueueActions<Kind, OperatorDelivery>();
  const columns: Column<OperatorDelivery>[] = [
    { header: t('op_col_id'), cell: (d) => `#${d.id}` },
    { header: t('op_delivery_failed_at'), cell: (d) => new Date(d.failed_at * 1000).toISOString().slice(0, 16).replace('T', ' ') },
    {
      header: t('op_col_customer'),
      // DELIV-10: the link the failed offer went to, and the buyer's current one a retry sends to.
      cell: (d) => (
        <div className="flex flex-col gap-0.5">
          <span>{d.email}</span>
          <span className="text-xs break-all text-slate-400">{t('op_delivery_sent_to', { link: d.attempt_trade_url })}</span>
          {d.next_trade_url !== d.attempt_trade_url && (
            <>
              <span className="text-xs font-semibold text-accent-400">{t('op_delivery_link_changed')}</span>
              <span className="text-xs break-all text-slate-300">{t('op_delivery_next_to', { link: d.next_trade_url })}</span>
            </>
          )}
        </div>
      ),
    },
    { header: t('op_col_amount'), cell: (d) => <span className="whitespace-nowrap">{formatMoney(d.total, 'EUR')}</span> },
    {
      header: t('op_delivery_reason'),
      cell: (d) => (
        <div className="flex flex-col">
          <CellText>{d.reason ?? '—'}</CellText>
          <span className="text-xs text-slate-400">{t('op_delivery_attempt', { attempt: d.attempt })}</span>
        </div>
      ),
    },
    {
      header: t('op_actions'),
      cell: (d) => (
        <div className="flex flex-wrap gap-1">
          {button('retry', d, t('op_delivery_retry'))}
          {button('refund', d, t('op_delivery_refund'))}
        </div>
      ),
    },
  ];
  const delivery = open?.row;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{t('op_deliveries')}</h2>
      <PagedTable caption={t('op_deliveries')} params={params} columns={columns} rowKey={(d) => d.id} query={query} pageSize={PAGE_SIZE.operator} />
      {delivery && (
        <>
          <ConfirmDialog
            open={open.kind === 'retry'}
            title={t('op_delivery_retry_title', { id: delivery.id })}
            message={t('op_delivery_retry_text', { link: delivery.next_trade_url })}
            confirmLabel={t('op_delivery_retry')}
            onConfirm={() => acted(() => retryDelivery(delivery.id), t('op_delivery_retried', { id: delivery.id }))}
            onClose={close}
          />
          <ReasonDialog
            open={open.kind === 'refund'}
            title={t('op_delivery_refund_title', { id: delivery.id })}
            label={t('op_delivery_refund_reason')}
            required
            confirmLabel={t('op_delivery_refund')}
            onConfirm={(reason) => acted(() => refundDelivery(delivery.id, reason), t('op_delivery_refunded', { id: delivery.id }))}
            onClose={close}
          />
        </>
      )}
    </div>
  );
}
