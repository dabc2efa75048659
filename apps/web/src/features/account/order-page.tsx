import '../../i18n/accounts';
import '../../i18n/payments';
import '../../i18n/orders';
import { formatMoney, imageUrl, type OrderDetails } from '@skins/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useLocale } from '../../app/locale-store';
import { PageSpinner } from '../../ui/spinner';
import { orderQueryOptions, receiptUrl } from './api/get-order';
import { formatDateTime as formatDateTimeIn } from '../../ui/format-date';
import { orderStatusKind, StatusIcon } from '../../ui/status-icon';
import { TradeProtectionNote } from '../../ui/trade-protection';

const card = 'rounded-2xl border border-ink-700 bg-ink-900/80 p-4';
const linkClass = 'inline-flex min-h-10 items-center rounded-lg border border-ink-600 px-3 text-sm text-slate-100 hover:border-accent-400';

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-ink-700 pt-2 text-base font-semibold text-white' : 'text-sm text-slate-300'}`}>
      <dt>{label}</dt>
      <dd className="text-right whitespace-nowrap">{children}</dd>
    </div>
  );
}

/**
 * ORDER-WEB-3: /account/orders/:id: one order with its items (art, exterior, float, price), promo,
 * VAT, total, PAY-31: what was charged in euro when the buyer saw another currency, payment,
 * delivery with the trade offer and link (DISPUTE-4: and its Trade Protection), timeline, and
 * ORDER-WEB-4: the receipt to print.
 */
export default function OrderPage() {
  const { t } = useTranslation();
  const { languageId } = useLocale();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const order = useQuery({ ...orderQueryOptions(id, languageId), enabled: valid, retry: false });
  const back = (
    <Link to="/account/orders" className="text-sm text-accent-300 hover:underline">
      ← {t('order_back')}
    </Link>
  );
  if (valid && order.isPending) return <PageSpinner />;
  if (!valid || !order.data) {
    const gone = !valid || (order.error instanceof ApiError && order.error.status === 404);
    return (
      <section className="mx-auto max-w-3xl px-4 py-8">
        {back}
        <p role="alert" className="mt-6 rounded-2xl border border-dashed border-ink-600 px-4 py-12 text-center text-slate-400">
          {gone ? t('order_not_found') : (order.error?.message ?? t('order_not_found'))}
        </p>
      </section>
    );
  }
  return <OrderView order={order.data} back={back} languageId={languageId} />;
}

