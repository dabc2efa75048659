import '../../i18n/accounts';
import '../../i18n/payments';
import '../../i18n/orders';
import { imageUrl, messagesOrdersEn, PAGE_SIZE } from '@skins/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pagination } from '../../ui/pagination';
import { PageSpinner } from '../../ui/spinner';
import { errorMessage } from '../../api/error-message';
import { toast } from '../../ui/toast';
import { purchaseHistoryQueryOptions, useCancelOrder } from './api/payments-calls';
import { labelOf } from '../../i18n/labels';
import { formatDateTime } from '../../ui/format-date';
import { formatHistoryAmount, pageOf } from './history-format';
import { orderStatusKind, StatusIcon } from '../../ui/status-icon';
import { PayOrCancel } from './pay-or-cancel';

/** ORDER-WEB-2: the key of an order status's word; null for a status the shop does not know (its raw name shows). */
const statusWord = (s: string) => {
  const key = `order_status_${s}`;
  return key in messagesOrdersEn ? (key as keyof typeof messagesOrdersEn) : null;
};

/** Spec §2 Account, Order history: image, title, count, total, status icon; 5 per page. Load failures are logged (spec §8). */
export function OrderHistoryTab() {
  const { t, i18n } = useTranslation();
  const history = useQuery(purchaseHistoryQueryOptions());
  const cancel = useCancelOrder();
  const [page, setPage] = useState(1);
  const cancelOrder = (id: number) =>
    cancel.mutate(id, {
      onSuccess: () => toast.success(t('history_order_cancelled')),
      onError: (err) => toast.error(errorMessage(err, t('history_cancel_failed'))),
    });
  useEffect(() => {
    if (history.error) console.error('Failed to fetch purchase history', history.error);
  }, [history.error]);
  if (history.isPending) return <PageSpinner />;
  const rows = history.data ?? [];
  // PROMPT-WEB-2: skin requests show here, and this is the way to place one (issue 7).
  const requestSkin = (
    <Link to="/request-skin" className="mt-4 inline-block text-sm font-medium text-accent-300 hover:underline">
      {t('packs_request_button', { defaultValue: 'Request a skin' })}
    </Link>
  );
  if (rows.length === 0)
    return (
      <>
        <p className="rounded-2xl border border-dashed border-ink-600 px-4 py-16 text-center text-slate-400">{t('account_no_orders')}</p>
        {requestSkin}
      </>
    );
  const pages = Math.ceil(rows.length / PAGE_SIZE.history);
  const current = Math.min(page, pages);
  return (
    <div>
      <ul className="flex flex-col gap-3">
        {pageOf(rows, current, PAGE_SIZE.history).map((row) => {
          const img = row.img_url ?? row.items?.[0]?.img_url;
          const word = statusWord(row.status);
          return (
            <li key={row.id} data-testid="order-row" className="flex flex-wrap items-center gap-4 rounded-2xl border border-ink-700 bg-ink-900/80 p-3 sm:flex-nowrap sm:p-4">
              {img ? <img src={imageUrl(img)} alt="" loading="lazy" className="size-16 shrink-0 rounded-xl bg-ink-800 object-contain p-1" /> : <span className="size-16 shrink-0 rounded-xl bg-ink-800" />}
              {/* BUDGET-12: on a phone the text keeps 12rem beside the image (the title wraps, whole), and count, total
                  and status drop to the next line; from 640 px one row, the title cut to fit. */}
              <div className="min-w-0 flex-1 basis-48 sm:basis-auto">
                <p className="text-xs text-slate-500">
                  #{row.id} · {formatDateTime(row.created_at, i18n.language)}
                </p>
                {/* ORDER-WEB-3: the row's title opens the order's page (its visible text is its name: WCAG 2.5.3). */}
                <Link to={`/account/orders/${row.id}`} className="block font-semibold break-words text-white hover:text-accent-300 hover:underline sm:truncate">
                  {row.title}
                </Link>
                {(row.item_type || row.item_quality) && <p className="text-xs text-slate-400">{[row.item_type && labelOf(t, 'type', row.item_type), row.item_quality && labelOf(t, 'rarity', row.item_quality)].filter(Boolean).join(' · ')}</p>}
                {/* DELIV-8: a refunded order says how much went back, and where (the balance or the card). */}
                {row.refunded_to && (
                  <p className="text-xs text-emerald-400">{t(row.refunded_to === 'card' ? 'history_refunded_card' : 'history_refunded_balance', { amount: formatHistoryAmount(row.refunded, row.currency) })}</p>
                )}
                {/* DELIV-10: a failed delivery not refunded will be retried: to the trade link the buyer keeps in the profile. */}
                {row.status === 'delivery_failed' && !row.refunded_to && (
                  <Link to="/account/personal" className="text-xs text-accent-400 underline">
                    {t('history_delivery_fix_link')}
                  </Link>
                )}
                {/* PAY-27: an order waiting for its payment is paid on the provider's page, or cancelled (its items back in the cart). */}
                {row.status === 'pending' && <PayOrCancel className="mt-2" paymentUrl={row.payment_url} cancelLabel={t('history_cancel_order')} busy={cancel.isPending} onCancel={() => cancelOrder(row.id)} />}
              </div>
              <dl className="flex items-center gap-6 text-sm">
                <div>
                  <dt className="text-xs text-slate-400">{t('history_count')}</dt>
                  <dd className="text-white">{row.count}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-400">{t('history_total')}</dt>
                  <dd className="font-semibold whitespace-nowrap text-white">{formatHistoryAmount(row.total ?? row.sum, row.currency ?? 'Credits')}</dd>
                </div>
              </dl>
              {/* DELIV-2, ORDER-WEB-2: every status is named in the buyer's language beside its own icon and colour. */}
              <StatusIcon kind={orderStatusKind(row.status)} raw={row.status} text={word ? t(word) : undefined} />
            </li>
          );
        })}
      </ul>
      <Pagination page={current} pages={pages} total={rows.length} pageSize={PAGE_SIZE.history} onPageChange={setPage} />
      {requestSkin}
    </div>
  );
}
