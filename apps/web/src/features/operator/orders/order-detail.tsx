import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { Button } from '../../../ui/button';
import { FormMessage, inputClass } from '../../../ui/field';
import { PageSpinner } from '../../../ui/spinner';
import { useOrder } from '../api/get-order';
import { useRefundOrder } from '../api/refund-order';
import { useReverseDelivery } from '../api/reverse-delivery';
import { useStaffRole } from '../api/staff-role';
import { toastDone } from '../api/use-acted';
import { ConfirmDialog } from '../components/confirm-dialog';
import { euros, when } from '../components/format';
import { StatusBadge } from '../components/status-badge';
import { mayDo } from '../sections';
import { TradeProtectionNote } from '../../../ui/trade-protection';

const linkClass = 'text-sm text-accent-300 underline-offset-4 hover:underline';

/**
 * OPS-92: one order: its customer, items, payments and status history, and the refund to the balance.
 * DISPUTE-3, DISPUTE-4, DISPUTE-5: its card dispute, its trade's protection, and while the trade is
 * protected and the dispute open, the reversal of the delivery.
 */
export default function OrderDetail() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const order = useOrder(id);
  const [refunding, setRefunding] = useState(false);
  const [reversing, setReversing] = useState(false);
  // STAFF-WEB-4: support reads orders; refunds (and DISPUTE-5: reversals) are finance's.
  const role = useStaffRole().data;
  const mayRefund = mayDo(role, 'orders.refund');
  const mayReverse = mayDo(role, 'orders.reverse_delivery');
  if (order.isPending) return <PageSpinner />;
  if (order.error || !order.data) return <FormMessage>{errorMessage(order.error, t('op_load_failed'))}</FormMessage>;
  const o = order.data;
  // DISPUTE-5: the delivery can be reversed while the buyer's trade is protected and the card dispute open (the API decides; this hides a button it would refuse).
  const reversible = o.trade?.state === 'protected' && o.dispute?.status === 'open';
  return (
    <div className="flex flex-col gap-5">
      <Link to="/operator/orders" className={linkClass}>
        {t('op_back_to_list')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold text-white">{t('op_order', { id: o.id })}</h2>
        <StatusBadge status={o.status} />
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-slate-400">{t('op_order_customer')}</dt>
        <dd>
          <Link to={`/operator/customers/${o.user_id}`} className={linkClass}>
            {o.email}
          </Link>
        </dd>
        <dt className="text-slate-400">{t('op_order_trade_link')}</dt>
        <dd className="break-all text-slate-200">{o.trade_url}</dd>
        <dt className="text-slate-400">{t('op_order_payment_method')}</dt>
        <dd className="text-slate-200">{o.payment_method}</dd>
        <dt className="text-slate-400">{t('op_order_total')}</dt>
        <dd className="text-slate-200">{euros(o.total)}</dd>
        <dt className="text-slate-400">{t('op_order_created')}</dt>
        <dd className="text-slate-200">{when(o.created_at)}</dd>
        {o.dispute && (
          <>
            <dt className="text-slate-400">{t('op_order_dispute_label')}</dt>
            <dd className="text-amber-300" data-testid="order-dispute">
              {t('op_order_dispute', { date: when(o.dispute.opened_at), reason: o.dispute.reason })}
              {o.dispute.status !== 'open' && ` · ${t(o.dispute.status === 'won' ? 'op_order_dispute_won' : 'op_order_dispute_lost')}`}
            </dd>
          </>
        )}
        {o.trade && (
          <>
            <dt className="text-slate-400">{t('op_order_trade')}</dt>
            <dd className="text-slate-200">
              <TradeProtectionNote trade={o.trade} />
            </dd>
          </>
        )}
        <dt className="text-slate-400">{t('op_order_refunded')}</dt>
        <dd className="text-slate-200" data-testid="order-refund">
          {o.refunded === null ? t('op_order_not_refunded') : t('op_order_refund_done', { amount: euros(o.refunded), reason: o.refund_reason ?? '' })}
        </dd>
      </dl>
      {((o.refunded === null && mayRefund) || (reversible && mayReverse)) && (
        <div className="flex flex-wrap gap-2">
          {o.refunded === null && mayRefund && (
            <Button variant="secondary" onClick={() => setRefunding(true)}>
              {t('op_order_refund')}
            </Button>
          )}
          {reversible && mayReverse && (
            <Button variant="secondary" onClick={() => setReversing(true)}>
              {t('op_order_reverse')}
            </Button>
          )}
        </div>
      )}

      <section className="flex flex-col gap-2">
        <h3 className="font-semibold text-white">{t('op_order_items')}</h3>
        <ul className="flex flex-col gap-1 text-sm text-slate-200">
          {o.items.map((i) => (
            <li key={i.item_id}>
              {i.title} · {i.type}
              {i.quality ? ` · ${i.quality}` : ''} · {euros(i.price)}
            </li>
          ))}
        </ul>
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold text-white">{t('op_order_payments')}</h3>
        {o.payments.length === 0 ? (
          <p className="text-sm text-slate-400">{t('op_order_no_payments')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm text-slate-200">
            {o.payments.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-2">
                #{p.id} · {p.method} · {euros(p.amount)} · {when(p.created_at)} <StatusBadge status={p.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="flex flex-col gap-2">
        <h3 className="font-semibold text-white">{t('op_order_events')}</h3>
        <ol className="flex flex-col gap-1 text-sm text-slate-200">
          {o.events.map((e, i) => (
            <li key={i}>
              {when(e.at)} · {e.from === null ? t('op_order_created_event', { to: e.to }) : t('op_order_event', { from: e.from, to: e.to })}
            </li>
          ))}
        </ol>
      </section>
      <RefundDialog id={o.id} total={o.total} byCard={o.payments.some((p) => p.status === 'success')} open={refunding} onClose={() => setRefunding(false)} />
      <ReverseDialog id={o.id} open={reversing} onClose={() => setReversing(false)} />
    </div>
  );
}

/**
 * DISPUTE-5, DISPUTE-6: the reversal asks for a confirmation; the Steam trade bot cannot reverse a
 * trade (the API says so), so the operator who reversed it in Steam ticks that and confirms again.
 */
function ReverseDialog({ id, open, onClose }: { id: number; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const reverse = useReverseDelivery(id);
  const fieldId = useId();
  const [inSteam, setInSteam] = useState(false);
  const close = () => {
    setInSteam(false);
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('op_order_reverse_title', { id })}
      message={t('op_order_reverse_text')}
      confirmLabel={t('op_order_reverse')}
      destructive
      onClose={close}
      onConfirm={async () => {
        const answer = await reverse.mutateAsync(inSteam ? { confirmed_in_steam: true } : {});
        toastDone(answer, t('op_order_reversed', { id }));
      }}
    >
      <label htmlFor={`${fieldId}-steam`} className="flex items-center gap-2 text-sm text-slate-200">
        <input id={`${fieldId}-steam`} type="checkbox" checked={inSteam} onChange={(e) => setInSteam(e.target.checked)} />
        {t('op_order_reverse_in_steam')}
      </label>
    </ConfirmDialog>
  );
}

/** OPS-92: the refund asks for a reason (required) and an amount (empty: the whole total); DELIV-6: an order paid through the provider may go back to the card. */
function RefundDialog({ id, total, byCard, open, onClose }: { id: number; total: number; byCard: boolean; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const refund = useRefundOrder(id);
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [missing, setMissing] = useState(false);
  const [to, setTo] = useState<'balance' | 'card'>('balance');
  const close = () => {
    setReason('');
    setAmount('');
    setTo('balance');
    setMissing(false);
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('op_order_refund_title', { id })}
      message={t('op_order_refund_text')}
      confirmLabel={t(to === 'card' ? 'op_order_refund_card' : 'op_order_refund')}
      destructive
      onClose={close}
      onConfirm={async () => {
        if (!reason.trim()) {
          setMissing(true);
          return false;
        }
        const answer = await refund.mutateAsync({ reason: reason.trim(), to, ...(amount.trim() ? { amount: Number(amount.replace(',', '.')) } : {}) });
        toastDone(answer, t('op_order_refund_made', { id }));
      }}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${fieldId}-reason`} className="text-sm font-medium text-slate-300">
          {t('op_reason')}
        </label>
        <textarea
          id={`${fieldId}-reason`}
          value={reason}
          required
          rows={3}
          maxLength={500}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${fieldId}-error` : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            setMissing(false);
          }}
          className={`${inputClass} h-auto py-2`}
        />
        {missing && (
          <p id={`${fieldId}-error`} className="text-sm text-red-400">
            {t('op_field_required', { label: t('op_reason') })}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${fieldId}-amount`} className="text-sm font-medium text-slate-300">
          {t('op_order_refund_amount', { total: euros(total) })}
        </label>
        <input id={`${fieldId}-amount`} value={amount} inputMode="decimal" autoComplete="off" onChange={(e) => setAmount(e.target.value)} className={inputClass} />
      </div>
      {byCard && (
        <fieldset className="flex flex-col gap-1.5">
          <legend className="text-sm font-medium text-slate-300">{t('op_order_refund_to')}</legend>
          {(['balance', 'card'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-200">
              <input type="radio" name={`${fieldId}-to`} value={value} checked={to === value} onChange={() => setTo(value)} />
              {t(value === 'card' ? 'op_order_refund_to_card' : 'op_order_refund_to_balance')}
            </label>
          ))}
        </fieldset>
      )}
    </ConfirmDialog>
  );
}