function OrderView({ order: o, back, languageId }: { order: OrderDetails; back: ReactNode; languageId: number | null }) {
  const { t, i18n } = useTranslation();
  const formatDateTime = (at: number) => formatDateTimeIn(at, i18n.language);
  const money = (amount: number) => formatMoney(amount, o.currency);
  const method = o.payment.method === 'balance' ? t('order_method_balance') : o.payment.method === 'card' ? t('order_method_card') : o.payment.method;
  const d = o.delivery_state;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8" data-testid="order-page">
      {back}
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-white">{t('order_title', { id: o.id })}</h1>
          <p className="text-sm text-slate-400">{formatDateTime(o.created_at)}</p>
        </div>
        <StatusIcon kind={orderStatusKind(o.status)} raw={o.status} text={o.status_label} />
      </header>

      <section className={card} aria-labelledby="order-items">
        <h2 id="order-items" className="mb-3 font-semibold text-white">
          {t('order_items')}
        </h2>
        <ul className="flex flex-col gap-3">
          {o.items.map((i) => (
            <li key={i.id} className="flex items-center gap-3" data-testid="order-item">
              <img src={imageUrl(i.img_url)} alt="" className="size-16 shrink-0 rounded-xl bg-ink-800 object-contain p-1" />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-white">{i.title}</p>
                <p className="text-xs text-slate-400">{[i.item_type, i.exterior, i.item_quality].filter(Boolean).join(' · ')}</p>
                {i.float_value !== null && <p className="text-xs text-slate-400">{t('order_float', { value: i.float_value.toFixed(8).replace(/0+$/, '').replace(/\.$/, '') })}</p>}
              </div>
              <p className="font-semibold whitespace-nowrap text-white">{money(i.price)}</p>
            </li>
          ))}
        </ul>
        <dl className="mt-4 flex flex-col gap-1.5">
          <Row label={t('order_subtotal')}>{money(o.subtotal)}</Row>
          {o.promo && <Row label={t('order_promo', { code: o.promo.code })}>−{money(o.promo.discount)}</Row>}
          <Row label={t('order_delivery_fee')}>{o.delivery === 0 ? t('order_free') : money(o.delivery)}</Row>
          <Row label={o.vat.percent === null ? t('order_vat_plain') : t('order_vat', { percent: o.vat.percent })}>{money(o.vat.amount)}</Row>
          <Row label={t('order_total')} strong>
            <span data-testid="order-total">{money(o.total)}</span>
          </Row>
        </dl>
        {/* PAY-31: the buyer saw another currency: what is charged is euro, at the rate kept on the order. */}
        {o.display && (
          <p className="mt-2 text-right text-sm text-amber-300" data-testid="order-charged">
            {/* Before the payment it will be charged; once paid it was. The rate is written as the visitor's language writes numbers. */}
            {t(o.payment.paid_at === null ? 'order_charged_note' : 'order_charged_past', { amount: money(o.total) })} ·{' '}
            {t('order_charged_rate', { shown: formatMoney(o.display.total, o.display.currency), rate: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 8 }).format(o.display.rate), currency: o.display.currency })}
          </p>
        )}
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <section className={card} aria-labelledby="order-payment">
          <h2 id="order-payment" className="mb-2 font-semibold text-white">
            {t('order_payment')}
          </h2>
          <p className="text-sm text-slate-300">{method}</p>
          <p className="text-sm text-slate-300">
            {t(`order_payment_${o.payment.state}`)}
            {o.payment.paid_at !== null && ` · ${formatDateTime(o.payment.paid_at)}`}
          </p>
          {o.refund && <p className="mt-1 text-sm text-emerald-400">{t(o.refund.to === 'card' ? 'history_refunded_card' : 'history_refunded_balance', { amount: money(o.refund.amount) })}</p>}
        </section>
        <section className={card} aria-labelledby="order-delivery">
          <h2 id="order-delivery" className="mb-2 font-semibold text-white">
            {t('order_delivery')}
          </h2>
          <p className="text-sm text-slate-300" data-testid="order-delivery-state">
            {t(`order_delivery_${d.state}`)}
            {d.attempt > 1 && ` · ${t('order_attempt', { n: d.attempt })}`}
          </p>
          {/* DISPUTE-4: Steam's Trade Protection of the delivered trade: protected until a date, then final. */}
          {o.trade && <TradeProtectionNote trade={o.trade} className="text-sm text-amber-300" />}
          {d.offer_id && <p className="text-xs break-all text-slate-400">{t('order_offer_id', { id: d.offer_id })}</p>}
          <p className="mt-1 text-xs text-slate-400">{t('order_trade_link')}</p>
          <p className="text-xs break-all text-slate-300">{d.trade_url}</p>
        </section>
      </div>

      <section className={card} aria-labelledby="order-timeline">
        <h2 id="order-timeline" className="mb-2 font-semibold text-white">
          {t('order_timeline')}
        </h2>
        <ol className="flex flex-col gap-1.5 border-l border-ink-600 pl-4">
          {o.timeline.map((e, n) => (
            <li key={`${e.kind}-${n}`} className="text-sm text-slate-300">
              <span className="text-white">{t(`order_event_${e.kind}`)}</span> <span className="text-xs text-slate-400">{formatDateTime(e.at)}</span>
            </li>
          ))}
        </ol>
      </section>

      {/* ORDER-WEB-4: a paid order's receipt, as the server renders it in the visitor's language. */}
      {o.has_receipt && (
        <div className="flex flex-wrap gap-2">
          <a href={receiptUrl(o.id, languageId)} className={linkClass} target="_blank" rel="noopener">
            {t('order_receipt_print')}
          </a>
          {/* ORDER-7: the same invoice as a PDF file to keep. */}
          <a href={receiptUrl(o.id, languageId, true)} className={linkClass} download>
            {t('order_receipt_pdf')}
          </a>
        </div>
      )}
    </section>
  );
}
