import '../../../i18n/offers';
import '../../../i18n/payments';
import '../../../i18n/inventory';
import { imageUrl, offerStatusKind, PAGE_SIZE } from '@skins/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../ui/button';
import { Pagination } from '../../../ui/pagination';
import { PageSpinner } from '../../../ui/spinner';
import { useErrorToast } from '../../../ui/use-error-toast';
import { offerHistoryQueryOptions } from '../api/offers-calls';
import { formatDateTime } from '../../../ui/format-date';
import { StatusIcon } from '../../../ui/status-icon';
import { offerStatusLabel } from './form-support';
import { OfferFlow } from './offer-flow';
import { useQualityLabel } from './offer-details';
import { InventorySell } from './inventory-sell';
import { SellFlow } from './sell-flow';

const emptyClass = 'rounded-2xl border border-dashed border-ink-600 px-4 py-16 text-center text-slate-400';
const columns = 'sm:grid sm:grid-cols-[5rem_minmax(0,1fr)_6rem_12rem] sm:items-center sm:gap-4';

/**
 * The offers tab (spec §2 Account, shown only when offer_enabled). OFFER-WEB-1: ID, item, quantity
 * and status (the §4 icon kind and a readable label), 8 a page, 'No offers found' when empty; a row
 * opens its details. OFFER-WEB-10: the Sell skins button, or ?sell=1 in the address, opens sellSkins.
 * OFFER-1: while selling is off (`canSell` false) it lists the offers to finish, with no way to sell.
 */
export default function OffersTab({ canSell = true }: { canSell?: boolean }) {
  const { t, i18n } = useTranslation();
  const qualityLabel = useQualityLabel();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  // The previous page stays on screen while the next one loads.
  const history = useQuery({ ...offerHistoryQueryOptions(page), placeholderData: keepPreviousData });
  useErrorToast(history.error, 'offers_fetch_failed');
  // INV-7: ?sell=1 opens the typed-name form, ?sell=inventory the Steam inventory (the Steam link comes back to it).
  const setSell = (open: boolean | 'inventory') =>
    setParams(
      (p) => {
        if (open) p.set('sell', open === true ? '1' : open);
        else for (const key of ['sell', 'steam', 'steam_error']) p.delete(key);
        return p;
      },
      { replace: !open },
    );

  const rows = history.data?.rows ?? [];
  const meta = history.data?.meta ?? { total: rows.length, pages: 1 };
  return (
    <div>
      {canSell ? (
        <div className="mb-4 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setSell('inventory')}>
            {t('inv_button')}
          </Button>
          <Button onClick={() => setSell(true)}>{t('offers_sell_button')}</Button>
        </div>
      ) : (
        <p role="status" className="mb-4 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm text-amber-200">
          {t('offers_selling_off')}
        </p>
      )}
      {history.isPending ? (
        <PageSpinner />
      ) : history.isError && rows.length === 0 ? (
        <p role="alert" className={emptyClass}>
          {t('offers_fetch_failed_later')}
        </p>
      ) : rows.length === 0 ? (
        <p className={emptyClass}>{t('account_no_offers')}</p>
      ) : (
        <>
          <div aria-hidden="true" className={`hidden px-4 pb-2 text-xs font-medium text-slate-400 ${columns}`}>
            <span>{t('offers_id')}</span>
            <span>{t('offers_item')}</span>
            <span>{t('offers_quantity')}</span>
            <span>{t('offers_status')}</span>
          </div>
          <ul className="flex flex-col gap-3">
            {rows.map((offer) => (
              <li key={offer.id}>
                <button
                  type="button"
                  data-testid="offer-row"
                  onClick={() => setSelected(offer.id)}
                  className={`flex w-full flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-ink-700 bg-ink-900/80 p-3 text-left transition-colors hover:border-slate-500 focus-visible:outline-2 focus-visible:outline-accent-400 sm:p-4 ${columns}`}
                >
                  <span className="order-1 w-full text-xs text-slate-500 sm:order-none sm:w-auto sm:text-sm sm:text-slate-300">
                    #{offer.id} <span className="sm:hidden">· {formatDateTime(offer.created_at, i18n.language)}</span>
                  </span>
                  <span className="order-2 flex w-full min-w-0 items-center gap-3 sm:order-none sm:w-auto">
                    {offer.item.img_url ? (
                      <img src={imageUrl(offer.item.img_url)} alt="" loading="lazy" className="size-14 shrink-0 rounded-xl bg-ink-800 object-contain p-1" />
                    ) : (
                      <span className="size-14 shrink-0 rounded-xl bg-ink-800" />
                    )}
                    <span className="min-w-0">
                      {/* BUDGET-12: whole on a phone (it has the row to itself), cut to its column from 640 px. */}
                      <span className="block font-semibold break-words text-white sm:truncate">{offer.item.title || offer.title}</span>
                      <span className="block text-xs text-slate-400">{qualityLabel(offer.quality)}</span>
                    </span>
                  </span>
                  <span className="order-3 text-sm text-slate-300 sm:order-none">
                    <span className="text-xs text-slate-400 sm:hidden">{t('offers_quantity')}: </span>
                    {offer.quantity}
                  </span>
                  <span className="order-4 ml-auto sm:order-none sm:ml-0">
                    <StatusIcon kind={offerStatusKind(offer.status)} raw={offer.status} text={t(offerStatusLabel(offer.status))} />
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <Pagination page={page} pages={meta.pages} total={meta.total} pageSize={PAGE_SIZE.offers} onPageChange={setPage} />
        </>
      )}
      {canSell && params.get('sell') === '1' && <SellFlow onClose={() => setSell(false)} />}
      {canSell && params.get('sell') === 'inventory' && <InventorySell onClose={() => setSell(false)} onTyped={() => setSell(true)} />}
      {selected !== null && <OfferFlow id={selected} onClose={() => setSelected(null)} />}
    </div>
  );
}
